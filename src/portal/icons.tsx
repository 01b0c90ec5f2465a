/**
 * The portal's line icons (decorative: the buttons carry the text).
 */
/**
 * Internal dependencies
 */
import { SvgIcon } from '../wizards/shared/icons/svg-icon';

export function EditIcon() {
	return (
		<SvgIcon size={ 22 }>
			<path d="M30 10l8 8-20 20H10v-8z" strokeWidth={ 3.5 } />
			<path d="M26 14l8 8" strokeWidth={ 3.5 } />
		</SvgIcon>
	);
}

export function DeleteIcon() {
	return (
		<SvgIcon size={ 22 }>
			<path
				d="M10 14h28M20 14V9h8v5M14 14l2 26h16l2-26M21 21v12M27 21v12"
				strokeWidth={ 3.5 }
			/>
		</SvgIcon>
	);
}

export function HouseIcon() {
	return (
		<SvgIcon size={ 72 }>
			<path d="M8 23 24 9l16 14M13 19v20h22V19M20 39V28h8v11" />
		</SvgIcon>
	);
}

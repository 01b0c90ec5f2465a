/**
 * Internal dependencies
 */
import { SvgIcon } from './svg-icon';

export function ChevronLeftIcon() {
	return (
		<SvgIcon size={ 24 }>
			<path d="M30 10 16 24l14 14" strokeWidth={ 4 } />
		</SvgIcon>
	);
}

export function ChevronRightIcon() {
	return (
		<SvgIcon size={ 24 }>
			<path d="m18 10 14 14-14 14" strokeWidth={ 4 } />
		</SvgIcon>
	);
}

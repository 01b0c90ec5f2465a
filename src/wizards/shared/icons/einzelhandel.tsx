/**
 * Internal dependencies
 */
import { SvgIcon } from './svg-icon';

/** Retail: a shop front with an awning. */
export function EinzelhandelIcon() {
	return (
		<SvgIcon>
			<path d="M6 8h36l3 10H3ZM3 18c0 3 2 5 5 5s5-2 5-5c0 3 2 5 5.5 5S24 21 24 18c0 3 2 5 5.5 5S35 21 35 18c0 3 2 5 5 5s5-2 5-5" />
			<path d="M7 23v19h34V23M12 42V30h9v12M26 30h10v7H26Z" />
		</SvgIcon>
	);
}

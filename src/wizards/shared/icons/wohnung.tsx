/**
 * Internal dependencies
 */
import { SvgIcon } from './svg-icon';

/** Apartment: a block with rows of windows. */
export function WohnungIcon() {
	return (
		<SvgIcon>
			<rect x="10" y="6" width="28" height="36" />
			<path d="M16 13h4M28 13h4M16 21h4M28 21h4M16 29h4M28 29h4M21 42v-7h6v7M6 42h36" />
		</SvgIcon>
	);
}

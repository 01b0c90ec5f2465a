/**
 * Internal dependencies
 */
import { SvgIcon } from './svg-icon';

/** Apartment building: a wide house with several floors of windows. */
export function MehrfamilienhausIcon() {
	return (
		<SvgIcon>
			<path d="M4 18 24 6l20 12M8 16v26h32V16M4 42h40M21 42v-8h6v8" />
			<path d="M13 20h4M22 20h4M31 20h4M13 27h4M22 27h4M31 27h4M13 34h4M31 34h4" />
		</SvgIcon>
	);
}

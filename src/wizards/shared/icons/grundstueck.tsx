/**
 * Internal dependencies
 */
import { SvgIcon } from './svg-icon';

/** Plot of land: a plot outline with a boundary flag. */
export function GrundstueckIcon() {
	return (
		<SvgIcon>
			<path d="M6 34 18 26l24 4-10 12H10Z" />
			<path d="M18 26V8l10 4-10 4" />
		</SvgIcon>
	);
}

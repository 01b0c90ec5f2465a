/**
 * Internal dependencies
 */
import { SvgIcon } from './svg-icon';

/** Hall or warehouse: a shed with a rolling door and stacked crates. */
export function HallenLagerIcon() {
	return (
		<SvgIcon>
			<path d="M4 18 24 8l20 10v24H4Z" />
			<path d="M12 42V24h24v18M12 29h24M12 34h24" />
		</SvgIcon>
	);
}

/**
 * Internal dependencies
 */
import { SvgIcon } from './svg-icon';

/** House: gable roof, door and window. */
export function HausIcon() {
	return (
		<SvgIcon>
			<path d="M5 22 24 7l19 15M10 18v24h28V18M20 42V30h8v12M6 42h36" />
			<rect x="30" y="24" width="4" height="4" />
		</SvgIcon>
	);
}

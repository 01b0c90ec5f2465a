/**
 * Internal dependencies
 */
import { SvgIcon } from './svg-icon';

/** Office or practice: a briefcase. */
export function BueroPraxisIcon() {
	return (
		<SvgIcon>
			<rect x="6" y="15" width="36" height="25" rx="3" />
			<path d="M18 15v-4a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v4M6 25h36M22 25v4h4v-4" />
		</SvgIcon>
	);
}

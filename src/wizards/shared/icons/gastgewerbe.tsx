/**
 * Internal dependencies
 */
import { SvgIcon } from './svg-icon';

/** Hospitality: cutlery. */
export function GastgewerbeIcon() {
	return (
		<SvgIcon>
			<path d="M14 6v12a4 4 0 0 0 8 0V6M18 6v36M34 42V6c-4 2-6 8-6 16h6" />
		</SvgIcon>
	);
}

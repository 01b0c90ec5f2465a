export { MESSAGE_MAX_LENGTH } from '../../../api/rest-limits';

/**
 * The text, or undefined when it is empty (optional payload fields are left out).
 *
 * @param value The form value.
 */
export function optionalText( value: string ): string | undefined {
	return value.trim() || undefined;
}

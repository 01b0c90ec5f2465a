/**
 * The request types as the server describes them (`Request_Types::catalogue()`: names and inbox
 * columns), printed into the admin screens' containers (`data-request-types`), so no screen keeps a
 * list of its own and the names show with the first render.
 */
/**
 * Internal dependencies
 */
import type { RequestTypeInfo } from '../api/requests';

/**
 * The types a screen's container carries (none when the attribute is missing or broken).
 *
 * @param container The screen's container.
 */
export function readRequestTypes( container: HTMLElement ): RequestTypeInfo[] {
	try {
		const types: unknown = JSON.parse(
			container.dataset.requestTypes ?? '[]'
		);
		return Array.isArray( types ) ? ( types as RequestTypeInfo[] ) : [];
	} catch {
		return [];
	}
}

/**
 * What the server describes once and prints into the admin screens' containers
 * (`Admin_Menu::screens()`): the request types (`Request_Types::catalogue()`, `data-request-types`:
 * names and inbox columns) and the mail kinds (`Mail_Kinds::catalogue()`, `data-mail-kinds`: names,
 * editable texts and placeholders). So no screen keeps a list of its own and the names show with
 * the first render.
 */
/**
 * Internal dependencies
 */
import type { MailKindInfo } from '../api/mails';
import type { RequestTypeInfo } from '../api/requests';

/**
 * A JSON list a container carries (none when the attribute is missing or broken).
 *
 * @param container The screen's container.
 * @param name      The data attribute's name in camel case.
 */
function readList< T >( container: HTMLElement, name: string ): T[] {
	try {
		const list: unknown = JSON.parse( container.dataset[ name ] ?? '[]' );
		return Array.isArray( list ) ? ( list as T[] ) : [];
	} catch {
		return [];
	}
}

/**
 * The request types a screen's container carries.
 *
 * @param container The screen's container.
 */
export function readRequestTypes( container: HTMLElement ): RequestTypeInfo[] {
	return readList( container, 'requestTypes' );
}

/**
 * The mail kinds a screen's container carries.
 *
 * @param container The screen's container.
 */
export function readMailKinds( container: HTMLElement ): MailKindInfo[] {
	return readList( container, 'mailKinds' );
}

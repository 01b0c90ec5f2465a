/**
 * The portal user's contact data and account (`/v1/contact`).
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { Contact, DeletedResponse, PortalContact } from './types';

const PATH = 'immo-wizards/v1/contact';

export function fetchContact(): Promise< PortalContact > {
	return apiRequest< PortalContact >( { path: PATH } );
}

/**
 * Saves the contact. A changed e-mail address is not applied at once: the answer names it as
 * `pendingEmail` until the link mailed to it is opened.
 *
 * @param contact The contact fields.
 */
export function saveContact( contact: Contact ): Promise< PortalContact > {
	return apiRequest< PortalContact >( {
		path: PATH,
		method: 'PUT',
		data: contact,
	} );
}

/** Deletes the account with all its data; the session ends. */
export function deleteAccount(): Promise< DeletedResponse > {
	return apiRequest< DeletedResponse >( { path: PATH, method: 'DELETE' } );
}

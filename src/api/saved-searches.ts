/**
 * The portal user's saved searches (`/v1/saved-search`); the wizard's public submit is in
 * saved-search.ts.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type {
	DeletedResponse,
	SavedSearchItem,
	SavedSearchUpdate,
} from './types';

const PATH = 'immo-wizards/v1/saved-search';

const itemPath = ( uuid: string ) =>
	`${ PATH }/${ encodeURIComponent( uuid ) }`;

/** Newest first; an odd answer counts as none. */
export async function fetchSavedSearches(): Promise< SavedSearchItem[] > {
	const list = await apiRequest< SavedSearchItem[] >( { path: PATH } );
	return Array.isArray( list ) ? list : [];
}

/**
 * Creates a saved search; it is active at once (the user is confirmed).
 *
 * @param search The wizard's saved search.
 */
export function createSavedSearch(
	search: SavedSearchUpdate
): Promise< SavedSearchItem > {
	return apiRequest< SavedSearchItem >( {
		path: PATH,
		method: 'POST',
		data: search,
	} );
}

/**
 * Saves a saved search; `active: true` activates it.
 *
 * @param uuid   Its uuid.
 * @param search The wizard's saved search.
 */
export function updateSavedSearch(
	uuid: string,
	search: SavedSearchUpdate
): Promise< SavedSearchItem > {
	return apiRequest< SavedSearchItem >( {
		path: itemPath( uuid ),
		method: 'PUT',
		data: search,
	} );
}

/**
 * @param uuid Its uuid.
 */
export function deleteSavedSearch( uuid: string ): Promise< DeletedResponse > {
	return apiRequest< DeletedResponse >( {
		path: itemPath( uuid ),
		method: 'DELETE',
	} );
}

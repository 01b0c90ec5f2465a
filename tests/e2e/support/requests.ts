/**
 * Requests sent straight to the REST API (no wizard on screen), for tests about what follows them.
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

const REST = '/wp-json/immo-wizards';

/**
 * Sends a saved search for `email` (Paula Portal, flats for sale in region 11 unless `search` says
 * otherwise); its confirmation mail goes to `email`.
 *
 * @param client A browser.
 * @param email  Address.
 * @param search Values of the search other than the flat for sale.
 */
export async function sendSavedSearch(
	client: APIRequestContext,
	email: string,
	search: Record< string, unknown > = {}
): Promise< void > {
	const token = await client.get(
		`${ REST }/v1/wizard/form-token?type=saved_search`
	);
	const submit = await client.post( `${ REST }/v1/wizard/saved-search`, {
		data: {
			contact: {
				salutation: 'Frau',
				firstname: 'Paula',
				lastname: 'Portal',
				email,
				phone: '',
				street: 'Prager Straße',
				number: '2',
				zip: '01067',
				city: 'Dresden',
				customFields: {
					dataPrivacy: true,
					acceptContact: true,
					newsletter: false,
				},
			},
			savedSearch: {
				objectType: 'LIVING',
				categoryId: 30225,
				marketingType: 'buy',
				locations: [ { locationId: 11 } ],
				fields: [],
				...search,
			},
			requestId: crypto.randomUUID(),
			hp: '',
			formToken: ( await token.json() ).token,
		},
	} );
	expect( submit.status() ).toBe( 201 );
}

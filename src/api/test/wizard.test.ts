/**
 * Wizard submits at the network boundary: the real api-fetch with core's middlewares, as on the page
 * of a logged-in admin, and a fake `fetch`.
 */
/**
 * Internal dependencies
 */
import { confirmKey, postWizard, submitLead } from '../wizard';
import { ApiError } from '../errors';
import type { LeadPayload } from '../types';
import {
	ADMIN_NONCE,
	ALLOWED_ENDPOINT,
	REST_ROOT,
	errorAnswer,
	fakeFetch,
	hasNonce,
	setPageData,
	setUpBoundary,
} from './fixtures/boundary';

const payload = { requestId: 'r', formToken: 't' } as LeadPayload;
const LEAD_ROUTE = REST_ROOT + 'immo-wizards/v1/wizard/lead';

setUpBoundary();

describe( 'wizard submits', () => {
	it( 'posts the lead to its route without cookies and without the nonce', async () => {
		const sent = fakeFetch();
		await expect( submitLead( payload ) ).resolves.toEqual( {
			status: 'pending',
			uuid: 'u',
		} );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ] ).toMatchObject( {
			url: LEAD_ROUTE,
			method: 'POST',
			credentials: 'omit',
			body: payload,
		} );
		expect( hasNonce( sent[ 0 ] ) ).toBe( false );
	} );

	it.each( [
		'/wp-json/wp/v2/users/5?roles=administrator',
		'wp/v2/users/5?roles=administrator',
		'http://localhost/wp-json/wp/v2/users/5?roles=administrator',
		'/wp-admin/admin-ajax.php?action=x',
		'https://evil.example/collect',
		'https://crm.example.org/leads',
		'immo-wizards/v1/wizard/confirm',
		'immo-wizards/v1/wizard/lead?roles=administrator',
		'immo-wizards/v1/wizard/lead/../../../wp/v2/users/5',
		'//evil.example/collect',
		'javascript:alert(1)',
	] )(
		'ignores the submit URL %s and posts to the wizard route',
		async ( submitUrl ) => {
			const sent = fakeFetch();
			await submitLead( payload, submitUrl );
			expect( sent.map( ( request ) => request.url ) ).toEqual( [
				LEAD_ROUTE,
			] );
			expect( sent[ 0 ].credentials ).toBe( 'omit' );
			expect( hasNonce( sent[ 0 ] ) ).toBe( false );
		}
	);

	it( 'posts to another wizard route or to an allowed endpoint', async () => {
		const sent = fakeFetch();
		await submitLead( payload, 'immo-wizards/v1/wizard/contact' );
		await submitLead( payload, '/immo-wizards/v1/wizard/saved-search' );
		await submitLead( payload, ALLOWED_ENDPOINT );
		expect( sent.map( ( request ) => request.url ) ).toEqual( [
			REST_ROOT + 'immo-wizards/v1/wizard/contact',
			REST_ROOT + 'immo-wizards/v1/wizard/saved-search',
			ALLOWED_ENDPOINT,
		] );
		sent.forEach( ( request ) => {
			expect( request.credentials ).toBe( 'omit' );
			expect( hasNonce( request ) ).toBe( false );
		} );
	} );

	it( 'builds the route below a plain-permalink REST root', async () => {
		setPageData( { restRoot: 'http://localhost/index.php?rest_route=/' } );
		const sent = fakeFetch();
		await submitLead( payload );
		expect( sent[ 0 ].url ).toBe(
			'http://localhost/index.php?rest_route=/immo-wizards/v1/wizard/lead'
		);
	} );

	it( 'sends nothing without trustworthy page data', async () => {
		const sent = fakeFetch();
		delete window.immoWizardsServer;
		await expect( submitLead( payload ) ).rejects.toMatchObject( {
			code: 'immo_wizards_not_configured',
		} );
		// An element with that id (post content can have one) is no page data.
		const form = document.createElement( 'form' );
		form.id = 'immoWizardsServer';
		window.immoWizardsServer = form;
		await expect( submitLead( payload ) ).rejects.toBeInstanceOf(
			ApiError
		);
		expect( sent ).toEqual( [] );
	} );

	it( 'refuses a default route that is not a wizard route', () => {
		fakeFetch();
		expect( () => postWizard( 'wp/v2/users/5', payload ) ).toThrow(
			'Not a wizard route'
		);
	} );

	it( 'turns an error answer into an ApiError', async () => {
		fakeFetch(
			errorAnswer( 400, 'rest_invalid_param', 'Ungültiger Parameter' )
		);
		await expect( submitLead( payload ) ).rejects.toMatchObject( {
			code: 'rest_invalid_param',
			message: 'Ungültiger Parameter',
			status: 400,
		} );
	} );
} );

describe( 'confirmation', () => {
	it( 'confirms a key with the session (cookies and nonce)', async () => {
		const sent = fakeFetch( () => ( {
			status: 200,
			body: { opcode: 'Contact', type: 'lead', uuid: 'u' },
		} ) );
		await confirmKey( 'abc' );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ].url ).toMatch(
			new RegExp( '^' + REST_ROOT + 'immo-wizards/v1/wizard/confirm' )
		);
		expect( sent[ 0 ].credentials ).toBe( 'include' );
		expect( sent[ 0 ].headers[ 'X-WP-Nonce' ] ).toBe( ADMIN_NONCE );
		expect( sent[ 0 ].body ).toEqual( { k: 'abc' } );
	} );
} );

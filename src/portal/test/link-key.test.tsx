/**
 * The portal opened with a link key: confirmation (double opt-in, e-mail change), login link, a
 * link used again, rate limits; the key leaves the address bar first.
 */
/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { getNonce } from '../../api/nonce-middleware';
import {
	FakeRest,
	installFakeRest,
	NONCE_URL,
	WpError,
} from '../../test-utils/fake-rest';
import {
	EMAIL,
	NONCE,
	contact,
	inquiry,
	loggedInApi,
	openPortal,
	savedSearches,
	tab,
} from './fixtures/portal';

const THANKS = 'Vielen Dank für Ihre Anfrage!';
const FAILED = 'Es ist ein Fehler aufgetreten.';
const LOGIN = () => screen.findByRole( 'heading', { name: 'Anmeldung' } );

/**
 * A fake API whose login key `login-key` opens a session.
 *
 * @param api The fake API.
 */
function acceptLoginKey( api: FakeRest ) {
	return api
		.on( 'POST immo-wizards/auth/login', ( { data } ) =>
			( data as { k: string } ).k === 'login-key'
				? { user: { email: EMAIL }, login: true }
				: new WpError( 403, 'immo_invalid_key' )
		)
		.on( 'POST immo-wizards/auth/login/nonce', { nonce: NONCE } )
		.on( 'GET immo-wizards/v1/contact', contact )
		.on( 'GET immo-wizards/v1/saved-search', savedSearches )
		.on( 'GET immo-wizards/v1/expose-inquiry', [ inquiry ] );
}

afterEach( () => {
	jest.useRealTimers();
	window.history.replaceState( null, '', '/' );
} );

describe( 'portal opened with a link key', () => {
	it( 'confirms the request, logs in with the login key and shows the saved searches', async () => {
		const api = acceptLoginKey( installFakeRest() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			{
				opcode: 'Contact',
				type: 'saved_search',
				uuid: 'u-1',
				loginKey: 'login-key',
			}
		);
		openPortal( '/kundenportal/?k=link-key&utm=x#savedSearch' );

		// The key left the address bar before anything was sent; other parameters stay.
		expect( window.location.search ).toBe( '?utm=x' );
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
		expect( await screen.findByText( THANKS ) ).toBeInTheDocument();
		expect( await tab( 'Suchprofile' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Wohnung kaufen' } )
		).toBeInTheDocument();
		expect( screen.getByText( `Angemeldet als ${ EMAIL }` ) ).toBeVisible();
		expect( api.callsOf( 'POST immo-wizards/v1/wizard/confirm' ) ).toEqual(
			[ expect.objectContaining( { data: { k: 'link-key' } } ) ]
		);
		// The login key is used twice: session, then its nonce; no session check by admin-ajax.
		expect(
			api.calls
				.filter( ( call ) =>
					call.path.startsWith( 'immo-wizards/auth' )
				)
				.map( ( call ) => [ call.path, call.data ] )
		).toEqual( [
			[ 'immo-wizards/auth/login', { k: 'login-key' } ],
			[ 'immo-wizards/auth/login/nonce', { k: 'login-key' } ],
		] );
		expect( getNonce() ).toBe( NONCE );
		const fetched = ( window.fetch as jest.Mock ).mock.calls.map(
			( [ url ] ) => url
		);
		expect( fetched ).not.toContain( NONCE_URL );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'progressbar' )
			).not.toBeInTheDocument()
		);
	} );

	it( 'takes the key from the fragment, where the mails put it', async () => {
		const confirmed = ( api: FakeRest ) =>
			acceptLoginKey( api ).on( 'POST immo-wizards/v1/wizard/confirm', {
				opcode: 'Contact',
				type: 'lead',
				uuid: 'u-1',
				loginKey: 'login-key',
			} );
		const api = confirmed( installFakeRest() );
		openPortal( '/kundenportal/?utm=x#k=fragment-key' );
		expect( window.location.href ).toMatch( /\/kundenportal\/\?utm=x$/ );
		expect( await screen.findByText( THANKS ) ).toBeInTheDocument();
		expect(
			api.callsOf( 'POST immo-wizards/v1/wizard/confirm' )[ 0 ].data
		).toEqual( { k: 'fragment-key' } );
	} );

	it( 'takes the key the head script moved out of the address', async () => {
		const api = acceptLoginKey( installFakeRest() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			{
				opcode: 'Contact',
				type: 'lead',
				uuid: 'u-1',
				loginKey: 'login-key',
			}
		);
		(
			window as Window & { immoWizardsLinkKey?: string }
		 ).immoWizardsLinkKey = 'moved-key';
		openPortal( '/kundenportal/' );
		expect( await screen.findByText( THANKS ) ).toBeInTheDocument();
		expect(
			api.callsOf( 'POST immo-wizards/v1/wizard/confirm' )[ 0 ].data
		).toEqual( { k: 'moved-key' } );
		expect(
			( window as Window & { immoWizardsLinkKey?: string } )
				.immoWizardsLinkKey
		).toBeUndefined();
	} );

	it( 'announces an applied e-mail change and logs in', async () => {
		acceptLoginKey( installFakeRest() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			{ opcode: 'EmailChanged', loginKey: 'login-key' }
		);
		openPortal( '/kundenportal/?k=change-key' );
		expect(
			await screen.findByText( 'Ihre E-Mail-Adresse wurde geändert.' )
		).toBeInTheDocument();
		expect( await tab( 'Mein Konto' ) ).toBeInTheDocument();
	} );

	it( 'shows the login form with a hint for a confirmation link used again', async () => {
		const api = acceptLoginKey( installFakeRest() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			new WpError( 409, 'immo_already_confirmed', 'Schon bestätigt.' )
		);
		openPortal( '/kundenportal/?k=used-confirm-key' );
		expect( await LOGIN() ).toBeInTheDocument();
		expect(
			screen.getByText(
				'Ihre Anfrage ist bereits bestätigt. Fordern Sie hier einen Link zur Anmeldung an.'
			)
		).toBeInTheDocument();
		expect( api.callsOf( 'POST immo-wizards/auth/login' ) ).toHaveLength(
			0
		);
		// The expected refusal is not reported as an error.
		expect(
			screen.queryByText( 'Schon bestätigt.' )
		).not.toBeInTheDocument();
	} );

	it( 'logs in with a login link the confirmation names, without a refused call', async () => {
		const api = acceptLoginKey( installFakeRest() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			{ opcode: 'Login', loginKey: 'login-key' }
		);
		openPortal( '/kundenportal/?k=login-key' );
		expect( await tab( 'Suchprofile' ) ).toBeInTheDocument();
		expect( screen.queryByText( THANKS ) ).not.toBeInTheDocument();
		expect(
			api.calls
				.filter( ( call ) => call.method === 'POST' )
				.map( ( call ) => [ call.path, call.data ] )
		).toEqual( [
			[ 'immo-wizards/v1/wizard/confirm', { k: 'login-key' } ],
			[ 'immo-wizards/auth/login', { k: 'login-key' } ],
			[ 'immo-wizards/auth/login/nonce', { k: 'login-key' } ],
		] );
	} );

	it( 'shows the error and the login form when the login link is spent', async () => {
		const api = acceptLoginKey( installFakeRest() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			new WpError( 403, 'immo_invalid_key' )
		);
		openPortal( '/kundenportal/?k=spent-key' );
		expect( await screen.findByText( FAILED ) ).toBeInTheDocument();
		expect( await LOGIN() ).toBeInTheDocument();
		// The confirmation knows every link's key: nothing else is tried.
		expect( api.callsOf( 'POST immo-wizards/auth/login' ) ).toHaveLength(
			0
		);
		expect( getNonce() ).toBeNull();
	} );

	it( 'asks no session check after a spent link when the page came without a login cookie', async () => {
		const api = acceptLoginKey( installFakeRest() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			new WpError( 403, 'immo_invalid_key' )
		);
		openPortal( '/kundenportal/?k=spent-key', { hasSession: false } );
		expect( await screen.findByText( FAILED ) ).toBeInTheDocument();
		expect( await LOGIN() ).toBeInTheDocument();
		expect( window.fetch ).not.toHaveBeenCalledWith(
			NONCE_URL,
			expect.anything()
		);
		expect( api.callsOf( 'GET immo-wizards/auth/me' ) ).toHaveLength( 0 );
	} );

	it( 'shows the server message when key attempts are rate limited', async () => {
		installFakeRest().on(
			'POST immo-wizards/v1/wizard/confirm',
			new WpError( 429, 'immo_rate_limited', 'Zu viele Versuche.' )
		);
		openPortal( '/kundenportal/?k=guess' );
		expect( await screen.findByText( 'Zu viele Versuche.' ) ).toBeVisible();
		expect( await LOGIN() ).toBeInTheDocument();
	} );

	it( 'thanks but stays logged out when the address is no portal user', async () => {
		const api = installFakeRest().on(
			'POST immo-wizards/v1/wizard/confirm',
			{
				opcode: 'Contact',
				type: 'lead',
				uuid: 'u',
				loginKey: '',
			}
		);
		openPortal( '/kundenportal/?k=admin-request' );
		expect( await screen.findByText( THANKS ) ).toBeInTheDocument();
		expect( await LOGIN() ).toBeInTheDocument();
		expect( api.callsOf( 'POST immo-wizards/auth/login' ) ).toHaveLength(
			0
		);
	} );
} );

describe( 'a link that does not log in, in a browser with a session', () => {
	it.each( [
		[
			'confirmation used again',
			new WpError( 409, 'immo_already_confirmed' ),
		],
		[ 'spent login link', new WpError( 403, 'immo_invalid_key' ) ],
	] )( 'opens the portal: %s', async ( _name, refusal ) => {
		const api = loggedInApi()
			.on( 'POST immo-wizards/v1/wizard/confirm', refusal )
			.on(
				'POST immo-wizards/auth/login',
				new WpError( 403, 'immo_invalid_key' )
			);
		openPortal( '/kundenportal/?k=old-link' );
		expect( await tab( 'Suchprofile' ) ).toBeInTheDocument();
		expect( api.callsOf( 'GET immo-wizards/auth/me' ) ).toHaveLength( 1 );
		expect( screen.queryByText( FAILED ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( /Ihre Anfrage ist bereits bestätigt/ )
		).not.toBeInTheDocument();
	} );
} );

describe( 'portal opened with the confirmation of an owner lead', () => {
	it( 'shows the price indication the confirmation answered, and nothing without one', async () => {
		acceptLoginKey( installFakeRest() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			{
				opcode: 'Contact',
				type: 'lead',
				uuid: 'u-1',
				loginKey: 'login-key',
				priceIndication: {
					low: 310000,
					high: 355000,
					count: 7,
					from: '2025-03-01T10:00:00+00:00',
					to: '2026-10-15T10:00:00+00:00',
				},
			}
		);
		openPortal( '/kundenportal/?k=link-key' );
		expect(
			await screen.findByText(
				'Unverbindliche Preisindikation: 310.000 – 355.000 €'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Aus 7 vergleichbaren Angeboten unseres Büros vom 01.03.2025 bis 15.10.2026.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Dies ist keine Wertermittlung. Wir melden uns bei Ihnen.'
			)
		).toBeInTheDocument();
	} );

	it( 'shows no indication when the answer has none', async () => {
		acceptLoginKey( installFakeRest() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			{
				opcode: 'Contact',
				type: 'lead',
				uuid: 'u-1',
				loginKey: 'login-key',
			}
		);
		openPortal( '/kundenportal/?k=link-key' );
		expect( await screen.findByText( THANKS ) ).toBeInTheDocument();
		expect(
			screen.queryByText( /Preisindikation/ )
		).not.toBeInTheDocument();
	} );
} );

/**
 * The portal's state machine: key login (confirmation, e-mail change, login link), session check,
 * 401/403, network failure, the periodic check, logout, and the host's init message when framed.
 */
/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { getNonce } from '../../api/nonce-middleware';
import { SESSION_CHECK_INTERVAL } from '../use-session';
import { INIT_MESSAGE, READY_MESSAGE } from '../wait-for-host';
import { FakeApi, NO_RESPONSE, WpError } from './fixtures/fake-api';
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

jest.mock( '@wordpress/api-fetch', () => {
	const fn = Object.assign( jest.fn(), { use: jest.fn() } );
	return { __esModule: true, default: fn };
} );

const THANKS = 'Vielen Dank für Ihre Anfrage!';
const FAILED = 'Es ist ein Fehler aufgetreten.';
const LOGIN = () => screen.findByRole( 'heading', { name: 'Anmeldung' } );

/**
 * A fake API whose login key `login-key` opens a session.
 *
 * @param api The fake API.
 */
function acceptLoginKey( api: FakeApi ) {
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
		const api = acceptLoginKey( new FakeApi() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			{
				opcode: 'Contact',
				type: 'saved-search',
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
		expect( window.fetch ).not.toHaveBeenCalled();
		await waitFor( () =>
			expect(
				screen.queryByRole( 'progressbar' )
			).not.toBeInTheDocument()
		);
	} );

	it( 'announces an applied e-mail change and logs in', async () => {
		acceptLoginKey( new FakeApi() ).on(
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
		const api = acceptLoginKey( new FakeApi() ).on(
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

	it( 'tries a key the confirmation does not know as a login link', async () => {
		acceptLoginKey( new FakeApi() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			new WpError( 403, 'immo_invalid_key' )
		);
		openPortal( '/kundenportal/?k=login-key' );
		expect( await tab( 'Suchprofile' ) ).toBeInTheDocument();
		expect( screen.queryByText( THANKS ) ).not.toBeInTheDocument();
	} );

	it( 'shows the error and the login form when the login link is spent', async () => {
		const api = acceptLoginKey( new FakeApi() ).on(
			'POST immo-wizards/v1/wizard/confirm',
			new WpError( 403, 'immo_invalid_key' )
		);
		openPortal( '/kundenportal/?k=spent-key' );
		expect( await screen.findByText( FAILED ) ).toBeInTheDocument();
		expect( await LOGIN() ).toBeInTheDocument();
		expect(
			api.callsOf( 'POST immo-wizards/auth/login/nonce' )
		).toHaveLength( 0 );
		expect( getNonce() ).toBeNull();
	} );

	it( 'shows the server message when key attempts are rate limited', async () => {
		new FakeApi().on(
			'POST immo-wizards/v1/wizard/confirm',
			new WpError( 429, 'immo_rate_limited', 'Zu viele Versuche.' )
		);
		openPortal( '/kundenportal/?k=guess' );
		expect( await screen.findByText( 'Zu viele Versuche.' ) ).toBeVisible();
		expect( await LOGIN() ).toBeInTheDocument();
	} );

	it( 'thanks but stays logged out when the address is no portal user', async () => {
		const api = new FakeApi().on( 'POST immo-wizards/v1/wizard/confirm', {
			opcode: 'Contact',
			type: 'lead',
			uuid: 'u',
			loginKey: '',
		} );
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

describe( 'portal opened without a key', () => {
	it( 'continues the session with the nonce fetched at run time', async () => {
		const api = loggedInApi();
		openPortal( '/kundenportal/#exposeInquiry' );
		expect( await tab( 'Anfragen' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( window.fetch ).toHaveBeenCalledTimes( 1 );
		expect( getNonce() ).toBe( NONCE );
		expect( api.callsOf( 'GET immo-wizards/auth/me' ) ).toHaveLength( 1 );
		expect(
			await screen.findByRole( 'heading', { name: 'Objekt ABC-12' } )
		).toBeInTheDocument();
	} );

	it( 'shows the login form without a session (admin-ajax has no nonce)', async () => {
		const api = new FakeApi();
		openPortal();
		expect( await LOGIN() ).toBeInTheDocument();
		expect( api.callsOf( 'GET immo-wizards/auth/me' ) ).toHaveLength( 0 );
		expect( screen.queryByText( 'Sie wurden abgemeldet.' ) ).toBeNull();
	} );

	it.each( [ 401, 403 ] )(
		'shows the login form when the session check answers %d',
		async ( status ) => {
			loggedInApi().on(
				'GET immo-wizards/auth/me',
				new WpError( status, 'rest_forbidden' )
			);
			openPortal();
			expect( await LOGIN() ).toBeInTheDocument();
			expect( getNonce() ).toBeNull();
		}
	);

	it( 'reports a network failure of the session check', async () => {
		loggedInApi().on( 'GET immo-wizards/auth/me', NO_RESPONSE );
		openPortal();
		expect(
			await screen.findByText( 'Fehler bei der Netzwerkverbindung' )
		).toBeInTheDocument();
		expect( await LOGIN() ).toBeInTheDocument();
	} );

	it( 'reports a network failure of the nonce request', async () => {
		const api = loggedInApi();
		api.ajaxNonce = new TypeError( 'Failed to fetch' );
		openPortal();
		expect(
			await screen.findByText( 'Fehler bei der Netzwerkverbindung' )
		).toBeInTheDocument();
	} );
} );

describe( 'logged in', () => {
	it( 'checks the session every 60 seconds and logs out on 403 with a reload offer', async () => {
		jest.useFakeTimers();
		const api = loggedInApi();
		openPortal();
		expect( await tab( 'Suchprofile' ) ).toBeInTheDocument();
		expect( api.callsOf( 'GET immo-wizards/auth/me' ) ).toHaveLength( 1 );

		await act( async () => {
			jest.advanceTimersByTime( SESSION_CHECK_INTERVAL );
		} );
		expect( api.callsOf( 'GET immo-wizards/auth/me' ) ).toHaveLength( 2 );
		expect(
			screen.getByRole( 'tab', { name: 'Suchprofile' } )
		).toBeVisible();

		api.on(
			'GET immo-wizards/auth/me',
			new WpError( 403, 'rest_forbidden' )
		);
		await act( async () => {
			jest.advanceTimersByTime( SESSION_CHECK_INTERVAL );
		} );
		expect(
			await screen.findByText( 'Sie wurden abgemeldet.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Seite neu laden' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'tab' ) ).not.toBeInTheDocument();

		// Logged out, nothing is checked any more.
		await act( async () => {
			jest.advanceTimersByTime( SESSION_CHECK_INTERVAL * 3 );
		} );
		expect( api.callsOf( 'GET immo-wizards/auth/me' ) ).toHaveLength( 3 );
	} );

	it( 'logs out on the server and says so', async () => {
		const api = loggedInApi().on( 'DELETE immo-wizards/v1/auth/me', {
			loggedOut: true,
		} );
		const { user } = openPortal();
		await user.click(
			await screen.findByRole( 'button', { name: 'Abmelden' } )
		);
		expect(
			await screen.findByText( 'Sie wurden abgemeldet.' )
		).toBeInTheDocument();
		expect( api.callsOf( 'DELETE immo-wizards/v1/auth/me' ) ).toHaveLength(
			1
		);
		expect( getNonce() ).toBeNull();
		expect( await LOGIN() ).toBeInTheDocument();
	} );

	it( 'checks the session when a portal call answers 401', async () => {
		loggedInApi()
			.on(
				'GET immo-wizards/v1/saved-search',
				new WpError( 401, 'immo_not_logged_in', 'Nicht angemeldet.' )
			)
			.on(
				'GET immo-wizards/auth/me',
				{ user: { email: EMAIL } },
				new WpError( 401, 'rest_not_logged_in' )
			);
		openPortal();
		expect( await LOGIN() ).toBeInTheDocument();
		expect(
			screen.getByText( 'Sie wurden abgemeldet.' )
		).toBeInTheDocument();
	} );
} );

describe( 'framed in a host page', () => {
	const originalSelf = Object.getOwnPropertyDescriptor( window, 'self' )!;

	beforeEach( () => {
		Object.defineProperty( window, 'self', {
			configurable: true,
			get: () => ( {} ),
		} );
	} );

	afterEach( () => {
		Object.defineProperty( window, 'self', originalSelf );
		jest.restoreAllMocks();
	} );

	it( 'waits for the init message of its parent before it starts', async () => {
		const postMessage = jest
			.spyOn( window.parent, 'postMessage' )
			.mockImplementation( () => {} );
		const api = loggedInApi();
		openPortal();
		expect( postMessage ).toHaveBeenCalledWith(
			{ type: READY_MESSAGE, screen: 'portal' },
			'*'
		);
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();

		// Not from the parent: ignored.
		await act( async () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: { type: INIT_MESSAGE },
					source: null,
				} )
			);
		} );
		expect( window.fetch ).not.toHaveBeenCalled();
		expect( api.calls ).toHaveLength( 0 );

		await act( async () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: { type: INIT_MESSAGE },
					source: window.parent,
				} )
			);
		} );
		expect( await tab( 'Suchprofile' ) ).toBeInTheDocument();
	} );
} );

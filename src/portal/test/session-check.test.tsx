/**
 * The portal opened without a key: the session check with the nonce fetched at run time, 401/403,
 * network failures, the check every 60 seconds, logout, a portal call finding the session gone,
 * and the host page's init message when framed.
 */
/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { getNonce } from '../../api/nonce-middleware';
import { SESSION_CHECK_INTERVAL } from '../use-session';
import { INIT_MESSAGE, READY_MESSAGE } from '../wait-for-host';
import {
	installFakeRest,
	NO_RESPONSE,
	WpError,
} from '../../test-utils/fake-rest';
import { EMAIL, NONCE, loggedInApi, openPortal, tab } from './fixtures/portal';

const LOGIN = () => screen.findByRole( 'heading', { name: 'Anmeldung' } );

afterEach( () => {
	jest.useRealTimers();
	window.history.replaceState( null, '', '/' );
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
		const api = installFakeRest();
		openPortal();
		expect( await LOGIN() ).toBeInTheDocument();
		expect( api.callsOf( 'GET immo-wizards/auth/me' ) ).toHaveLength( 0 );
		expect( screen.queryByText( 'Sie wurden abgemeldet.' ) ).toBeNull();
	} );

	it( 'shows the login form at once when the page came without a login cookie', async () => {
		const api = loggedInApi();
		openPortal( '/kundenportal/', { hasSession: false } );
		expect( await LOGIN() ).toBeInTheDocument();
		// Nothing the server would answer with an error status (a console error in the browser).
		expect( window.fetch ).not.toHaveBeenCalled();
		expect( api.calls ).toHaveLength( 0 );
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

/**
 * The portal's session state: pending until the host page (when framed) and the first way in
 * (link key or session check) have answered; then logged in or out. Logged in, the session is
 * checked again every 60 seconds (spec).
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { logout } from '../api/auth';
import { setNonce } from '../api/nonce-middleware';
import { setNonceEndpoint } from '../api/refresh-nonce';
import type { PortalUser, PriceIndication } from '../api/types';
import { useLoading } from '../components/loading';
import { useSnackbar } from '../components/snackbar';
import {
	checkSession,
	openLink,
	type Confirmed,
	type LoggedOutNotice,
	type Message,
	type SessionCheck,
} from './session';
import { waitForHost } from './wait-for-host';

export const SESSION_CHECK_INTERVAL = 60000;

export type SessionState =
	| { status: 'pending' }
	/** confirmed: what the link the portal was opened with confirmed. */
	| {
			status: 'loggedIn';
			user: PortalUser;
			confirmed?: Confirmed;
			indication?: PriceIndication;
	  }
	| {
			status: 'loggedOut';
			notice?: LoggedOutNotice;
			indication?: PriceIndication;
	  };

export interface Session {
	state: SessionState;
	/** Checks the session now (e.g. after a portal call answered 401/403). */
	check: () => Promise< void >;
	/** Ends the session on the server. */
	logOut: () => Promise< void >;
	/** The account was deleted: the session is gone with it. */
	forget: () => void;
}

/**
 * @param linkKey       The key of the e-mail link the page was opened with, if any.
 * @param nonceEndpoint Where this site hands out the session's nonce (admin-ajax), if configured.
 * @param hasSession    Whether the page came with a login cookie: without one the first way in
 *                      asks no session check (admin-ajax would answer it with an error status).
 */
export function useSession(
	linkKey: string | null,
	nonceEndpoint: string | null = null,
	hasSession = true
): Session {
	// Without a session or a link key the portal is logged out from the start: the server printed
	// the login form (includes/Blocks/Ssr/class-portal-login.php), and hydration finds it there.
	const [ state, setState ] = useState< SessionState >( {
		status: ! hasSession && ! linkKey ? 'loggedOut' : 'pending',
	} );
	const { show } = useSnackbar();
	const { track } = useLoading();
	const current = useRef( state );
	current.current = state;

	const showMessage = useCallback(
		( message?: Message ) => {
			if ( message ) {
				show( message.text, message.type );
			}
		},
		[ show ]
	);

	const check = useCallback( async () => {
		const result = await track( checkSession() );
		const before = current.current.status;
		if ( result.kind === 'in' ) {
			setState( { status: 'loggedIn', user: result.user } );
		} else if ( result.kind === 'out' ) {
			setState( {
				status: 'loggedOut',
				notice: before === 'loggedIn' ? 'signedOut' : undefined,
			} );
		} else {
			show( __( 'Network connection failed', 'immo-wizards' ), 'error' );
			if ( before === 'pending' ) {
				setState( { status: 'loggedOut' } );
			}
		}
	}, [ show, track ] );

	const enterWithLink = useCallback(
		async ( key: string ) => {
			const outcome = await track( openLink( key ) );
			const { confirmed, indication } = outcome;
			if ( outcome.user ) {
				showMessage( outcome.message );
				setState( {
					status: 'loggedIn',
					user: outcome.user,
					confirmed,
					indication,
				} );
				return;
			}
			// A link that does not log in (used again, expired) in a browser that has a session
			// leads to the portal, not to a dead end.
			const session: SessionCheck = hasSession
				? await track( checkSession() )
				: { kind: 'out' };
			if ( session.kind === 'in' ) {
				showMessage(
					outcome.message?.type === 'success'
						? outcome.message
						: undefined
				);
				setState( {
					status: 'loggedIn',
					user: session.user,
					confirmed,
					indication,
				} );
				return;
			}
			showMessage( outcome.message );
			setState( {
				status: 'loggedOut',
				notice: 'notice' in outcome ? outcome.notice : undefined,
				indication,
			} );
		},
		[ hasSession, showMessage, track ]
	);

	// The first way in, once the host page let the portal start.
	const started = useRef( false );
	useEffect( () => {
		if ( started.current ) {
			return;
		}
		started.current = true;
		if ( nonceEndpoint ) {
			setNonceEndpoint( nonceEndpoint );
		}
		track( waitForHost() ).then( () => {
			if ( linkKey ) {
				return enterWithLink( linkKey );
			}
			if ( ! hasSession ) {
				return setState( { status: 'loggedOut' } );
			}
			return check();
		} );
	}, [ linkKey, nonceEndpoint, hasSession, check, enterWithLink, track ] );

	const loggedIn = state.status === 'loggedIn';
	useEffect( () => {
		if ( ! loggedIn ) {
			return;
		}
		const timer = window.setInterval( check, SESSION_CHECK_INTERVAL );
		return () => window.clearInterval( timer );
	}, [ loggedIn, check ] );

	const forget = useCallback( () => {
		setNonce( null );
		setState( { status: 'loggedOut' } );
	}, [] );

	const logOut = useCallback( async () => {
		try {
			await track( logout() );
		} catch {
			// Whether the session is gone or not, the check tells.
			return check();
		}
		setNonce( null );
		setState( { status: 'loggedOut', notice: 'signedOut' } );
	}, [ check, track ] );

	return { state, check, logOut, forget };
}

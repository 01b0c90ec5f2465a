/**
 * The portal's two ways in: a link key (`?k=`) and the session check. Both resolve to an outcome
 * the session hook turns into state and messages; neither throws.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { funnel } from '../host/funnel';
import {
	confirmLinkKey,
	fetchCurrentUser,
	fetchLoginNonce,
	loginWithKey,
} from '../api/auth';
import { ApiError } from '../api/errors';
import { getNonce, setNonce } from '../api/nonce-middleware';
import { refreshNonce } from '../api/refresh-nonce';
import type { RequestType } from '../api/requests';
import type {
	PortalConfirmResponse,
	PortalUser,
	PriceIndication,
} from '../api/types';
import type { SnackbarType } from '../components/snackbar';

export interface Message {
	text: string;
	type: SnackbarType;
}

/** Why the logged-out screen is shown, beyond "not logged in". */
export type LoggedOutNotice = 'alreadyConfirmed' | 'signedOut';

/** What a link confirmed: the type of a request (`Request_Type::name()`) or an e-mail change. */
export type Confirmed = RequestType | 'email_change';

export type Outcome = {
	message?: Message;
	confirmed?: Confirmed;
	/** A confirmed owner lead's price indication (only the confirmation's answer has it). */
	indication?: PriceIndication;
} & ( { user: PortalUser } | { user: null; notice?: LoggedOutNotice } );

/** The session check: logged in, logged out (401/403, no session) or not reachable. */
export type SessionCheck =
	{ kind: 'in'; user: PortalUser } | { kind: 'out' } | { kind: 'offline' };

const failed = (): Message => ( {
	text: __( 'An error occurred.', 'immo-wizards' ),
	type: 'error',
} );

const thanks = ( text: string ): Message => ( { text, type: 'success' } );

function codeOf( error: unknown ): string {
	return error instanceof ApiError ? error.code : '';
}

/**
 * Logs in with a login key: the session (auth cookie), then its nonce; the key is spent then.
 *
 * @param k The login key.
 */
async function logInWithKey( k: string ): Promise< PortalUser > {
	const answer = await loginWithKey( k );
	if ( ! answer?.login || typeof answer.user?.email !== 'string' ) {
		throw new Error( 'login refused' );
	}
	setNonce( await fetchLoginNonce( k ) );
	funnel( 'portal', 'login_done', undefined, true );
	return answer.user;
}

/**
 * What a confirmation answer says: the thanks to show and what was confirmed (none for a login
 * link's key, which confirms nothing).
 *
 * @param answer The confirmation's answer.
 */
function confirmedBy(
	answer: PortalConfirmResponse
): Pick< Outcome, 'message' | 'confirmed' | 'indication' > {
	switch ( answer.opcode ) {
		case 'Login':
			return {};
		case 'EmailChanged':
			return {
				message: thanks(
					__(
						'Your e-mail address has been changed.',
						'immo-wizards'
					)
				),
				confirmed: 'email_change',
			};
		default:
			return {
				message: thanks(
					__( 'Thank you for your request!', 'immo-wizards' )
				),
				confirmed: answer.type as RequestType,
				indication: answer.priceIndication ?? undefined,
			};
	}
}

/**
 * Opens the portal with the key of an e-mail link: the confirmation route takes every link's key
 * (a request's double opt-in, an e-mail change, a login link) and answers the login key to use.
 *
 * @param k The key from the URL.
 */
export async function openLink( k: string ): Promise< Outcome > {
	let answer: PortalConfirmResponse;
	try {
		answer = await confirmLinkKey( k );
	} catch ( error ) {
		const code = codeOf( error );
		if ( code === 'immo_already_confirmed' ) {
			return { user: null, notice: 'alreadyConfirmed' };
		}
		// Invalid or spent: the generic error; rate limited or unreachable: the server's (or the
		// connection's) message.
		return {
			user: null,
			message:
				error instanceof ApiError && code !== 'immo_invalid_key'
					? { text: error.message, type: 'error' }
					: failed(),
		};
	}
	const confirmed = confirmedBy( answer );
	if ( typeof answer.loginKey !== 'string' || ! answer.loginKey ) {
		// Confirmed, but the address is no portal user's (e.g. the agency's own).
		return { user: null, ...confirmed };
	}
	try {
		return { ...confirmed, user: await logInWithKey( answer.loginKey ) };
	} catch {
		return { user: null, message: failed() };
	}
}

function isNetworkFailure( error: unknown ): boolean {
	// fetch() rejects with a TypeError when there was no answer at all.
	return error instanceof TypeError;
}

/**
 * The session check: with the nonce of this session (fetched at run time, never baked into the
 * page), who is logged in.
 */
export async function checkSession(): Promise< SessionCheck > {
	if ( ! getNonce() ) {
		try {
			setNonce( await refreshNonce() );
		} catch ( error ) {
			return isNetworkFailure( error )
				? { kind: 'offline' }
				: { kind: 'out' };
		}
	}
	try {
		const answer = await fetchCurrentUser();
		if ( typeof answer?.user?.email !== 'string' ) {
			return { kind: 'offline' };
		}
		return { kind: 'in', user: answer.user };
	} catch ( error ) {
		const status = error instanceof ApiError ? error.status : undefined;
		if ( status === 401 || status === 403 ) {
			setNonce( null );
			return { kind: 'out' };
		}
		return { kind: 'offline' };
	}
}

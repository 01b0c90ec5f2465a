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
import {
	confirmLinkKey,
	fetchCurrentUser,
	fetchLoginNonce,
	loginWithKey,
} from '../api/auth';
import { ApiError } from '../api/errors';
import { getNonce, setNonce } from '../api/nonce-middleware';
import { refreshNonce } from '../api/refresh-nonce';
import type { PortalUser } from '../api/types';
import type { SnackbarType } from '../components/snackbar';

export interface Message {
	text: string;
	type: SnackbarType;
}

/** Why the logged-out screen is shown, beyond "not logged in". */
export type LoggedOutNotice = 'alreadyConfirmed' | 'signedOut';

export type Outcome =
	| { user: PortalUser; message?: Message }
	| { user: null; message?: Message; notice?: LoggedOutNotice };

/** The session check: logged in, logged out (401/403, no session) or not reachable. */
export type SessionCheck =
	{ kind: 'in'; user: PortalUser } | { kind: 'out' } | { kind: 'offline' };

const failed = (): Message => ( {
	text: __( 'An error occurred.', 'immo-wizards' ),
	type: 'error',
} );

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
	return answer.user;
}

/**
 * Opens the portal with the key of an e-mail link: a confirmation (double opt-in or e-mail
 * change) logs in with the login key it answers; a key the confirmation does not know may be a
 * login link's.
 *
 * @param k The key from the URL.
 */
export async function openLink( k: string ): Promise< Outcome > {
	let loginKey = k;
	let thanks: Message | undefined;
	try {
		const answer = await confirmLinkKey( k );
		thanks = {
			text:
				answer.opcode === 'EmailChanged'
					? __(
							'Your e-mail address has been changed.',
							'immo-wizards'
						)
					: __( 'Thank you for your request!', 'immo-wizards' ),
			type: 'success',
		};
		loginKey = typeof answer.loginKey === 'string' ? answer.loginKey : '';
	} catch ( error ) {
		const code = codeOf( error );
		if ( code === 'immo_already_confirmed' ) {
			return { user: null, notice: 'alreadyConfirmed' };
		}
		if ( code !== 'immo_invalid_key' ) {
			// Rate limited or unreachable: the server's (or the connection's) message.
			return {
				user: null,
				message:
					error instanceof ApiError
						? { text: error.message, type: 'error' }
						: failed(),
			};
		}
	}
	if ( ! loginKey ) {
		// Confirmed, but the address is no portal user's (e.g. the agency's own).
		return { user: null, message: thanks };
	}
	try {
		return { user: await logInWithKey( loginKey ), message: thanks };
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

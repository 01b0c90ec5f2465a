/**
 * The portal's login by e-mail link and its session (namespace `immo-wizards/auth`, logout in `v1`).
 * The portal handles these answers itself (a refused key is part of its flow), so none of them is
 * reported to the global error listeners, except the login mail request whose failure (e.g. 429)
 * carries the message to show.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type {
	CurrentUserResponse,
	LoginMailResponse,
	LoginNonceResponse,
	LoginResponse,
	LogoutResponse,
	PortalConfirmResponse,
} from './types';

function postKey< T >(
	path: string,
	k: string,
	withoutNonce = false
): Promise< T > {
	return apiRequest< T >( {
		path,
		method: 'POST',
		data: { k },
		hideError: true,
		withoutNonce,
	} );
}

/**
 * Confirms the key of an e-mail link (double opt-in or e-mail change) for the portal, which gets a
 * login key back. Rejects with 409 `immo_already_confirmed` or 403 `immo_invalid_key`.
 *
 * @param k The key from the link.
 */
export function confirmLinkKey( k: string ): Promise< PortalConfirmResponse > {
	return postKey( 'immo-wizards/v1/wizard/confirm', k );
}

/**
 * Opens a session with a login key (sets the auth cookie).
 *
 * @param k The login key.
 */
export function loginWithKey( k: string ): Promise< LoginResponse > {
	return postKey( 'immo-wizards/auth/login', k );
}

/**
 * The REST nonce of the session `loginWithKey` opened (second and last use of the key).
 *
 * @param k The same login key.
 */
export async function fetchLoginNonce( k: string ): Promise< string > {
	// The page's nonce is the visitor's from before the login: WordPress would refuse it now.
	const answer = await postKey< LoginNonceResponse >(
		'immo-wizards/auth/login/nonce',
		k,
		true
	);
	if ( typeof answer?.nonce !== 'string' || answer.nonce === '' ) {
		throw new Error( 'invalid data' );
	}
	return answer.nonce;
}

/**
 * Asks for a login link by e-mail. `sent` is false only for a malformed address.
 *
 * @param email The address.
 */
export function requestLoginMail(
	email: string
): Promise< LoginMailResponse > {
	return apiRequest< LoginMailResponse >( {
		path: 'immo-wizards/auth/email',
		method: 'POST',
		data: { email },
	} );
}

/** The session check: the logged-in user, or a 401/403 when the session is gone. */
export function fetchCurrentUser(): Promise< CurrentUserResponse > {
	return apiRequest< CurrentUserResponse >( {
		path: 'immo-wizards/auth/me',
		hideError: true,
	} );
}

/** Ends the session on the server. */
export function logout(): Promise< LogoutResponse > {
	return apiRequest< LogoutResponse >( {
		path: 'immo-wizards/v1/auth/me',
		method: 'DELETE',
	} );
}

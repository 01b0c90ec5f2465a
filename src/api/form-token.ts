/**
 * Internal dependencies
 */
import { apiRequest } from './client';

/** What `GET /wizard/form-token` answers. */
export interface FormTokenResponse {
	/** `<unix time>.<signature>`: sent back as `formToken` with the submit. */
	token: string;
}

/**
 * Fetches a signed form token when a wizard is shown; the server measures the
 * minimum fill time from it. A failure is shown by the wizard when it submits
 * (it then tries again), so it is not reported globally. Like the submit it
 * goes without cookies and nonce: the token belongs to the visitor, not to a
 * session.
 */
export async function fetchFormToken(): Promise< string > {
	const answer = await apiRequest< FormTokenResponse >( {
		path: 'immo-wizards/v1/wizard/form-token',
		hideError: true,
		anonymous: true,
	} );
	if ( typeof answer?.token !== 'string' || answer.token === '' ) {
		throw new Error( 'invalid data' );
	}
	return answer.token;
}

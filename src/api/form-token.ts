/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { FormType } from './rest-limits';

export type { FormType };

/** What `GET /wizard/form-token` answers. */
export interface FormTokenResponse {
	/** `<unix time>.<random>.<signature>`: sent back once as `formToken` with the submit. */
	token: string;
}

/**
 * Fetches a signed form token when a wizard is shown; the server measures the
 * minimum fill time from it. The token is bound to the form's request type
 * (and the visitor's network) and serves one submission. A failure is shown by
 * the wizard when it submits (it then tries again), so it is not reported
 * globally. Like the submit it goes without cookies and nonce: the token
 * belongs to the visitor, not to a session.
 *
 * @param type The request type the wizard submits.
 */
export async function fetchFormToken( type: FormType ): Promise< string > {
	const answer = await apiRequest< FormTokenResponse >( {
		path: `immo-wizards/v1/wizard/form-token?${ new URLSearchParams( {
			type,
		} ) }`,
		hideError: true,
		anonymous: true,
	} );
	if ( typeof answer?.token !== 'string' || answer.token === '' ) {
		throw new Error( 'invalid data' );
	}
	return answer.token;
}

/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { ConfirmResponse, LeadPayload, WizardResponse } from './types';

/**
 * Sends a wizard request (the one way every wizard submits). The answer of a
 * failure is shown by the wizard itself, so it is not reported globally.
 *
 * @param path      Default REST path, e.g. 'immo-wizards/v1/wizard/lead'.
 * @param payload   The request body.
 * @param submitUrl Optional override: an absolute or root-relative URL, or a REST path.
 */
export function postWizard< TResponse = WizardResponse >(
	path: string,
	payload: unknown,
	submitUrl?: string
): Promise< TResponse > {
	const target =
		submitUrl && /^(https?:)?\//i.test( submitUrl )
			? { url: submitUrl }
			: { path: submitUrl || path };
	return apiRequest< TResponse >( {
		...target,
		method: 'POST',
		data: payload,
		hideError: true,
	} );
}

/**
 * Submits the owner lead wizard.
 *
 * @param payload   Contact, lead and anti-automation fields.
 * @param submitUrl Optional override: an absolute or root-relative URL, or a REST path.
 */
export function submitLead(
	payload: LeadPayload,
	submitUrl?: string
): Promise< WizardResponse > {
	return postWizard( 'immo-wizards/v1/wizard/lead', payload, submitUrl );
}

/**
 * Confirms a double opt-in key from an e-mail link.
 *
 * @param k The key.
 */
export function confirmKey( k: string ): Promise< ConfirmResponse > {
	return apiRequest< ConfirmResponse >( {
		path: 'immo-wizards/v1/wizard/confirm',
		method: 'POST',
		data: { k },
	} );
}

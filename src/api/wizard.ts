/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import { submitTarget } from './submit-target';
import type { ConfirmResponse, LeadPayload, WizardResponse } from './types';

/**
 * Sends a wizard request (the one way every wizard submits): without cookies and without the nonce,
 * only to a wizard route or an allowed endpoint (see submitTarget). The answer of a failure is shown
 * by the wizard itself, so it is not reported globally.
 *
 * @param path      Default REST path, e.g. 'immo-wizards/v1/wizard/lead'.
 * @param payload   The request body.
 * @param submitUrl Optional override: a wizard route's REST path or an allowed endpoint.
 */
export function postWizard< TResponse = WizardResponse >(
	path: string,
	payload: unknown,
	submitUrl?: string
): Promise< TResponse > {
	return apiRequest< TResponse >( {
		...submitTarget( path, submitUrl ),
		method: 'POST',
		data: payload,
		hideError: true,
		anonymous: true,
	} );
}

/**
 * Submits the owner lead wizard.
 *
 * @param payload   Contact, lead and anti-automation fields.
 * @param submitUrl Optional override: a wizard route's REST path or an allowed endpoint.
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

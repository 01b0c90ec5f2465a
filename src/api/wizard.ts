/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { ConfirmResponse, LeadPayload, LeadResponse } from './types';

/**
 * Submits the owner lead wizard.
 *
 * @param payload   Contact, lead and anti-automation fields.
 * @param submitUrl Optional override: an absolute or root-relative URL, or a REST path.
 */
export function submitLead(
	payload: LeadPayload,
	submitUrl?: string
): Promise< LeadResponse > {
	const target =
		submitUrl && /^(https?:)?\//i.test( submitUrl )
			? { url: submitUrl }
			: { path: submitUrl || 'immo-wizards/v1/wizard/lead' };
	return apiRequest< LeadResponse >( {
		...target,
		method: 'POST',
		data: payload,
		// The wizard shows its own failure alert.
		hideError: true,
	} );
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

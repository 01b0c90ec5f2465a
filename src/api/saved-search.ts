/**
 * Internal dependencies
 */
import type { SavedSearchPayload, WizardResponse } from './types';
import { postWizard } from './wizard';

/**
 * Submits the saved-search wizard: stored pending until the e-mail link confirms it.
 *
 * @param payload   Contact, saved search and anti-automation fields.
 * @param submitUrl Optional override: a wizard route's REST path or an allowed endpoint.
 */
export function submitSavedSearch(
	payload: SavedSearchPayload,
	submitUrl?: string
): Promise< WizardResponse > {
	return postWizard(
		'immo-wizards/v1/wizard/saved-search',
		payload,
		submitUrl
	);
}

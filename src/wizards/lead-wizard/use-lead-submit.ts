/**
 * Internal dependencies
 */
import { submitLead } from '../../api/wizard';
import type { Lead } from '../../api/types';
import type { WizardActions } from '../shared/wizard-state';
import { useWizardSubmit } from '../shared/use-wizard-submit';
import type { Address, DetailValues, LeadDraft } from './types';

interface LeadSubmitOptions {
	lead: LeadDraft;
	/** Category chosen and location set. */
	complete: boolean;
	contactForm: boolean;
	submitUrl?: string;
	actions: WizardActions< Address, DetailValues >;
	/** Opens the step that still lacks input. */
	showMissing: () => void;
	/** Opens the contact step. */
	showContact: () => void;
}

/**
 * Submitting the lead: from the contact step, or from a host's footer
 * (`save`), which submits the contact form or, without one, hands back the
 * lead.
 *
 * @param options The wizard's lead and callbacks.
 */
export function useLeadSubmit( options: LeadSubmitOptions ) {
	const { lead, submitUrl, ...rest } = options;
	return useWizardSubmit< LeadDraft >( {
		...rest,
		formType: 'lead',
		draft: lead,
		trackEvent: 'LeadWizard',
		send: ( contact, meta ) =>
			submitLead(
				{
					contact,
					// Complete: the category is set; coordinates are missing
					// only without consent to the map (typed address).
					lead: lead as Lead,
					...meta,
				},
				submitUrl
			),
	} );
}

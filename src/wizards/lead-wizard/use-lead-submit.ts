/**
 * WordPress dependencies
 */
import { useCallback, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { submitLead } from '../../api/wizard';
import type { Contact, Lead } from '../../api/types';
import type { WizardActions } from '../shared/use-wizard';
import { useSubmission } from '../shared/use-submission';
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
	const { lead, complete, actions } = options;
	const submission = useSubmission( actions, 'LeadWizard' );
	const contactSubmit = useRef< ( () => Promise< boolean > ) | null >( null );
	const latest = useRef( options );
	latest.current = options;

	const submit = ( contact: Contact, honeypot: string ) => {
		if ( ! complete ) {
			actions.userError();
			options.showMissing();
			return Promise.resolve( false );
		}
		return submission.run( ( { requestId, startedAt } ) =>
			submitLead(
				{
					contact,
					// Complete: the category is set; coordinates are missing
					// only without consent to the map (typed address).
					lead: lead as Lead,
					requestId,
					hp: honeypot,
					startedAt,
				},
				options.submitUrl
			)
		);
	};

	const registerSubmit = useCallback(
		( handler: ( () => Promise< boolean > ) | null ) => {
			contactSubmit.current = handler;
		},
		[]
	);

	const save = async (): Promise< LeadDraft | null > => {
		const current = latest.current;
		if ( ! current.complete ) {
			current.showMissing();
			return null;
		}
		if ( ! current.contactForm ) {
			return current.lead;
		}
		// The visitor sees the contact form and what it says.
		current.showContact();
		if ( ! contactSubmit.current ) {
			return null;
		}
		return ( await contactSubmit.current() ) ? latest.current.lead : null;
	};

	return { submit, save, registerSubmit };
}

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import type { RefObject } from 'react';

/**
 * Internal dependencies
 */
import { STEP_HEADING_ATTRIBUTE } from './step-heading';
import { useStepHistory } from './use-step-history';
import {
	useWizardState,
	type WizardActions,
	type WizardState,
} from './wizard-state';

/**
 * Wizard state plus the step-change side effects: the page scrolls to the top
 * (parent frame when framed; on standalone pages back/forward restore the step's
 * position, see useStepHistory) and focus moves to the new step's heading so
 * screen reader and keyboard users land on the new content.
 *
 * @param initial Initial state.
 * @param rootRef The wizard's root element.
 * @param history Whether step changes are history entries on standalone pages
 *                (false for a wizard embedded in another screen).
 */
export function useWizard< TLocation, TFields >(
	initial: WizardState< TLocation, TFields >,
	rootRef: RefObject< HTMLElement >,
	history = true
): [ WizardState< TLocation, TFields >, WizardActions< TLocation, TFields > ] {
	const [ state, actions ] = useWizardState( initial );

	const stepShown = useStepHistory( state.step, actions.goTo, history );
	const shownStep = useRef( state.step );
	useEffect( () => {
		if ( shownStep.current === state.step ) {
			return;
		}
		shownStep.current = state.step;
		const root = rootRef.current;
		stepShown( root );
		// Steps already reached stay mounted but hidden: take the visible one.
		const focusHeading = () => {
			const heading = Array.from(
				root?.querySelectorAll< HTMLElement >(
					`[${ STEP_HEADING_ATTRIBUTE }]`
				) ?? []
			).find( ( element ) => ! element.closest( '[hidden]' ) );
			heading?.focus( { preventScroll: true } );
			return !! heading;
		};
		if ( focusHeading() || ! root ) {
			return;
		}
		// A lazily loaded step (lazy-step.tsx) shows its heading once its code has arrived.
		const observer = new MutationObserver( () => {
			if ( focusHeading() ) {
				observer.disconnect();
			}
		} );
		observer.observe( root, { childList: true, subtree: true } );
		return () => observer.disconnect();
	}, [ state.step, rootRef, stepShown ] );

	return [ state, actions ];
}

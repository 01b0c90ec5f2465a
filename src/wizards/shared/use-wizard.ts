/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useReducer, useRef } from '@wordpress/element';
import type { RefObject } from 'react';

/**
 * Internal dependencies
 */
import type { MarketingType, ObjectType } from '../../api/types';
import { useStepHistory } from './use-step-history';
import { wizardReducer } from './wizard-state';
import type { WizardAction, WizardState } from './wizard-state';

/** Marks the element that receives focus when its step becomes current. */
export const STEP_HEADING_ATTRIBUTE = 'data-wizard-step-heading';

export interface WizardActions< TLocation, TFields > {
	goTo: ( step: number ) => void;
	setCategory: ( category: number | null ) => void;
	setObjectType: ( objectType: ObjectType ) => void;
	setMarketingType: ( marketingType: MarketingType ) => void;
	setFields: ( fields: TFields ) => void;
	setLocation: ( location: TLocation ) => void;
	submitStart: () => void;
	submitSuccess: () => void;
	submitError: ( error: string ) => void;
	userError: () => void;
	resetSubmit: () => void;
}

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
	const reducer = wizardReducer as (
		state: WizardState< TLocation, TFields >,
		action: WizardAction< TLocation, TFields >
	) => WizardState< TLocation, TFields >;
	const [ state, dispatch ] = useReducer( reducer, initial );

	const actions = useMemo< WizardActions< TLocation, TFields > >(
		() => ( {
			goTo: ( step ) => dispatch( { type: 'goTo', step } ),
			setCategory: ( category ) =>
				dispatch( { type: 'setCategory', category } ),
			setObjectType: ( objectType ) =>
				dispatch( { type: 'setObjectType', objectType } ),
			setMarketingType: ( marketingType ) =>
				dispatch( { type: 'setMarketingType', marketingType } ),
			setFields: ( fields ) => dispatch( { type: 'setFields', fields } ),
			setLocation: ( location ) =>
				dispatch( { type: 'setLocation', location } ),
			submitStart: () => dispatch( { type: 'submitStart' } ),
			submitSuccess: () => dispatch( { type: 'submitSuccess' } ),
			submitError: ( error ) =>
				dispatch( { type: 'submitError', error } ),
			userError: () => dispatch( { type: 'userError' } ),
			resetSubmit: () => dispatch( { type: 'resetSubmit' } ),
		} ),
		[]
	);

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

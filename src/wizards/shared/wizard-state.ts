/**
 * WordPress dependencies
 */
import { useMemo, useReducer } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { MarketingType, ObjectType } from '../../api/types';

/**
 * Wizard state shared by the wizards (spec §4 "Wizard state"). Steps are
 * numbered from 1; `maxStep` is the highest step reached so far.
 * `TLocation` is an address (lead wizard) or a region list (saved search).
 */
export interface WizardState< TLocation, TFields = Record< string, unknown > > {
	step: number;
	maxStep: number;
	category: number | null;
	marketingType: MarketingType;
	objectType: ObjectType;
	fields: TFields;
	location: TLocation;
	sent: boolean;
	/** Server failure message, or null. */
	error: string | null;
	/** Client validation failed on the last submit attempt. */
	userError: boolean;
	loading: boolean;
}

export type WizardAction< TLocation, TFields > =
	| { type: 'goTo'; step: number }
	| { type: 'setCategory'; category: number | null }
	| { type: 'setObjectType'; objectType: ObjectType }
	| { type: 'setMarketingType'; marketingType: MarketingType }
	| { type: 'setFields'; fields: TFields }
	| { type: 'setLocation'; location: TLocation }
	| { type: 'submitStart' }
	| { type: 'submitSuccess' }
	| { type: 'submitError'; error: string }
	| { type: 'userError' }
	| { type: 'resetSubmit' };

export function createWizardState< TLocation, TFields >(
	initial: Pick< WizardState< TLocation, TFields >, 'location' | 'fields' > &
		Partial< WizardState< TLocation, TFields > >
): WizardState< TLocation, TFields > {
	return {
		step: 1,
		maxStep: 1,
		category: null,
		marketingType: 'buy',
		objectType: 'LIVING',
		sent: false,
		error: null,
		userError: false,
		loading: false,
		...initial,
	};
}

export function wizardReducer< TLocation, TFields >(
	state: WizardState< TLocation, TFields >,
	action: WizardAction< TLocation, TFields >
): WizardState< TLocation, TFields > {
	switch ( action.type ) {
		case 'goTo':
			if ( action.step === state.step ) {
				return state;
			}
			return {
				...state,
				step: action.step,
				maxStep: Math.max( state.maxStep, action.step ),
			};
		case 'setCategory':
			return { ...state, category: action.category };
		case 'setObjectType':
			if ( action.objectType === state.objectType ) {
				return state;
			}
			// The categories differ per object type: the choice is void.
			return { ...state, objectType: action.objectType, category: null };
		case 'setMarketingType':
			return { ...state, marketingType: action.marketingType };
		case 'setFields':
			return { ...state, fields: action.fields };
		case 'setLocation':
			return { ...state, location: action.location };
		case 'submitStart':
			return { ...state, loading: true, error: null, userError: false };
		case 'submitSuccess':
			return { ...state, loading: false, sent: true, error: null };
		case 'submitError':
			return { ...state, loading: false, error: action.error };
		case 'userError':
			return { ...state, loading: false, userError: true };
		case 'resetSubmit':
			return { ...state, error: null, userError: false };
		default:
			return state;
	}
}

/** What changes a wizard's state. */
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
 * The wizard's state and its actions, without the step-change side effects (a one-step form's
 * submit state).
 *
 * @param initial Initial state.
 */
export function useWizardState< TLocation, TFields >(
	initial: WizardState< TLocation, TFields >
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
	return [ state, actions ];
}

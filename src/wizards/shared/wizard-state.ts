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

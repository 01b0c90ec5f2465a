/**
 * Internal dependencies
 */
import { createWizardState, wizardReducer } from '../wizard-state';

type State = ReturnType< typeof initial >;
const initial = () =>
	createWizardState< { lat?: number }, Record< string, unknown > >( {
		location: {},
		fields: {},
	} );

describe( 'wizardReducer', () => {
	it( 'starts at step 1 with buy and LIVING', () => {
		expect( initial() ).toMatchObject( {
			step: 1,
			maxStep: 1,
			category: null,
			marketingType: 'buy',
			objectType: 'LIVING',
			sent: false,
			error: null,
			userError: false,
			loading: false,
		} );
	} );

	it( 'tracks the highest step reached', () => {
		let state: State = wizardReducer( initial(), {
			type: 'goTo',
			step: 3,
		} );
		expect( state ).toMatchObject( { step: 3, maxStep: 3 } );
		state = wizardReducer( state, { type: 'goTo', step: 1 } );
		expect( state ).toMatchObject( { step: 1, maxStep: 3 } );
		expect( wizardReducer( state, { type: 'goTo', step: 1 } ) ).toBe(
			state
		);
	} );

	it( 'clears the category when the object type changes', () => {
		let state: State = wizardReducer( initial(), {
			type: 'setCategory',
			category: 22332,
		} );
		expect(
			wizardReducer( state, {
				type: 'setObjectType',
				objectType: 'LIVING',
			} ).category
		).toBe( 22332 );
		state = wizardReducer( state, {
			type: 'setObjectType',
			objectType: 'COMMERCIAL',
		} );
		expect( state ).toMatchObject( {
			objectType: 'COMMERCIAL',
			category: null,
		} );
	} );

	it( 'sets marketing type, fields and location', () => {
		let state: State = wizardReducer( initial(), {
			type: 'setMarketingType',
			marketingType: 'rent',
		} );
		state = wizardReducer( state, {
			type: 'setFields',
			fields: { 'price.price': 5 },
		} );
		state = wizardReducer( state, {
			type: 'setLocation',
			location: { lat: 1 },
		} );
		expect( state ).toMatchObject( {
			marketingType: 'rent',
			fields: { 'price.price': 5 },
			location: { lat: 1 },
		} );
	} );

	it( 'walks through the submission states', () => {
		let state: State = wizardReducer( initial(), { type: 'userError' } );
		expect( state.userError ).toBe( true );
		state = wizardReducer( state, { type: 'submitStart' } );
		expect( state ).toMatchObject( { loading: true, userError: false } );
		state = wizardReducer( state, { type: 'submitError', error: 'Nope' } );
		expect( state ).toMatchObject( { loading: false, error: 'Nope' } );
		state = wizardReducer( state, { type: 'submitStart' } );
		expect( state.error ).toBeNull();
		state = wizardReducer( state, { type: 'submitSuccess' } );
		expect( state ).toMatchObject( { loading: false, sent: true } );
		state = wizardReducer( state, { type: 'userError' } );
		state = wizardReducer( state, { type: 'resetSubmit' } );
		expect( state ).toMatchObject( { userError: false, error: null } );
	} );
} );

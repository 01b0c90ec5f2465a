/**
 * The listing sidebar writes the `property` field's values into the post's edits, validated like
 * the server's schema, and locks saving while a number is invalid. The editor's store is a small
 * fake registered under `core/editor`.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { createReduxStore, dispatch, register, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { PropertyPanel } from '../property-panel';

jest.mock(
	'@wordpress/editor',
	() => ( {
		PluginDocumentSettingPanel: ( props: {
			title: string;
			children: React.ReactNode;
		} ) => <section aria-label={ props.title }>{ props.children }</section>,
	} ),
	{ virtual: true }
);
jest.mock( '@wordpress/edit-post', () => ( {} ), { virtual: true } );

interface EditorState {
	property: Record< string, unknown >;
	locks: string[];
}

const STORED = {
	objectId: 12,
	images: [],
	customObjectId: 'ABC-12',
	categoryId: 22332,
	objectType: 'LIVING',
	marketingType: 'buy',
	price: 350000,
	livingSpace: 120.5,
	plotArea: null,
	rooms: 5,
	buildYear: 1998,
	zip: '01067',
	city: 'Dresden',
	district: null,
	street: 'Hauptstraße',
	number: '1',
	lat: null,
	lng: null,
	status: 'active',
};

const store = createReduxStore( 'core/editor', {
	reducer(
		state: EditorState = { property: STORED, locks: [] },
		action: { type: string; edits?: EditorState; key?: string }
	): EditorState {
		switch ( action.type ) {
			case 'RESET':
				return { property: STORED, locks: [] };
			case 'EDIT':
				return { ...state, property: action.edits!.property };
			case 'LOCK':
				return { ...state, locks: [ ...state.locks, action.key! ] };
			case 'UNLOCK':
				return {
					...state,
					locks: state.locks.filter( ( key ) => key !== action.key ),
				};
		}
		return state;
	},
	actions: {
		reset: () => ( { type: 'RESET' } ),
		editPost: ( edits: EditorState ) => ( { type: 'EDIT', edits } ),
		lockPostSaving: ( key: string ) => ( { type: 'LOCK', key } ),
		unlockPostSaving: ( key: string ) => ( { type: 'UNLOCK', key } ),
	},
	selectors: {
		getEditedPostAttribute: ( state: EditorState, name: string ) =>
			name === 'property' ? state.property : undefined,
		isPostSavingLocked: ( state: EditorState ) => state.locks.length > 0,
	},
} );
register( store );

const editor = () =>
	select( store ) as unknown as {
		getEditedPostAttribute: ( name: string ) => Record< string, unknown >;
		isPostSavingLocked: () => boolean;
	};

function openPanel() {
	window.immoWizardsPropertyCategories = [
		{ id: 30225, label: 'Wohnung' },
		{ id: 22332, label: 'Haus' },
	];
	const user = userEvent.setup();
	render( <PropertyPanel /> );
	return user;
}

beforeEach( () => {
	( dispatch( store ) as unknown as { reset: () => void } ).reset();
} );

describe( 'property sidebar', () => {
	it( 'shows the stored values', () => {
		openPanel();
		expect(
			screen.getByRole( 'region', { name: 'Objektdaten' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'combobox', { name: 'Kategorie' } )
		).toHaveValue( '22332' );
		expect(
			screen.getByRole( 'textbox', { name: 'Wohnfläche (m²)' } )
		).toHaveValue( '120,5' );
		expect( screen.getByRole( 'textbox', { name: 'PLZ' } ) ).toHaveValue(
			'01067'
		);
	} );

	it( 'writes choices, numbers and text into the post edits, writable values only', async () => {
		const user = openPanel();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Vermarktungsart' } ),
			'rent'
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Kategorie' } ),
			'30225'
		);
		const price = screen.getByRole( 'textbox', {
			name: 'Preis bzw. Monatsmiete (€)',
		} );
		await user.clear( price );
		await user.paste( '1250,50' );
		await user.clear(
			screen.getByRole( 'textbox', { name: 'Stadtteil' } )
		);
		await user.paste( 'Altstadt' );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Vermarktungsstatus' } ),
			''
		);

		const { objectId, images, ...writable } = STORED;
		expect( editor().getEditedPostAttribute( 'property' ) ).toEqual( {
			...writable,
			marketingType: 'rent',
			categoryId: 30225,
			price: 1250.5,
			district: 'Altstadt',
			status: null,
		} );
		expect( objectId ).toBe( 12 );
		expect( images ).toEqual( [] );
	} );

	it( 'refuses numbers outside the schema and locks saving until they are fixed', async () => {
		const user = openPanel();
		const year = screen.getByRole( 'textbox', { name: 'Baujahr' } );
		await user.clear( year );
		await user.paste( '1998,5' );
		expect(
			screen.getByText( 'Bitte geben Sie eine ganze Zahl ein.' )
		).toBeVisible();
		expect( year ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( editor().isPostSavingLocked() ).toBe( true );

		const rooms = screen.getByRole( 'textbox', { name: 'Zimmer' } );
		await user.clear( rooms );
		await user.type( rooms, '0' );
		expect(
			screen.getByText( 'Bitte geben Sie eine Zahl größer als 0 ein.' )
		).toBeVisible();

		await user.clear( year );
		await user.paste( '2301' );
		expect(
			screen.getByText(
				'Bitte geben Sie eine Zahl von 1.000 bis 2.200 ein.'
			)
		).toBeVisible();
		await user.clear( year );
		await user.paste( '2001' );
		await user.clear( rooms );
		await user.type( rooms, '4' );
		expect( editor().isPostSavingLocked() ).toBe( false );
		expect( editor().getEditedPostAttribute( 'property' ) ).toMatchObject( {
			buildYear: 2001,
			rooms: 4,
		} );

		await user.clear( year );
		expect(
			editor().getEditedPostAttribute( 'property' ).buildYear
		).toBeNull();
	} );

	it( 'refuses a postcode with other characters', async () => {
		const user = openPanel();
		const zip = screen.getByRole( 'textbox', { name: 'PLZ' } );
		await user.type( zip, '#' );
		expect(
			screen.getByText( 'Bitte nur Ziffern und Buchstaben verwenden.' )
		).toBeVisible();
		expect( editor().isPostSavingLocked() ).toBe( true );
		expect( zip ).toHaveAttribute( 'maxLength', '10' );
	} );
} );

/**
 * The assistant's first steps: loading and its failure, the office from the geocoder or typed in
 * (the geocoder offline), the recipients per request type, skipping and reopening steps.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { PICKED } from '../../../components/map/__mocks__/leaflet-map';
import { installFakeRest, WpError } from '../../../test-utils/fake-rest';
import { REQUEST_TYPE_INFO } from '../../test/fixtures/request-types';
import { SetupScreen } from '../setup-screen';
import {
	GEOCODER,
	NEXT,
	READ,
	READ_SETTINGS,
	SAVE_SETTINGS,
	freshSettings,
	openAssistant,
	openStep,
	setupState,
} from './fixtures/setup';

jest.mock( '../../../components/map/leaflet-map' );

const FEATURE = {
	type: 'Feature',
	geometry: { type: 'Point', coordinates: [ 13.7373, 51.0455 ] },
	properties: {
		street: 'Prager Straße',
		housenumber: '10',
		postcode: '01069',
		city: 'Dresden',
		country: 'Deutschland',
	},
};

const value = ( label: string ) =>
	( screen.getByLabelText( label ) as HTMLInputElement ).value;

describe( 'SetupScreen', () => {
	it( 'shows a spinner while loading and the error when the state cannot be read', async () => {
		const api = installFakeRest()
			.on( READ_SETTINGS, freshSettings() )
			.on(
				READ,
				new WpError( 503, 'immo_wizards_storage_error', 'Kaputt.' )
			);
		const { container } = render(
			<SetupScreen types={ REQUEST_TYPE_INFO } />
		);
		expect(
			container.querySelector( '.components-spinner' )
		).not.toBeNull();
		// Notices' texts are also spoken through WordPress's live region.
		expect(
			await screen.findByText( 'Kaputt.', {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
		expect( api.callsOf( READ ) ).toHaveLength( 1 );
	} );

	it( 'fills the office from the geocoder and the map, saves it and goes on', async () => {
		const api = installFakeRest().on( GEOCODER, { features: [ FEATURE ] } );
		const user = await openAssistant( api );
		await user.type(
			screen.getByLabelText( 'Name des Büros' ),
			'Muster Immobilien'
		);
		await user.type(
			screen.getByRole( 'combobox', { name: 'Adresse suchen' } ),
			'Prager 10'
		);
		await user.click(
			await screen.findByRole( 'option', { name: /Prager Straße 10/ } )
		);
		expect( value( 'Straße' ) ).toBe( 'Prager Straße' );
		expect( value( 'PLZ' ) ).toBe( '01069' );
		expect(
			screen.getByRole( 'region', { name: 'Position des Büros' } )
				.textContent
		).toContain( '51.0455,13.7373' );

		api.on( SAVE_SETTINGS, freshSettings() );
		api.on(
			READ,
			setupState( { steps: { ...setupState().steps, office: true } } )
		);
		await user.click( screen.getByRole( 'button', NEXT ) );

		expect( api.bodyOf( SAVE_SETTINGS ) ).toEqual( {
			immo_wizards_settings: {
				office_name: 'Muster Immobilien',
				office_street: 'Prager Straße',
				office_number: '10',
				office_zip: '01069',
				office_city: 'Dresden',
				office_lat: 51.0455,
				office_lng: 13.7373,
			},
		} );
		const heading = await screen.findByRole( 'heading', {
			name: 'E-Mail-Empfänger',
		} );
		expect( heading ).toHaveFocus();
		const steps = screen.getByRole( 'navigation', {
			name: 'Schritte der Einrichtung',
		} );
		await within( steps ).findByRole( 'button', {
			name: /Büro und Adresse\s*erledigt/,
		} );
	} );

	it( 'takes the address typed in when the geocoder is offline, the pin from the map', async () => {
		const api = installFakeRest().on(
			GEOCODER,
			new WpError(
				502,
				'immo_wizards_geocoder_unavailable',
				'Die Adresssuche ist gerade nicht erreichbar.'
			)
		);
		const user = await openAssistant( api );
		await user.type(
			screen.getByRole( 'combobox', { name: 'Adresse suchen' } ),
			'Prager'
		);
		expect(
			await screen.findByText(
				'Die Adresssuche ist gerade nicht erreichbar.'
			)
		).toBeInTheDocument();
		await user.type( screen.getByLabelText( 'Name des Büros' ), 'Muster' );
		await user.type( screen.getByLabelText( 'Straße' ), 'Hauptstraße' );
		await user.type( screen.getByLabelText( 'Stadt' ), 'Leipzig' );
		await user.click(
			screen.getByRole( 'button', { name: 'Punkt setzen' } )
		);
		api.on( SAVE_SETTINGS, freshSettings() );
		await user.click( screen.getByRole( 'button', NEXT ) );
		expect( api.bodyOf( SAVE_SETTINGS ) ).toEqual( {
			immo_wizards_settings: {
				office_name: 'Muster',
				office_street: 'Hauptstraße',
				office_city: 'Leipzig',
				office_lat: PICKED.lat,
				office_lng: PICKED.lng,
			},
		} );
		await screen.findByRole( 'heading', { name: 'E-Mail-Empfänger' } );
	} );

	it( 'saves a recipient per request type and shows what the server refused', async () => {
		const api = installFakeRest();
		const user = await openAssistant( api );
		await openStep( user, 'E-Mail-Empfänger' );
		expect(
			screen.getByLabelText( 'E-Mail für Benachrichtigungen' )
		).toHaveValue( 'leads@agency.example' );
		const leads = screen.getByLabelText(
			'Empfänger der Eigentümeranfragen'
		);
		await user.type( leads, 'bewertung@agency.example' );
		api.on( SAVE_SETTINGS, () => {
			throw {
				code: 'rest_invalid_param',
				message: 'Ungültige Werte.',
				data: {
					status: 400,
					fields: {
						'agency_recipients.lead':
							'Diese Domain nimmt keine E-Mails an.',
					},
				},
			};
		} );
		await user.click( screen.getByRole( 'button', NEXT ) );
		expect(
			await screen.findByText( 'Ungültige Werte.', {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Diese Domain nimmt keine E-Mails an.'
		);
		expect(
			screen.getByRole( 'heading', { name: 'E-Mail-Empfänger' } )
		).toBeInTheDocument();

		api.on( SAVE_SETTINGS, freshSettings() );
		await user.click( screen.getByRole( 'button', NEXT ) );
		expect( api.bodyOf( SAVE_SETTINGS ) ).toEqual( {
			immo_wizards_settings: {
				agency_recipients: {
					lead: 'bewertung@agency.example',
					saved_search: '',
					expose_inquiry: '',
					message: '',
					newsletter: '',
				},
			},
		} );
		await screen.findByRole( 'heading', { name: 'Datenschutzerklärung' } );
	} );

	it( 'skips a step without saving and opens any step again from the list', async () => {
		const api = installFakeRest();
		const user = await openAssistant( api );
		await user.type( screen.getByLabelText( 'Name des Büros' ), 'Entwurf' );
		await user.click(
			screen.getByRole( 'button', { name: 'Überspringen' } )
		);
		await screen.findByRole( 'heading', { name: 'E-Mail-Empfänger' } );
		expect( api.callsOf( SAVE_SETTINGS ) ).toHaveLength( 0 );
		const current = screen.getByRole( 'button', { current: 'step' } );
		expect( current ).toHaveTextContent( 'E-Mail-Empfänger' );
		await user.click( screen.getByRole( 'button', { name: 'Zurück' } ) );
		await screen.findByRole( 'heading', { name: 'Büro und Adresse' } );
		expect( value( 'Name des Büros' ) ).toBe( 'Entwurf' );
		await openStep( user, 'Test-E-Mail' );
		expect(
			screen.getByRole( 'button', { name: /Büro und Adresse\s*offen/ } )
		).toBeInTheDocument();
	} );
} );

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { FORM_TOKEN } from '../../../api/__mocks__/form-token';
import { fetchFormToken } from '../../../api/form-token';
import { fetchFieldConfigs } from '../../../api/fields';
import { reverseGeocode, searchAddress } from '../../../api/geocoder';
import { submitLead } from '../../../api/wizard';
import { scrollToTop } from '../../../host/bridge';
import { track } from '../../../host/tracking';
import { answerApiInEachTest, mocked } from './fixtures/mocks';
import { fillContact, heading, renderWizard } from './fixtures/render';

jest.mock( '../../../api/wizard' );
jest.mock( '../../../api/fields' );
jest.mock( '../../../api/geocoder' );
jest.mock( '../../../api/form-token' );
jest.mock( '../../../host/tracking' );
jest.mock( '../../../host/bridge' );
jest.mock( '../../../components/map/leaflet-map' );

answerApiInEachTest();

describe( 'lead wizard, category first', () => {
	it( 'runs from category to sent request', async () => {
		const { user } = renderWizard();

		expect(
			screen.getByRole( 'heading', {
				name: 'Sie suchen einen Käufer oder Mieter?',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Wir beraten Sie – kostenlos und unverbindlich' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'radio', { name: 'Verkaufen' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: 'Vermieten' } )
		).not.toBeChecked();
		expect( screen.getByRole( 'radio', { name: 'Wohnen' } ) ).toBeChecked();
		const grid = screen.getByRole( 'group', { name: 'Kategorie' } );
		expect(
			within( grid )
				.getAllByRole( 'button' )
				.map( ( button ) => button.textContent )
		).toEqual( [ 'Wohnung', 'Haus', 'Mehrfamilienhaus', 'Grundstück' ] );

		// A category click selects and moves on.
		await user.click( screen.getByRole( 'button', { name: 'Haus' } ) );
		const addressTitle = await heading(
			'Wie lautet die Adresse Ihres Hauses?'
		);
		expect( addressTitle ).toHaveFocus();
		expect( scrollToTop ).toHaveBeenCalled();
		expect(
			screen.queryByRole( 'button', { name: 'Details eingeben' } )
		).not.toBeInTheDocument();

		// A point on the map: reverse geocoding fills the address.
		await user.click(
			await screen.findByRole( 'button', { name: 'Punkt setzen' } )
		);
		expect( reverseGeocode ).toHaveBeenCalledWith(
			52.52,
			13.405,
			expect.any( AbortSignal )
		);
		expect(
			await screen.findByDisplayValue(
				'Hauptstraße 5, 10115 Berlin–Mitte'
			)
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Details eingeben' } )
		);

		// Details from the field configs of the category.
		expect( await heading( 'Details Ihres Hauses' ) ).toHaveFocus();
		expect( fetchFieldConfigs ).toHaveBeenCalledWith(
			[
				'price.price',
				'area.livingSpace',
				'area.plotArea',
				'area.numberRooms',
				'property[baujahr]',
				'property[zustand]',
			],
			// The page's catalogue revision (the fixtures have none).
			''
		);
		await user.type(
			await screen.findByLabelText( 'Preisvorstellung' ),
			'350000'
		);
		await user.selectOptions(
			screen.getByLabelText( 'Zustand' ),
			'Gepflegt'
		);
		expect( screen.getByLabelText( 'Wohnfläche' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Zurück' } )
		).toBeVisible();
		await user.click(
			screen.getByRole( 'button', { name: 'Kontaktdaten eingeben' } )
		);

		// Contact and submit.
		expect( await heading( 'Ihre Kontaktdaten' ) ).toHaveFocus();
		await fillContact( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Anfrage abschicken' } )
		);

		expect(
			await screen.findByText(
				'Ihre Anfrage wurde abgeschickt, bitte überprüfen Sie Ihr E-Mail-Postfach, um diese zu bestätigen.'
			)
		).toHaveFocus();
		expect(
			screen.queryByRole( 'button', { name: 'Anfrage abschicken' } )
		).not.toBeInTheDocument();
		expect( submitLead ).toHaveBeenCalledTimes( 1 );
		const [ payload, submitUrl ] = mocked( submitLead ).mock.calls[ 0 ];
		expect( submitUrl ).toBeUndefined();
		expect( payload ).toEqual( {
			contact: expect.objectContaining( {
				firstname: 'Erika',
				lastname: 'Mustermann',
				email: 'erika@example.org',
				customFields: { dataPrivacy: true, acceptContact: true },
			} ),
			lead: {
				objectType: 'LIVING',
				categoryId: 22332,
				marketingType: 'buy',
				location: {
					zip: '10115',
					city: 'Berlin',
					district: 'Mitte',
					street: 'Hauptstraße',
					number: '5',
					text: 'Hauptstraße 5, 10115 Berlin–Mitte',
					lat: 52.52,
					lng: 13.405,
				},
				fields: [
					{ name: 'price.price', valueType: 'NUMBER', value: 350000 },
					{
						name: 'property[zustand]',
						valueType: 'RAW',
						value: 'Gepflegt',
					},
				],
			},
			requestId: expect.stringMatching( /^[0-9a-f-]{36}$/ ),
			hp: '',
			formToken: FORM_TOKEN,
		} );
		expect( fetchFormToken ).toHaveBeenCalledWith( 'lead' );
		expect( track ).toHaveBeenCalledWith( 'LeadWizard' );
	} );

	it( 'clears the category when the object type changes', async () => {
		const { user } = renderWizard();
		await user.click( screen.getByRole( 'button', { name: 'Wohnung' } ) );
		await heading( 'Wie lautet die Adresse Ihrer Wohnung?' );
		await user.click( screen.getByRole( 'button', { name: 'Zurück' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Wohnung' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await user.click( screen.getByRole( 'radio', { name: 'Gewerbe' } ) );
		const grid = screen.getByRole( 'group', { name: 'Kategorie' } );
		const buttons = within( grid ).getAllByRole( 'button' );
		expect( buttons.map( ( button ) => button.textContent ) ).toEqual( [
			'Büro/Praxis',
			'Einzelhandel',
			'Hallen/Lager',
			'Gastgewerbe',
		] );
		buttons.forEach( ( button ) =>
			expect( button ).toHaveAttribute( 'aria-pressed', 'false' )
		);
		await user.click( screen.getByRole( 'radio', { name: 'Wohnen' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Wohnung' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	it( 'offers the plot for buy only', async () => {
		const { user } = renderWizard();
		await user.click(
			screen.getByRole( 'button', { name: 'Grundstück' } )
		);
		await heading( 'Wie lautet die Adresse Ihres Grundstücks?' );
		await user.click( screen.getByRole( 'button', { name: 'Zurück' } ) );
		await user.click( screen.getByRole( 'radio', { name: 'Vermieten' } ) );
		expect(
			screen.queryByRole( 'button', { name: 'Grundstück' } )
		).not.toBeInTheDocument();
		await user.click( screen.getByRole( 'radio', { name: 'Verkaufen' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Grundstück' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	it( 'uses the seeker labels without the owner intro', () => {
		renderWizard( { mode: 'seeker', marketingType: 'rent' } );
		expect(
			screen.getByRole( 'radio', { name: 'Kaufen' } )
		).not.toBeChecked();
		expect( screen.getByRole( 'radio', { name: 'Mieten' } ) ).toBeChecked();
		expect(
			screen.queryByText( 'Sie suchen einen Käufer oder Mieter?' )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Grundstück' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'lead wizard, address first', () => {
	it( 'starts with the address, then category, details and contact', async () => {
		const { user } = renderWizard( { stepOrder: 'address-first' } );

		expect(
			screen.getByRole( 'heading', { name: 'Wie lautet die Adresse?' } )
		).toBeInTheDocument();
		const search = screen.getByRole( 'combobox', {
			name: 'Adresse suchen',
		} );
		await user.type( search, 'Hauptstr' );
		await user.click( await screen.findByRole( 'option' ) );
		expect( searchAddress ).toHaveBeenLastCalledWith(
			'Hauptstr',
			expect.any( AbortSignal )
		);
		expect(
			await screen.findByText( '52.517,13.3889' )
		).toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Details eingeben' } )
		);
		expect(
			await heading( 'Um welche Art von Immobilie handelt es sich?' )
		).toHaveFocus();
		await user.click( screen.getByRole( 'button', { name: 'Wohnung' } ) );

		expect( await heading( 'Details Ihrer Wohnung' ) ).toHaveFocus();
		expect( await screen.findByLabelText( 'Balkon' ) ).toBeInTheDocument();
		expect(
			within( screen.getByLabelText( 'Balkon' ) )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Bitte wählen', 'Ja', 'Nein' ] );
		await user.click(
			screen.getByRole( 'button', { name: 'Kontaktdaten eingeben' } )
		);
		expect( await heading( 'Ihre Kontaktdaten' ) ).toBeInTheDocument();

		// Back to the address: the choice is still there.
		await user.click( screen.getByRole( 'button', { name: 'Zurück' } ) );
		await user.click(
			await screen.findByRole( 'button', { name: 'Zurück' } )
		);
		await user.click(
			await screen.findByRole( 'button', { name: 'Zurück' } )
		);
		expect(
			await heading( 'Wie lautet die Adresse Ihrer Wohnung?' )
		).toHaveFocus();
		expect(
			screen.getByRole( 'combobox', { name: 'Adresse suchen' } )
		).toHaveValue( 'Hauptstraße 5, 10115 Berlin–Mitte' );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Details eingeben' } )
			).toBeVisible()
		);
	} );
} );

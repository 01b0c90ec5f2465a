/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { rest } from '../../shared/test/fixtures/setup';
import { requestedFieldIds } from '../../shared/test/fixtures/wizard-rest';
import { scrollToTop } from '../../../host/bridge';
import { track } from '../../../host/tracking';
import { FORM_TOKEN } from '../../../test-utils/fake-rest';
import { hauptstrasseLocation } from './fixtures/api';
import { sendContactStep } from '../../shared/request-form/test/fixtures';
import { heading, renderWizard } from './fixtures/render';

const paths = ( route: string ) =>
	rest()
		.callsOf( route )
		.map( ( call ) => call.path );

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
		expect( paths( 'GET immo-wizards/v1/geocoder/reverse' ) ).toContain(
			'immo-wizards/v1/geocoder/reverse?lat=52.52&lon=13.405&lang=de'
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
		expect( requestedFieldIds( rest() ) ).toEqual( [
			'price.price',
			'area.livingSpace',
			'area.plotArea',
			'area.numberRooms',
			'property[baujahr]',
			'property[zustand]',
		] );
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

		// Contact and submit.
		await sendContactStep( user, 'Anfrage abschicken' );

		expect(
			await screen.findByText(
				'Ihre Anfrage wurde abgeschickt, bitte überprüfen Sie Ihr E-Mail-Postfach, um diese zu bestätigen.'
			)
		).toHaveFocus();
		expect(
			screen.queryByRole( 'button', { name: 'Anfrage abschicken' } )
		).not.toBeInTheDocument();
		expect(
			rest().callsOf( 'POST immo-wizards/v1/wizard/lead' )
		).toHaveLength( 1 );
		expect( rest().bodyOf( 'POST immo-wizards/v1/wizard/lead' ) ).toEqual( {
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
				location: hauptstrasseLocation,
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
			funnel: { screen: 'lead-wizard', post: 0 },
		} );
		expect(
			paths( 'GET immo-wizards/v1/wizard/form-token?type=lead' )
		).toHaveLength( 1 );
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
		expect( paths( 'GET immo-wizards/v1/geocoder' ).pop() ).toBe(
			'immo-wizards/v1/geocoder?q=Hauptstr&lang=de&limit=10'
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

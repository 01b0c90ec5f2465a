/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { rest } from '../../shared/test/fixtures/setup';
import { NO_RESPONSE, WpError } from '../../../test-utils/fake-rest';
import type { LeadWizardFooter } from '../app';
import type { LeadDraft } from '../types';
import { heading, renderWizard } from './fixtures/render';

const button = ( name: string ) => screen.queryByRole( 'button', { name } );

const UNAVAILABLE = 'Die Adresssuche ist gerade nicht verfügbar.';

/**
 * The address-first wizard without contact step; its footer hands back the lead.
 */
function renderAddressFirst() {
	const footer: { current?: LeadWizardFooter } = {};
	const view = renderWizard(
		{ stepOrder: 'address-first', contactForm: false },
		{
			renderFooter: ( props ) => {
				footer.current = props;
				return null;
			},
		}
	);
	const saved = async () => {
		let lead: LeadDraft | null | undefined;
		await act( async () => {
			lead = await footer.current?.save();
		} );
		return lead?.location;
	};
	return { ...view, saved };
}

/**
 * Opens the manual fields and types an address.
 *
 * @param user    The user.
 * @param address Street, number, zip and city.
 */
async function typeAddress(
	user: ReturnType< typeof userEvent.setup >,
	address: [ string, string, string, string ]
) {
	// The step's code loads lazily.
	await user.click(
		await screen.findByRole( 'button', {
			name: 'Adresse manuell eingeben',
		} )
	);
	const labels = [ 'Straße', 'Haus-Nr.', 'PLZ', 'Stadt' ];
	for ( const [ index, value ] of address.entries() ) {
		await user.type( screen.getByLabelText( labels[ index ] ), value );
	}
}

/**
 * On from the address step to the category step (address first), then the details.
 * @param user
 */
async function enterDetails( user: ReturnType< typeof userEvent.setup > ) {
	await user.click( button( 'Details eingeben' ) as HTMLElement );
	await user.click( await screen.findByRole( 'button', { name: 'Haus' } ) );
	await heading( 'Details Ihres Hauses' );
}

describe( 'lead wizard address step', () => {
	it( 'reveals the manual fields by the link', async () => {
		const { user } = renderWizard( { stepOrder: 'address-first' } );
		await heading( 'Wie lautet die Adresse?' );
		expect( screen.queryByLabelText( 'Straße' ) ).not.toBeInTheDocument();
		expect( button( 'Weitere Details eingeben' ) ).not.toBeInTheDocument();
		await user.click( button( 'Adresse manuell eingeben' ) as HTMLElement );
		expect( screen.getByLabelText( 'Straße' ) ).toHaveFocus();
		expect( screen.getByLabelText( 'Haus-Nr.' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'PLZ' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'Stadt' ) ).toBeInTheDocument();
		expect( button( 'Adresse manuell eingeben' ) ).not.toBeInTheDocument();
		// Street, postcode and city typed are an address to go on with.
		await user.type( screen.getByLabelText( 'Straße' ), 'Hauptstraße' );
		await user.type( screen.getByLabelText( 'PLZ' ), '10115' );
		expect( button( 'Details eingeben' ) ).not.toBeInTheDocument();
		await user.type( screen.getByLabelText( 'Stadt' ), 'Berlin' );
		expect( button( 'Details eingeben' ) ).toBeVisible();
	} );

	it( 'gives a typed address the point the geocoder knows for it', async () => {
		const { user, saved } = renderAddressFirst();
		await heading( 'Wie lautet die Adresse?' );
		await typeAddress( user, [ 'Hauptstr.', '5', '10115', 'Berlin' ] );
		await enterDetails( user );
		expect(
			rest()
				.callsOf( 'GET immo-wizards/v1/geocoder' )
				.map( ( call ) => call.path )
		).toEqual( [
			'immo-wizards/v1/geocoder?q=Hauptstr.%205%2C%2010115%20Berlin&lang=de&limit=10',
		] );
		// The typed address, with the geocoded point of the same street and postcode.
		expect( await saved() ).toEqual( {
			street: 'Hauptstr.',
			number: '5',
			zip: '10115',
			city: 'Berlin',
			text: 'Hauptstr. 5, 10115 Berlin',
			lat: 52.517,
			lng: 13.3889,
		} );
	} );

	it( 'takes no point of another street for a typed address', async () => {
		const { user, saved } = renderAddressFirst();
		await typeAddress( user, [ 'Neue Gasse', '1', '10115', 'Berlin' ] );
		await enterDetails( user );
		expect( await saved() ).toEqual( {
			street: 'Neue Gasse',
			number: '1',
			zip: '10115',
			city: 'Berlin',
			text: 'Neue Gasse 1, 10115 Berlin',
		} );
	} );

	it( 'goes on with a typed address while the geocoder is offline', async () => {
		rest().on( 'GET immo-wizards/v1/geocoder', NO_RESPONSE );
		const { user, saved } = renderAddressFirst();
		await typeAddress( user, [
			'Prager Straße',
			'10',
			'01069',
			'Dresden',
		] );
		await enterDetails( user );
		expect( rest().callsOf( 'GET immo-wizards/v1/geocoder' ) ).toHaveLength(
			1
		);
		expect( await saved() ).toEqual( {
			street: 'Prager Straße',
			number: '10',
			zip: '01069',
			city: 'Dresden',
			text: 'Prager Straße 10, 01069 Dresden',
		} );
		// The failure is nobody's business: no message on the page.
		expect(
			screen.queryByText( /nicht verfügbar/ )
		).not.toBeInTheDocument();
	} );

	it( 'offers further details once a point is set', async () => {
		const { user } = renderWizard( { stepOrder: 'address-first' } );
		await user.click(
			await screen.findByRole( 'button', { name: 'Punkt setzen' } )
		);
		expect( await screen.findByText( '52.52,13.405' ) ).toBeInTheDocument();
		expect( button( 'Details eingeben' ) ).toBeVisible();
		expect( button( 'Adresse manuell eingeben' ) ).not.toBeInTheDocument();
		await user.click( button( 'Weitere Details eingeben' ) as HTMLElement );
		expect( screen.getByLabelText( 'Straße' ) ).toHaveFocus();
		expect( screen.getByLabelText( 'Straße' ) ).toHaveValue(
			'Hauptstraße'
		);
		expect( screen.getByLabelText( 'Haus-Nr.' ) ).toHaveValue( '5' );
		expect( button( 'Weitere Details eingeben' ) ).not.toBeInTheDocument();

		// A typed house number changes the address text, the point stays.
		await user.clear( screen.getByLabelText( 'Haus-Nr.' ) );
		await user.type( screen.getByLabelText( 'Haus-Nr.' ), '7' );
		expect(
			screen.getByRole( 'combobox', { name: 'Adresse suchen' } )
		).toHaveValue( 'Hauptstraße 7, 10115 Berlin–Mitte' );
		expect( screen.getByText( '52.52,13.405' ) ).toBeInTheDocument();
	} );

	it( 'keeps the point and the fields when reverse geocoding fails', async () => {
		rest().on( 'GET immo-wizards/v1/geocoder/reverse', { features: [] } );
		const { user } = renderWizard( { stepOrder: 'address-first' } );
		await user.click( button( 'Adresse manuell eingeben' ) as HTMLElement );
		await user.type( screen.getByLabelText( 'Stadt' ), 'Potsdam' );
		await user.click( button( 'Punkt setzen' ) as HTMLElement );
		expect( await screen.findByText( '52.52,13.405' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'Stadt' ) ).toHaveValue( 'Potsdam' );
		expect( button( 'Details eingeben' ) ).toBeVisible();
	} );

	it( 'shows a failed address lookup in the step only', async () => {
		rest().on(
			'GET immo-wizards/v1/geocoder/reverse',
			new WpError( 502, 'immo_wizards_upstream_unavailable', UNAVAILABLE )
		);
		const { user } = renderWizard( { stepOrder: 'address-first' } );
		await user.click(
			await screen.findByRole( 'button', { name: 'Punkt setzen' } )
		);
		// Said beside the map, and the fields open to type the address.
		expect( await screen.findByText( UNAVAILABLE ) ).toHaveAttribute(
			'role',
			'status'
		);
		expect( screen.getByLabelText( 'Straße' ) ).toBeInTheDocument();
		expect( screen.getByText( '52.52,13.405' ) ).toBeInTheDocument();
		await user.click( button( 'Details eingeben' ) as HTMLElement );
		await heading( 'Um welche Art von Immobilie handelt es sich?' );
		expect( screen.queryByText( UNAVAILABLE ) ).not.toBeInTheDocument();
	} );
} );

/**
 * The catalogue screen against a fake REST API: load, edit, save, a refused save's marked entry.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { CatalogueDocument } from '../../../api/catalogue';
import { type Call, installFakeRest } from '../../../test-utils/fake-rest';
import { CatalogueScreen } from '../catalogue-screen';
import { aDocument } from './fixtures/document';

const GET = 'GET immo-wizards/v1/catalogue';
const PUT = 'PUT immo-wizards/v1/catalogue';

async function group( legend: RegExp ) {
	return within( await screen.findByRole( 'group', { name: legend } ) );
}

function notice( status: string ) {
	return document.querySelector( `.components-notice.is-${ status }` );
}

// Typing into several fields takes a while on a busy machine.
jest.setTimeout( 30000 );

describe( 'catalogue screen', () => {
	it( 'saves a changed label and moves a category', async () => {
		const user = userEvent.setup();
		const api = installFakeRest()
			.on( GET, aDocument() )
			.on( PUT, ( call: Call ) => ( {
				...( call.data as CatalogueDocument ),
				icons: aDocument().icons,
			} ) );
		render( <CatalogueScreen /> );
		const save = await screen.findByRole( 'button', {
			name: 'Katalog speichern',
		} );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );

		const price = ( await group( /^Preis/ ) ).getAllByLabelText(
			'Bezeichnung bei Verkauf oder Kauf'
		)[ 0 ];
		await user.clear( price );
		await user.paste( 'Preisvorstellung' );
		await user.click(
			screen.getByRole( 'button', { name: 'Haus nach oben verschieben' } )
		);
		expect(
			screen.getByText( 'Ungespeicherte Änderungen' )
		).toBeInTheDocument();
		await user.click( save );

		await screen.findAllByText( 'Katalog gespeichert.' );
		expect( notice( 'success' ) ).toHaveTextContent(
			'Katalog gespeichert.'
		);
		const sent = api.callsOf( PUT )[ 0 ].data as CatalogueDocument;
		expect( sent.fields[ 0 ].marketingTypeLabel?.buy ).toBe(
			'Preisvorstellung'
		);
		expect( sent.categories.map( ( c ) => [ c.id, c.order ] ) ).toEqual( [
			[ 22332, 0 ],
			[ 30225, 1 ],
		] );
		expect( screen.queryByText( 'Ungespeicherte Änderungen' ) ).toBeNull();
	} );

	it( 'marks the entries a refused save names and sends nothing it can check itself', async () => {
		const user = userEvent.setup();
		const api = installFakeRest()
			.on( GET, aDocument() )
			.on( PUT, () => {
				throw {
					code: 'immo_wizards_catalogue_invalid',
					message: 'Nicht gespeichert.',
					data: {
						status: 400,
						errors: [
							{
								path: 'categories[1].label',
								message: 'Zu kurz.',
							},
						],
					},
				};
			} );
		render( <CatalogueScreen /> );
		const label = ( await group( /^Haus/ ) ).getAllByLabelText(
			'Bezeichnung'
		)[ 0 ];
		await user.clear( label );
		await user.click(
			screen.getByRole( 'button', { name: 'Katalog speichern' } )
		);
		expect(
			await screen.findAllByText( 'Bitte geben Sie einen Text ein.' )
		).toHaveLength( 1 );
		expect( api.callsOf( PUT ) ).toHaveLength( 0 );

		await user.type( label, 'H' );
		await user.click(
			screen.getByRole( 'button', { name: 'Katalog speichern' } )
		);
		await screen.findAllByText( 'Nicht gespeichert.' );
		expect( notice( 'error' ) ).toHaveTextContent( 'Nicht gespeichert.' );
		expect( screen.getByText( 'Zu kurz.' ) ).toBeVisible();
	} );

	it( 'moves a category with the keyboard and keeps the focus on the button', async () => {
		const user = userEvent.setup();
		installFakeRest().on( GET, aDocument() );
		render( <CatalogueScreen /> );
		const down = await screen.findByRole( 'button', {
			name: 'Wohnung nach unten verschieben',
		} );
		down.focus();
		await user.keyboard( '{Enter}' );
		const legends = screen
			.getAllByRole( 'group' )
			.map(
				( fieldset ) => fieldset.querySelector( 'legend' )?.textContent
			);
		expect( legends[ 0 ] ).toMatch( /^Haus/ );
		expect( legends[ 1 ] ).toMatch( /^Wohnung/ );
		await waitFor( () => expect( down ).toHaveFocus() );
		// At the end of the list the button stays focusable, pressing it changes nothing.
		expect( down ).toHaveAttribute( 'aria-disabled', 'true' );
	} );
} );

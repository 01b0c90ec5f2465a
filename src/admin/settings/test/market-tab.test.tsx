/**
 * The settings screen's tab "Markt": the buyers count's switch, threshold and text, saved in their
 * own option; the server's message at its field.
 */
/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { installFakeRest } from '../../../test-utils/fake-rest';
import { stored, SAVE, SAVE_BUTTON, openScreen } from './fixtures/screen';

jest.mock( '../../../components/map/leaflet-map' );

describe( 'SettingsScreen, tab "Markt"', () => {
	it( 'saves the buyers count in its own option', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		api.on( SAVE, stored() );
		await user.click( screen.getByRole( 'tab', { name: 'Markt' } ) );
		const threshold = screen.getByLabelText(
			'Angezeigt ab (Suchprofile)'
		) as HTMLInputElement;
		expect( threshold.value ).toBe( '3' );
		await user.click(
			screen.getByLabelText(
				'Eigentümern zeigen, wie viele Interessenten bereits warten'
			)
		);
		await user.clear( threshold );
		await user.type( threshold, '5' );
		await user.click( screen.getByLabelText( 'Eigener Text' ) );
		await user.paste( 'Schon {count} Suchende!' );
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		const saved = api.callsOf( SAVE )[ 0 ].data as {
			immo_wizards_market: Record< string, unknown >;
		};
		expect( saved.immo_wizards_market.buyers_enabled ).toBe( false );
		expect( Number( saved.immo_wizards_market.buyers_threshold ) ).toBe(
			5
		);
		expect( saved.immo_wizards_market.buyers_text ).toBe(
			'Schon {count} Suchende!'
		);
	} );

	it( 'switches the price indication on with its correction factor', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		api.on( SAVE, stored() );
		await user.click( screen.getByRole( 'tab', { name: 'Markt' } ) );
		await user.click(
			screen.getByLabelText(
				'Bestätigten Eigentümern eine Preisindikation aus unseren Angeboten zeigen'
			)
		);
		const correction = screen.getByLabelText( 'Korrekturfaktor (%)' );
		expect( ( correction as HTMLInputElement ).value ).toBe( '100' );
		await user.clear( correction );
		await user.type( correction, '95' );
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		const saved = api.callsOf( SAVE )[ 0 ].data as {
			immo_wizards_market: Record< string, unknown >;
		};
		expect( saved.immo_wizards_market.valuation_enabled ).toBe( true );
		expect( Number( saved.immo_wizards_market.valuation_correction ) ).toBe(
			95
		);
	} );

	it( 'shows the server message at the threshold and marks the tab', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		api.on( SAVE, () => {
			throw {
				code: 'immo_wizards_invalid_settings',
				message: 'Einige Einstellungen wurden nicht gespeichert.',
				data: {
					status: 400,
					fields: {
						buyers_threshold:
							'Bitte geben Sie eine ganze Zahl von 3 bis 1000 ein.',
					},
				},
			};
		} );
		await user.click( screen.getByRole( 'tab', { name: 'Markt' } ) );
		const threshold = screen.getByLabelText( 'Angezeigt ab (Suchprofile)' );
		await user.clear( threshold );
		await user.type( threshold, '2' );
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
			'Bitte geben Sie eine ganze Zahl von 3 bis 1000 ein.'
		);
		expect( screen.getByRole( 'tab', { name: 'Markt ⚠' } ) ).toBeTruthy();
	} );
} );

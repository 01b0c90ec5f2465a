/**
 * The settings screen against a fake REST API: the values per tab, saving only what changed, the
 * server's message at its field, "Test connection".
 */
/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { installFakeRest } from '../../../test-utils/fake-rest';
import {
	NOTICE,
	SAVE,
	TEST,
	openScreen,
	stored,
	SAVE_BUTTON,
} from './fixtures/screen';

jest.mock( '../../../components/map/leaflet-map' );
describe( 'SettingsScreen', () => {
	it( 'shows the tabs and the stored values', async () => {
		await openScreen( installFakeRest() );
		for ( const tab of [
			'Büro & Karte',
			'Dienste',
			'E-Mail',
			'Datenschutz',
			'Suchprofil-Benachrichtigungen',
		] ) {
			expect( screen.getByRole( 'tab', { name: tab } ) ).toBeTruthy();
		}
		expect(
			( screen.getByLabelText( 'Name des Büros' ) as HTMLInputElement )
				.value
		).toBe( 'Musterbüro' );
		expect( screen.getByRole( 'button', SAVE_BUTTON ) ).toBeDisabled();
	} );

	it( 'has a recipient per request type, named as the server names the type', async () => {
		const user = await openScreen( installFakeRest() );
		await user.click( screen.getByRole( 'tab', { name: 'E-Mail' } ) );
		expect(
			screen.getAllByRole( 'textbox', { name: /^Empfänger der / } )
		).toHaveLength( 5 );
		for ( const name of [
			'Eigentümeranfragen',
			'Suchprofile',
			'Exposé-Anfragen',
			'Kontaktnachrichten',
			'Newsletter-Anmeldungen',
		] ) {
			expect(
				screen.getByLabelText( `Empfänger der ${ name }` )
			).toBeInTheDocument();
		}
	} );

	it( 'saves only the changed values and shows the saved ones', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		const saved = stored();
		saved.immo_wizards_settings.agency_recipients.lead =
			'verkauf@a.example';
		saved.immo_wizards_alerts.digest_hour = 6;
		api.on( SAVE, saved );
		await user.click( screen.getByRole( 'tab', { name: 'E-Mail' } ) );
		await user.click(
			screen.getByLabelText( 'Empfänger der Eigentümeranfragen' )
		);
		await user.paste( 'verkauf@a.example' );
		await user.click(
			screen.getByRole( 'tab', { name: 'Suchprofil-Benachrichtigungen' } )
		);
		const hour = screen.getByLabelText(
			'Uhrzeit der täglichen Zusammenfassung (0–23)'
		);
		await user.clear( hour );
		await user.type( hour, '6' );
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		expect( api.callsOf( SAVE )[ 0 ].data ).toEqual( {
			immo_wizards_settings: {
				agency_recipients: {
					...stored().immo_wizards_settings.agency_recipients,
					lead: 'verkauf@a.example',
				},
			},
			immo_wizards_alerts: { digest_hour: 6 },
		} );
		expect(
			await screen.findByText( 'Einstellungen gespeichert.', {
				selector: NOTICE,
			} )
		).toBeTruthy();
	} );

	it( 'shows the server message at its field and marks the tab', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		api.on( SAVE, () => {
			throw {
				code: 'immo_wizards_invalid_settings',
				message: 'Einige Einstellungen wurden nicht gespeichert.',
				data: {
					status: 400,
					fields: { map_zoom: 'Der Kartenzoom muss 6 bis 20 sein.' },
				},
			};
		} );
		const zoom = screen.getByLabelText( 'Kartenzoom (6–20)' );
		await user.clear( zoom );
		await user.type( zoom, '25' );
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		expect( api.callsOf( SAVE )[ 0 ].data ).toEqual( {
			immo_wizards_settings: { map_zoom: 25 },
		} );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
			'Der Kartenzoom muss 6 bis 20 sein.'
		);
		expect(
			screen.getByText(
				'Einige Einstellungen wurden nicht gespeichert.',
				{
					selector: NOTICE,
				}
			)
		).toBeTruthy();
		expect(
			screen.getByRole( 'tab', { name: 'Büro & Karte ⚠' } )
		).toBeTruthy();
	} );

	it( 'tests a service with the URL on screen and shows its answer', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		api.on( TEST, {
			ok: false,
			status: 500,
			timeMs: 42,
			contentType: 'application/json',
			error: 'Der Dienst hat mit HTTP-Status 500 geantwortet.',
		} );
		await user.click( screen.getByRole( 'tab', { name: 'Dienste' } ) );
		const geocoder = screen.getByLabelText( 'URL des Geocoders (Photon)' );
		await user.clear( geocoder );
		await user.paste( 'https://geo.example' );
		const buttons = screen.getAllByRole( 'button', {
			name: 'Verbindung testen',
		} );
		expect( buttons[ 1 ] ).toBeDisabled(); // no routing URL yet
		await user.click( buttons[ 0 ] );
		expect( api.callsOf( TEST )[ 0 ].data ).toEqual( {
			service: 'geocoder',
			url: 'https://geo.example',
		} );
		expect( await screen.findByText( /HTTP 500 in 42 ms/ ) ).toBeTruthy();
		expect(
			screen.getByText( 'Inhaltstyp: application/json' )
		).toBeTruthy();
	} );
} );

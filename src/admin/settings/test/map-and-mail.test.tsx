/**
 * The settings screen's office map, mail texts with their live preview, and cookie banner mode,
 * against the fake REST API (Leaflet replaced by its manual mock: a button picks a fixed point).
 */
/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { PICKED } from '../../../components/map/__mocks__/leaflet-map';
import { installFakeRest } from '../../../test-utils/fake-rest';
import { PREVIEW_DELAY_MS } from '../mail-preview';
import { stored, SAVE, SAVE_BUTTON, openScreen } from './fixtures/screen';

jest.mock( '../../../components/map/leaflet-map' );
const PREVIEW = 'POST immo-wizards/v1/settings/mail-preview';
function preview( subject: string, errors: Record< string, string > = {} ) {
	return {
		subject,
		html: `<!DOCTYPE html><html><body><p>${ subject }</p></body></html>`,
		text: subject,
		errors,
	};
}

/** Lets the preview's pause after typing pass (on the test's clock). */
async function afterPause() {
	await act( async () => {
		jest.advanceTimersByTime( PREVIEW_DELAY_MS );
	} );
}

describe( 'SettingsScreen: office map', () => {
	it( 'sets both coordinates from the map and follows the typed ones', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		const map = await screen.findByRole( 'region', {
			name: 'Position des Büros',
		} );
		expect( map.querySelector( 'output' )?.textContent ).toBe(
			'51.0455,13.7373'
		);

		await user.click(
			screen.getByRole( 'button', { name: 'Punkt setzen' } )
		);
		expect(
			(
				screen.getByLabelText(
					'Breitengrad des Büros'
				) as HTMLInputElement
			 ).value
		).toBe( String( PICKED.lat ) );

		const lng = screen.getByLabelText( 'Längengrad des Büros' );
		await user.clear( lng );
		await user.type( lng, '13,5' );
		expect( map.querySelector( 'output' )?.textContent ).toBe(
			`${ PICKED.lat },13.5`
		);

		api.on( SAVE, stored() );
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		expect( api.callsOf( SAVE )[ 0 ].data ).toEqual( {
			immo_wizards_settings: {
				office_lat: PICKED.lat,
				office_lng: '13,5',
			},
		} );
	} );
} );

describe( 'SettingsScreen: mail texts', () => {
	// The preview waits for a pause in typing: on the test's clock, keystrokes follow each other
	// without one however slow the machine, and the pause passes when the test says so.
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'previews the texts on screen, per mail, with the server messages', async () => {
		const api = installFakeRest();
		api.on( PREVIEW, ( call ) => {
			const { mail, texts } = call.data as {
				mail: string;
				texts: Record< string, string >;
			};
			return texts.confirmation_greeting.includes( '{firstname}' )
				? preview( mail, {
						'mail_texts.confirmation_greeting': 'Nicht erlaubt.',
					} )
				: preview( `${ mail }: ${ texts.confirmation_greeting }` );
		} );
		const user = await openScreen( api, {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.click( screen.getByRole( 'tab', { name: 'E-Mail' } ) );
		await afterPause();
		expect( await screen.findByText( 'confirmation:' ) ).toBeTruthy();
		expect(
			screen.getByTitle( 'Mail-Vorschau' ).getAttribute( 'sandbox' )
		).toBe( '' );

		// Every keystroke renders the whole screen: most of the text is pasted, a few keys typed.
		await user.click(
			screen.getByLabelText( 'Bestätigungsmail: Begrüßung' )
		);
		await user.paste( 'Guten' );
		await user.keyboard( ' Tag' );
		await afterPause();
		expect(
			await screen.findByText( 'confirmation: Guten Tag' )
		).toBeTruthy();
		// Changes without a pause between them ask once after the pause, not per key.
		expect( api.callsOf( PREVIEW ) ).toHaveLength( 2 );

		await user.selectOptions(
			screen.getByLabelText( 'Angezeigte E-Mail' ),
			'agency_notification'
		);
		await afterPause();
		expect(
			await screen.findByText( 'agency_notification: Guten Tag' )
		).toBeTruthy();

		await user.click(
			screen.getByLabelText( 'Bestätigungsmail: Begrüßung' )
		);
		await user.paste( ' {firstname}' );
		await afterPause();
		expect( await screen.findByText( 'Nicht erlaubt.' ) ).toBeTruthy();
	} );

	it( 'saves the texts and the cookie banner mode', async () => {
		const api = installFakeRest();
		api.on( PREVIEW, preview( 'x' ) );
		const user = await openScreen( api, {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.click( screen.getByRole( 'tab', { name: 'E-Mail' } ) );
		await user.click(
			screen.getByLabelText( 'Benachrichtigung ans Büro: Einleitung' )
		);
		await user.paste( 'Neu von {firstname}' );
		await user.click( screen.getByRole( 'tab', { name: 'Datenschutz' } ) );
		await user.selectOptions(
			screen.getByLabelText( 'Cookie-Einwilligung' ),
			'wp_consent_api'
		);
		api.on( SAVE, stored() );
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		expect( api.callsOf( SAVE )[ 0 ].data ).toEqual( {
			immo_wizards_settings: {
				mail_texts: {
					...stored().immo_wizards_settings.mail_texts,
					agency_intro: 'Neu von {firstname}',
				},
				cookie_banner: 'wp_consent_api',
			},
		} );
	} );
} );

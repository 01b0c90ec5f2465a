/**
 * The settings screen's tab "CRM": the switch, the way of delivery, the ids and the file name, saved
 * in their own option; the server's message at its field.
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
	stored,
	NOTICE,
	SAVE,
	SAVE_BUTTON,
	openScreen,
} from './fixtures/screen';

jest.mock( '../../../components/map/leaflet-map' );

describe( 'SettingsScreen, tab "CRM"', () => {
	it( 'saves the CRM transfer in its own option', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		api.on( SAVE, stored() );
		await user.click( screen.getByRole( 'tab', { name: 'CRM' } ) );
		expect(
			( screen.getByLabelText( 'Dateiname' ) as HTMLInputElement ).value
		).toBe( 'openimmo-feedback.xml' );
		await user.click(
			screen.getByLabelText(
				'Bestätigte Anfragen als OpenImmo-Feedback an das CRM senden'
			)
		);
		await user.selectOptions(
			screen.getByLabelText( 'So gelangt die Datei ins CRM' ),
			'Anhang der E-Mail ans Büro'
		);
		await user.click(
			screen.getByLabelText( 'OpenImmo-Anbieterkennung (openimmo_anid)' )
		);
		await user.paste( 'A123' );
		await user.click( screen.getByLabelText( 'Makler-ID (makler_id)' ) );
		await user.paste( 'M-9' );
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		expect( api.callsOf( SAVE )[ 0 ].data ).toEqual( {
			immo_wizards_crm: {
				enabled: true,
				delivery: 'attach',
				openimmo_anid: 'A123',
				makler_id: 'M-9',
			},
		} );
	} );

	it( 'shows the server message at the import address and marks the tab', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		api.on( SAVE, () => {
			throw {
				code: 'immo_wizards_invalid_settings',
				message: 'Einige Einstellungen wurden nicht gespeichert.',
				data: {
					status: 400,
					fields: {
						import_email:
							'Bitte geben Sie die Import-Adresse Ihres CRM an.',
					},
				},
			};
		} );
		await user.click( screen.getByRole( 'tab', { name: 'CRM' } ) );
		await user.click(
			screen.getByLabelText(
				'Bestätigte Anfragen als OpenImmo-Feedback an das CRM senden'
			)
		);
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
			'Bitte geben Sie die Import-Adresse Ihres CRM an.'
		);
		expect(
			screen.getByText(
				'Einige Einstellungen wurden nicht gespeichert.',
				{ selector: NOTICE }
			)
		).toBeTruthy();
		expect( screen.getByRole( 'tab', { name: 'CRM ⚠' } ) ).toBeTruthy();
	} );
} );

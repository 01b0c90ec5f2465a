/**
 * The settings screen's tab "Einbettung": the base path, the origins one per line, the snippet.
 */
/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { installFakeRest } from '../../../test-utils/fake-rest';
import { SAVE, openScreen, stored, SAVE_BUTTON } from './fixtures/screen';

jest.mock( '../../../components/map/leaflet-map' );
describe( 'SettingsScreen, tab "Einbettung"', () => {
	it( 'edits the origins one per line and saves them as a list', async () => {
		const api = installFakeRest();
		const user = await openScreen( api );
		api.on( SAVE, stored() );
		await user.click( screen.getByRole( 'tab', { name: 'Einbettung' } ) );
		const origins = screen.getByLabelText(
			'Websites, die die Formulare einbetten dürfen'
		);
		await user.click( origins );
		await user.paste( 'https://www.agency.example\nhttp://localhost:8080' );
		const base = screen.getByLabelText( 'Pfad der einbettbaren Seiten' );
		await user.clear( base );
		await user.paste( 'apps/immo' );
		await user.click( screen.getByRole( 'button', SAVE_BUTTON ) );
		expect( api.callsOf( SAVE )[ 0 ].data ).toEqual( {
			immo_wizards_settings: {
				embed_base: 'apps/immo',
				embed_origins: [
					'https://www.agency.example',
					'http://localhost:8080',
				],
			},
		} );
	} );

	it( 'shows the snippet for the base path, read-only', async () => {
		const user = await openScreen( installFakeRest() );
		await user.click( screen.getByRole( 'tab', { name: 'Einbettung' } ) );
		const snippet = screen.getByLabelText(
			'Code für Ihre Website'
		) as HTMLTextAreaElement;
		expect( snippet.readOnly ).toBe( true );
		expect( snippet.value ).toBe(
			`<script src="${ window.location.origin }/immo-app/embed.js" data-route="lead-wizard" async></script>`
		);
		const base = screen.getByLabelText( 'Pfad der einbettbaren Seiten' );
		await user.clear( base );
		await user.paste( '/widgets/' );
		expect( snippet.value ).toContain(
			`${ window.location.origin }/widgets/embed.js`
		);
	} );
} );

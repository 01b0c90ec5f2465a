/**
 * The assistant's later steps: WordPress's privacy page, the portal page chosen or created, the
 * forms' pages, the test mail, the embed snippet and the summary of what is still open.
 */
/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { installFakeRest, WpError } from '../../../test-utils/fake-rest';
import {
	LEAD_PAGE,
	NEXT,
	PAGES,
	PRIVACY,
	READ,
	READ_SETTINGS,
	SAVE_SETTINGS,
	TEST_MAIL,
	freshSettings,
	openAssistant,
	openStep,
	setupState,
} from './fixtures/setup';

jest.mock( '../../../components/map/leaflet-map' );

const DONE = setupState().steps;

describe( 'SetupScreen: pages and mail', () => {
	it( 'sets the privacy page among the published pages and shows a refusal', async () => {
		const api = installFakeRest();
		const user = await openAssistant( api );
		await openStep( user, 'Datenschutzerklärung' );
		const save = screen.getByRole( 'button', NEXT );
		expect( save ).toBeDisabled();
		await user.selectOptions(
			screen.getByLabelText( 'Seite mit der Datenschutzerklärung' ),
			'Datenschutzerklärung'
		);
		api.on(
			PRIVACY,
			new WpError(
				400,
				'immo_wizards_setup_invalid_page',
				'Bitte wählen Sie eine veröffentlichte Seite.'
			)
		);
		await user.click( save );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Bitte wählen Sie eine veröffentlichte Seite.'
		);

		api.on( PRIVACY, { page: 3 } );
		api.on(
			READ,
			setupState( {
				privacyPageId: 3,
				steps: { ...DONE, privacy: true },
			} )
		);
		await user.click( save );
		expect( api.bodyOf( PRIVACY ) ).toEqual( { page: 3 } );
		await screen.findByRole( 'heading', { name: 'Kundenportal' } );
		await within( screen.getByRole( 'navigation' ) ).findByRole( 'button', {
			name: /Datenschutzerklärung\s*erledigt/,
		} );
	} );

	it( 'chooses the portal page through the settings or creates one when there is none', async () => {
		const api = installFakeRest();
		const user = await openAssistant(
			api,
			setupState( { steps: { ...DONE, portal: false } } )
		);
		await openStep( user, 'Kundenportal' );
		expect(
			screen.getByLabelText( 'Seite des Kundenportals' )
		).toHaveValue( '7' );
		api.on( PAGES, { ...LEAD_PAGE, id: 9, title: 'Kundenportal' } );
		api.on( READ_SETTINGS, {
			...freshSettings(),
			immo_wizards_settings: {
				...freshSettings().immo_wizards_settings,
				portal_page_id: 9,
			},
		} );
		api.on(
			READ,
			setupState( {
				pages: [
					...setupState().pages,
					{ id: 9, title: 'Kundenportal (neu)' },
				],
			} )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Neue Portalseite anlegen' } )
		);
		expect( api.bodyOf( PAGES ) ).toEqual( { screen: 'portal' } );
		expect(
			await screen.findByLabelText( 'Seite des Kundenportals' )
		).toHaveValue( '9' );
		expect(
			screen.queryByRole( 'button', { name: 'Neue Portalseite anlegen' } )
		).toBeNull();

		await user.selectOptions(
			screen.getByLabelText( 'Seite des Kundenportals' ),
			'7'
		);
		api.on( SAVE_SETTINGS, freshSettings() );
		await user.click( screen.getByRole( 'button', NEXT ) );
		expect( api.bodyOf( SAVE_SETTINGS ) ).toEqual( {
			immo_wizards_settings: { portal_page_id: 7 },
		} );
		await screen.findByRole( 'heading', { name: 'Seiten mit Formularen' } );
	} );

	it( 'creates a form page with one click, then links to it; a refusal is shown', async () => {
		const api = installFakeRest();
		const user = await openAssistant( api );
		await openStep( user, 'Seiten mit Formularen' );
		expect(
			screen.queryByRole( 'button', {
				name: 'Seite „Kundenportal“ anlegen',
			} )
		).toBeNull();
		api.on(
			PAGES,
			new WpError(
				409,
				'immo_wizards_setup_page_exists',
				'Diese Seite gibt es bereits.'
			)
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Seite „Kontakt“ anlegen' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Diese Seite gibt es bereits.'
		);

		api.on( PAGES, LEAD_PAGE );
		api.on(
			READ,
			setupState( {
				steps: { ...DONE, pages: true },
				screens: [
					{
						screen: 'lead-wizard',
						title: 'Immobilie bewerten',
						page: LEAD_PAGE,
					},
					{ screen: 'contact-form', title: 'Kontakt', page: null },
				],
			} )
		);
		await user.click(
			screen.getByRole( 'button', {
				name: 'Seite „Immobilie bewerten“ anlegen',
			} )
		);
		expect( api.bodyOf( PAGES ) ).toEqual( { screen: 'lead-wizard' } );
		expect(
			await screen.findByText(
				'Die Seite „Immobilie bewerten“ ist angelegt.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', {
				name: /^Ansehen\s*: Immobilie bewerten$/,
			} )
		).toHaveAttribute( 'href', LEAD_PAGE.link );
		expect(
			screen.getByRole( 'link', {
				name: /^Bearbeiten\s*: Immobilie bewerten$/,
			} )
		).toHaveAttribute( 'href', LEAD_PAGE.editLink );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		await user.click( screen.getByRole( 'button', { name: 'Weiter' } ) );
		await screen.findByRole( 'heading', { name: 'Test-E-Mail' } );
	} );

	it( 'sends a test mail to the notification address or another one, and shows failures', async () => {
		const api = installFakeRest();
		const user = await openAssistant( api );
		await openStep( user, 'Test-E-Mail' );
		const recipient = screen.getByLabelText( 'Empfänger' );
		expect( recipient ).toHaveValue( 'leads@agency.example' );
		api.on(
			TEST_MAIL,
			new WpError(
				429,
				'immo_wizards_rate_limited',
				'Zu viele Anfragen.'
			)
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Test-E-Mail senden' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Zu viele Anfragen.'
		);
		expect( screen.queryByRole( 'button', { name: 'Weiter' } ) ).toBeNull();

		await user.clear( recipient );
		await user.type( recipient, 'chefin@agency.example' );
		api.on( TEST_MAIL, { id: 12, recipient: 'chefin@agency.example' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Test-E-Mail senden' } )
		);
		expect( api.bodyOf( TEST_MAIL ) ).toEqual( {
			recipient: 'chefin@agency.example',
		} );
		expect(
			await screen.findByText(
				/Die Test-E-Mail an chefin@agency.example ist unterwegs./,
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', {
				name: 'Im E-Mail-Protokoll sehen Sie, ob sie versendet wurde.',
			} )
		).toHaveAttribute( 'href', 'admin.php?page=immo-wizards-mails' );
		await user.click( screen.getByRole( 'button', { name: 'Weiter' } ) );
		await screen.findByRole( 'heading', {
			name: 'Einbinden in andere Websites',
		} );
	} );

	it( 'shows the embed snippet, then what is still open, each step one click away', async () => {
		const api = installFakeRest();
		const user = await openAssistant( api );
		await openStep( user, 'Einbinden in andere Websites' );
		expect( screen.getByLabelText( 'Code für Ihre Website' ) ).toHaveValue(
			`<script src="${ window.location.origin }/immo-app/embed.js" data-route="lead-wizard" async></script>`
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Einrichtung abschließen' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Fast fertig' } )
		).toHaveFocus();
		const open = screen
			.getAllByRole( 'listitem' )
			.filter( ( item ) => item.closest( 'section' ) );
		expect( open.map( ( item ) => item.textContent ) ).toEqual( [
			'Büro und Adresse',
			'Datenschutzerklärung',
			'Seiten mit Formularen',
			'Test-E-Mail',
		] );
		await user.click( within( open[ 1 ] ).getByRole( 'button' ) );
		await screen.findByRole( 'heading', { name: 'Datenschutzerklärung' } );
	} );
} );

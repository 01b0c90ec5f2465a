/**
 * The tabs (WAI-ARIA pattern, hash in the URL), the Anfragen cards of each request type, and the
 * 'Anmeldung' form.
 */
/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { tabFromHash } from '../use-hash-tab';
import { installFakeRest, WpError } from '../../test-utils/fake-rest';
import {
	contactMessage,
	inquiry,
	loggedInApi,
	openPortal,
	ownerLead,
	tab,
} from './fixtures/portal';

describe( 'tabs', () => {
	it( 'opens Suchprofile by default, moves with the arrow keys and keeps the tab in the hash', async () => {
		loggedInApi();
		const { user } = openPortal( '/kundenportal/?x=1' );
		const searches = await tab( 'Suchprofile' );
		expect( searches ).toHaveAttribute( 'aria-selected', 'true' );
		expect( searches ).toHaveAttribute( 'tabindex', '0' );
		expect( await tab( 'Anfragen' ) ).toHaveAttribute( 'tabindex', '-1' );
		expect( screen.getByRole( 'tablist' ) ).toHaveAccessibleName(
			'Kundenportal'
		);
		expect( screen.getByRole( 'tabpanel' ) ).toHaveAccessibleName(
			'Suchprofile'
		);

		searches.focus();
		await user.keyboard( '{ArrowRight}' );
		const account = await tab( 'Mein Konto' );
		expect( account ).toHaveFocus();
		expect( account ).toHaveAttribute( 'aria-selected', 'true' );
		expect( window.location.hash ).toBe( '#account' );
		expect( window.location.search ).toBe( '?x=1' );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveAccessibleName(
			'Mein Konto'
		);

		// Wraps around; Home and End jump.
		await user.keyboard( '{ArrowRight}' );
		expect( await tab( 'Anfragen' ) ).toHaveFocus();
		expect( window.location.hash ).toBe( '#exposeInquiry' );
		await user.keyboard( '{ArrowLeft}' );
		expect( account ).toHaveFocus();
		await user.keyboard( '{Home}' );
		expect( await tab( 'Anfragen' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await user.keyboard( '{End}' );
		expect( account ).toHaveAttribute( 'aria-selected', 'true' );

		// The logout button is not one of the tabs.
		expect( screen.getAllByRole( 'tab' ) ).toHaveLength( 3 );
		expect(
			screen.getByRole( 'button', { name: 'Abmelden' } )
		).toBeInTheDocument();
	} );

	it( 'reads the tab from the hash', () => {
		expect( tabFromHash( '#account' ) ).toBe( 'account' );
		expect( tabFromHash( '#exposeInquiry' ) ).toBe( 'exposeInquiry' );
		expect( tabFromHash( '' ) ).toBe( 'savedSearch' );
		expect( tabFromHash( '#unknown' ) ).toBe( 'savedSearch' );
	} );
} );

describe( 'Anfragen', () => {
	it( 'shows each inquiry with placeholder image, place, category, price and the exposé link', async () => {
		loggedInApi().on( 'GET immo-wizards/v1/expose-inquiry', [
			inquiry,
			{
				...inquiry,
				uuid: 'other',
				title: 'Villa am Elbhang',
				image: 'https://example.org/villa.jpg',
				link: 'javascript:alert(1)',
			},
		] );
		openPortal( '/kundenportal/#exposeInquiry' );
		const heading = await screen.findByRole( 'heading', {
			name: 'Objekt ABC-12',
		} );
		const first = heading.closest( 'article' ) as HTMLElement;
		expect( first ).toHaveTextContent( 'in 01067 Dresden' );
		expect( first ).toHaveTextContent( 'Wohnung' );
		expect( first ).toHaveTextContent( 'Kaufpreis 250.000 €' );
		expect( first.querySelector( 'img' ) ).toBeNull();
		const link = within( first ).getByRole( 'link', { name: 'Exposé' } );
		expect( link ).toHaveAttribute(
			'href',
			'https://example.org/expose/?objectId=4711'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( link ).toHaveAccessibleDescription( 'Objekt ABC-12' );

		const second = screen
			.getByRole( 'heading', { name: 'Villa am Elbhang' } )
			.closest( 'article' ) as HTMLElement;
		expect( second.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.org/villa.jpg'
		);
		// A link that could run script is not shown.
		expect( within( second ).queryByRole( 'link' ) ).toBeNull();
		expect(
			screen.getByRole( 'list', { name: 'Anfragen' } )
		).toBeVisible();
	} );

	it( 'shows the price indication on a confirmed owner lead that has one', async () => {
		loggedInApi().on( 'GET immo-wizards/v1/expose-inquiry', [
			{
				...ownerLead,
				priceIndication: {
					low: 310000,
					high: 355000,
					count: 7,
					from: '2025-03-01T10:00:00+00:00',
					to: '2026-10-15T10:00:00+00:00',
				},
			},
		] );
		openPortal( '/kundenportal/#exposeInquiry' );
		const lead = await screen.findByRole( 'article', {
			name: 'Prager Straße 10, 01069 Dresden – Seevorstadt',
		} );
		expect( lead ).toHaveTextContent(
			'Unverbindliche Preisindikation: 310.000 – 355.000 €'
		);
		expect( lead ).toHaveTextContent(
			'Dies ist keine Wertermittlung. Wir melden uns bei Ihnen.'
		);
	} );

	it( 'shows an owner lead with its address, category and date, and a message with its start and date', async () => {
		loggedInApi().on( 'GET immo-wizards/v1/expose-inquiry', [
			ownerLead,
			contactMessage,
			inquiry,
			// A type this client does not know is left out.
			{ type: 'saved_search', uuid: 'x', createdAt: '' },
		] );
		openPortal( '/kundenportal/#exposeInquiry' );
		const list = await screen.findByRole( 'list', { name: 'Anfragen' } );
		// Newest first, as the server sent them.
		expect(
			within( list )
				.getAllByRole( 'heading' )
				.map( ( heading ) => heading.textContent )
		).toEqual( [
			'Prager Straße 10, 01069 Dresden – Seevorstadt',
			'Ihre Nachricht',
			'Objekt ABC-12',
		] );

		const lead = screen.getByRole( 'article', {
			name: 'Prager Straße 10, 01069 Dresden – Seevorstadt',
		} );
		expect( lead ).toHaveTextContent( 'Ihre Immobilie' );
		expect( lead ).toHaveTextContent( 'Haus · Verkaufen' );
		expect( lead ).toHaveTextContent( 'Gesendet am 03.05.2024' );
		expect( lead ).not.toHaveTextContent( 'Preisindikation' );
		expect( within( lead ).queryByRole( 'link' ) ).toBeNull();

		const message = screen.getByRole( 'article', {
			name: 'Ihre Nachricht',
		} );
		expect( message ).toHaveTextContent( 'Kontaktanfrage' );
		expect( message ).toHaveTextContent(
			'Bitte rufen Sie mich an. Danke!'
		);
		expect( message ).toHaveTextContent( 'Gesendet am 02.05.2024' );
		expect( within( list ).getAllByRole( 'listitem' ) ).toHaveLength( 3 );
	} );

	it( 'shows what the visitor sent as text, never as markup', async () => {
		const markup = '<img src=x onerror="window.hacked=1"><b>fett</b>';
		loggedInApi().on( 'GET immo-wizards/v1/expose-inquiry', [
			{ ...ownerLead, address: markup },
			{ ...contactMessage, message: markup },
		] );
		openPortal( '/kundenportal/#exposeInquiry' );
		expect(
			await screen.findByRole( 'heading', { name: markup } )
		).toBeInTheDocument();
		expect( screen.getByText( markup, { selector: 'p' } ) ).toBeVisible();
		expect(
			document.querySelector(
				'.wp-block-immo-wizards-portal__inquiries img, .wp-block-immo-wizards-portal__inquiries b'
			)
		).toBeNull();
	} );

	it( 'says so when there are none', async () => {
		loggedInApi().on( 'GET immo-wizards/v1/expose-inquiry', [] );
		openPortal( '/kundenportal/#exposeInquiry' );
		expect(
			await screen.findByText( 'Sie haben noch keine Anfragen gesendet.' )
		).toBeInTheDocument();
	} );
} );

describe( 'Anmeldung', () => {
	it( 'sends the login link and says so; an empty address is not sent', async () => {
		const api = installFakeRest().on(
			'POST immo-wizards/auth/email',
			{ sent: true },
			{ sent: false }
		);
		const { user } = openPortal();
		const email = await screen.findByRole( 'textbox', { name: /^E-Mail/ } );
		const send = screen.getByRole( 'button', {
			name: 'E-Mail verschicken',
		} );

		await user.type( email, '   ' );
		await user.click( send );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAccessibleDescription(
			'Dies ist ein Pflichtfeld.'
		);
		expect(
			screen.getByText( 'Bitte prüfen Sie Ihre Eingaben.' )
		).toBeInTheDocument();
		expect( api.callsOf( 'POST immo-wizards/auth/email' ) ).toHaveLength(
			0
		);

		await user.clear( email );
		await user.type( email, ' Sabine@Example.com ' );
		await user.click( send );
		expect(
			await screen.findByText( 'Die E-Mail wurde verschickt.' )
		).toBeInTheDocument();
		expect( email ).not.toHaveAttribute( 'aria-invalid' );
		expect(
			api.callsOf( 'POST immo-wizards/auth/email' )[ 0 ].data
		).toEqual( { email: 'Sabine@Example.com' } );

		// Whether an address is well-formed, the server says.
		await user.clear( email );
		await user.type( email, 'a@@b.de' );
		await user.click( send );
		expect(
			await screen.findByText(
				'Bitte überprüfen Sie Ihre E-Mail-Adresse.'
			)
		).toBeInTheDocument();
		expect(
			api.callsOf( 'POST immo-wizards/auth/email' )[ 1 ].data
		).toEqual( { email: 'a@@b.de' } );
	} );

	it( 'shows the rate limit message', async () => {
		installFakeRest().on(
			'POST immo-wizards/auth/email',
			new WpError( 429, 'immo_rate_limited', 'Bitte warten Sie etwas.' )
		);
		const { user } = openPortal();
		await user.type(
			await screen.findByRole( 'textbox', { name: /^E-Mail/ } ),
			'sabine@example.com'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'E-Mail verschicken' } )
		);
		expect(
			await screen.findByText( 'Bitte warten Sie etwas.' )
		).toBeInTheDocument();
	} );
} );

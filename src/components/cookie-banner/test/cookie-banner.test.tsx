/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { CookieBanner } from '..';
import { IdScope } from '../../../host/dom-id';
import {
	getConsent,
	hasConsent,
	openConsentSettings,
} from '../../../host/consent';

describe( 'CookieBanner', () => {
	beforeEach( () => {
		document.body.innerHTML = '';
		delete window.immoWizardsPage;
		delete window.wp_has_consent;
		window.localStorage.clear();
	} );

	it( 'stores "accepted" and disappears', async () => {
		const user = userEvent.setup();
		render( <CookieBanner required privacyUrl="/datenschutz" /> );
		expect(
			screen.getByRole( 'region', { name: 'Datenschutz-Einstellungen' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Datenschutzerklärung' } )
		).toHaveAttribute( 'href', '/datenschutz' );

		await user.click(
			screen.getByRole( 'button', { name: 'Alle akzeptieren' } )
		);
		expect( getConsent() ).toBe( 'accepted' );
		expect( hasConsent( 'functional-third-party' ) ).toBe( true );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
	} );

	it( 'stores "declined": only technically necessary storage', async () => {
		const user = userEvent.setup();
		render( <CookieBanner required /> );
		await user.click( screen.getByRole( 'button', { name: 'Ablehnen' } ) );
		expect( getConsent() ).toBe( 'declined' );
		expect( hasConsent( 'functional-third-party' ) ).toBe( false );
		expect( hasConsent( 'statistics' ) ).toBe( false );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		expect( Object.keys( window.localStorage ) ).toEqual( [
			'immoWizardsConsent',
		] );
	} );

	it( 'is shown by the screen that printed it, also after a render React threw away', () => {
		const container = document.createElement( 'div' );
		container.dataset.immoWizardsSsr = 'immo-wizards-s1';
		container.innerHTML =
			'<section class="immo-wizards-cookie-banner"></section>';
		document.body.append( container );
		// What a discarded render of this screen left behind: a claim no mounted banner holds.
		window.immoWizardsPage = {
			cookieBannerOwner: { scope: 'immo-wizards-s1' },
		};
		render(
			<IdScope.Provider value="immo-wizards-s1">
				<CookieBanner required />
			</IdScope.Provider>
		);
		expect(
			screen.getByRole( 'region', { name: 'Datenschutz-Einstellungen' } )
		).toBeInTheDocument();
	} );

	it( 'renders once per page and again on request', async () => {
		const user = userEvent.setup();
		render(
			<>
				<CookieBanner required />
				<CookieBanner required />
			</>
		);
		expect( screen.getAllByRole( 'region' ) ).toHaveLength( 1 );
		await user.click( screen.getByRole( 'button', { name: 'Ablehnen' } ) );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();

		act( () => openConsentSettings() );
		expect( screen.getAllByRole( 'region' ) ).toHaveLength( 1 );
	} );

	it( 'stays hidden when not required, decided or handled by the WP Consent API', () => {
		const { unmount } = render( <CookieBanner required={ false } /> );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		unmount();

		window.wp_has_consent = () => false;
		render( <CookieBanner required /> );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
	} );

	it( 'stays hidden when the settings leave consent to the site consent plugin', () => {
		render( <CookieBanner required wpConsentApi /> );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		expect( hasConsent( 'functional-third-party' ) ).toBe( false );
	} );
} );

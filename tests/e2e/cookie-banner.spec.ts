/**
 * The cookie banner: a non-blocking region at the top of the screen, in the page's flow, that
 * covers no part of the first step on a phone or a desktop; short, with the details behind a
 * disclosure; before the screen in tab order, with no axe violations; after a choice focus stays
 * in the screen (never the page body), and a banner reopened from a "function disabled" notice
 * takes the focus and gives it back.
 */

/**
 * External dependencies
 */
import { test, expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { screenshot } from './support/admin';
import { expectNoViolations } from './support/axe';
import { PORTAL } from './support/portal';
import { FEATURE_DISABLED, button } from './support/screen';

const WIZARD = '.wp-block-immo-wizards-lead-wizard';
const BANNER = '.immo-wizards-cookie-banner';

/**
 * Where the focus is: in the banner, in the wizard (outside the banner), or elsewhere.
 *
 * @param page Page.
 */
async function focusIn(
	page: Page
): Promise< 'banner' | 'wizard' | 'body' | 'page' > {
	// The page body never matches :focus.
	const focused = page.locator( ':focus' ).first();
	if ( ( await focused.count() ) === 0 ) {
		return 'body';
	}
	return focused.evaluate(
		( active, [ wizard, banner ] ) => {
			if ( active.closest( banner ) ) {
				return 'banner';
			}
			return active.closest( wizard ) ? 'wizard' : 'page';
		},
		[ WIZARD, BANNER ]
	);
}

test( 'cookie banner: before the wizard in tab order, focus stays in the wizard after accepting', async ( {
	page,
}, info ) => {
	await page.goto( '/lead-wizard-block/' );
	const banner = page.getByRole( 'region', {
		name: 'Datenschutz-Einstellungen',
	} );
	await expect( banner ).toBeVisible();
	await expectNoViolations( page, 'cookie banner' );
	await screenshot( page, info, 390 );
	await screenshot( page, info, 1280 );

	// From the top of the page, Tab reaches the banner's buttons before any control of the wizard.
	const accept = button( page, 'Alle akzeptieren' );
	for ( let tabs = 0; ! ( await accept.evaluate( isFocused ) ); tabs++ ) {
		expect( tabs, 'Tabs to reach "Alle akzeptieren"' ).toBeLessThan( 30 );
		await page.keyboard.press( 'Tab' );
		expect( await focusIn( page ) ).not.toBe( 'wizard' );
	}
	await page.keyboard.press( 'Enter' );
	await expect( banner ).toHaveCount( 0 );
	await expect.poll( () => focusIn( page ) ).toBe( 'wizard' );
	await screenshot( page, info, 390 );
	await screenshot( page, info, 1280 );
} );

test( 'cookie banner reopened from a disabled function: takes the focus and gives it back', async ( {
	page,
} ) => {
	await page.goto( '/lead-wizard-block/' );
	await button( page, 'Ablehnen' ).click();
	await page.getByRole( 'button', { name: 'Haus', exact: true } ).click();
	await expect( page.getByText( FEATURE_DISABLED ).first() ).toBeVisible();
	const settings = button( page, 'Cookie-Einstellungen' ).first();
	await settings.focus();
	await page.keyboard.press( 'Enter' );
	await expect.poll( () => focusIn( page ) ).toBe( 'banner' );
	await expectNoViolations( page, 'cookie banner reopened' );

	// The details' disclosure, then the choices. Declining again keeps the notice: focus returns
	// to its button.
	await page.keyboard.press( 'Tab' );
	await expect( page.getByText( 'Mehr erfahren' ) ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( button( page, 'Ablehnen' ) ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( settings ).toBeFocused();
} );

/** The first visit of screens, with the first and the last control of their first step. */
const FIRST_VISITS: {
	path: string;
	first: ( page: Page ) => Locator;
	last: ( page: Page ) => Locator;
}[] = [
	{
		path: '/lead-wizard-block/',
		first: ( page ) => button( page, 'Wohnung' ),
		last: ( page ) => button( page, 'Grundstück' ),
	},
	{
		path: '/saved-search-block/',
		first: ( page ) => page.getByText( 'Alle Regionen ausgewählt' ),
		last: ( page ) => button( page, 'Details eingeben' ),
	},
	{
		path: '/contact-block/',
		first: ( page ) => page.getByRole( 'textbox', { name: /^Nachricht/ } ),
		last: ( page ) => button( page, 'Anfrage senden' ),
	},
	{
		path: PORTAL,
		first: ( page ) => page.getByRole( 'textbox', { name: /^E-Mail/ } ),
		last: ( page ) => button( page, 'E-Mail verschicken' ),
	},
];

for ( const visit of FIRST_VISITS ) {
	test( `cookie banner on the first visit of ${ visit.path }: above the first step, covering none of it`, async ( {
		page,
	}, info ) => {
		for ( const width of [ 390, 1280 ] ) {
			await page.setViewportSize( { width, height: 844 } );
			await page.goto( visit.path );
			const banner = page.locator( BANNER );
			await expect( banner ).toBeVisible();
			const bannerBottom = await banner.evaluate(
				( element ) => element.getBoundingClientRect().bottom
			);
			const firstTop = await visit
				.first( page )
				.evaluate( ( element ) => element.getBoundingClientRect().top );
			expect( bannerBottom ).toBeLessThanOrEqual( firstTop );
			for ( const control of [
				visit.first( page ),
				visit.last( page ),
			] ) {
				expect(
					await uncovered( control ),
					`${ visit.path } at ${ width } px`
				).toBe( true );
			}
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await screenshot( page, info, width );
		}
	} );
}

test( 'cookie banner: the details open from the keyboard, before the choices', async ( {
	page,
} ) => {
	await page.goto( '/lead-wizard-block/' );
	const banner = page.getByRole( 'region', {
		name: 'Datenschutz-Einstellungen',
	} );
	const details = banner.getByText(
		/^Wenn Sie ablehnen, werden nur technisch notwendige Daten gespeichert/
	);
	await expect( details ).toBeHidden();
	await banner.getByText( 'Mehr erfahren' ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( details ).toBeVisible();
	await expect(
		banner.getByText( /^Wir speichern technisch notwendige Daten/ )
	).toBeVisible();
	await page.keyboard.press( 'Tab' );
	await expect( button( page, 'Ablehnen' ) ).toBeFocused();
	await expectNoViolations( page, 'cookie banner with its details' );
} );

/**
 * Whether a visitor who scrolled to the control sees it and can use it: nothing lies over its
 * centre (a banner fixed to the viewport would).
 *
 * @param control The control.
 */
async function uncovered( control: Locator ): Promise< boolean > {
	await control.scrollIntoViewIfNeeded();
	return control.evaluate( ( element ) => {
		const box = element.getBoundingClientRect();
		const hit = element.ownerDocument.elementFromPoint(
			box.left + box.width / 2,
			box.top + box.height / 2
		);
		return !! hit && ( hit === element || element.contains( hit ) );
	} );
}

/**
 * Whether the element has the focus (run in the page).
 *
 * @param element Element.
 */
function isFocused( element: Element ): boolean {
	return element === element.ownerDocument.activeElement;
}

/**
 * The cookie banner by keyboard: a non-blocking region that comes before the screen in tab order,
 * with no axe violations; after a choice focus stays in the screen (never the page body), and a
 * banner reopened from a "function disabled" notice takes the focus and gives it back.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { screenshot } from './support/admin';
import { expectNoViolations } from './support/axe';
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

	// Declining again keeps the notice: focus returns to its button.
	await page.keyboard.press( 'Tab' );
	await expect( button( page, 'Ablehnen' ) ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( settings ).toBeFocused();
} );

/**
 * Whether the element has the focus (run in the page).
 *
 * @param element Element.
 */
function isFocused( element: Element ): boolean {
	return element === element.ownerDocument.activeElement;
}

/**
 * Accessibility check of the plugin's own markup with axe-core (WCAG 2.0/2.1 level A and AA rules):
 * each visitor and admin screen's spec calls it at every step and dialog state.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
const TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

/**
 * What the plugin renders: the screens' containers (blocks and shortcodes), the admin screens' wraps (only the plugin's screens are checked),
 * the cookie banner, dialogs and the snackbar (mounted at the end of the body), and the block
 * editor's popovers and modals the admin apps open. The theme and wp-admin's own chrome are not ours.
 */
export const SCOPE = [
	'[class*="wp-block-immo-wizards-"]',
	'#wpbody-content .wrap',
	'.immo-wizards-cookie-banner',
	'.immo-wizards-dialog__backdrop',
	'.immo-wizards-snackbar',
	'.components-modal__screen-overlay',
	'.components-popover',
];

/**
 * Runs axe on the plugin's markup of the page as it is now and fails with the violations listed.
 *
 * @param page    Page.
 * @param context What the page shows (e.g. 'lead wizard, step 2'): named in the failure message.
 */
export async function expectNoViolations(
	page: Page,
	context: string
): Promise< void > {
	const present = await page.evaluate(
		( selectors ) =>
			selectors.filter( ( selector ) =>
				document.querySelector( selector )
			),
		SCOPE
	);
	expect( present, `${ context }: nothing of the plugin shown` ).not.toEqual(
		[]
	);
	// A settled screen: lists and forms that are still loading are checked once they are done.
	await expect( page.locator( '[aria-busy="true"]' ) ).toHaveCount( 0 );
	let builder = new AxeBuilder( { page } ).withTags( TAGS );
	for ( const selector of present ) {
		builder = builder.include( selector );
	}
	const { violations } = await builder.analyze();
	const found = violations.map(
		( violation ) =>
			`${ violation.id } (${ violation.impact }): ${ violation.help } — ` +
			violation.nodes
				.map(
					( node ) =>
						`${ node.target.join( ' ' ) } ${ node.failureSummary ?? '' }`
				)
				.join( '; ' )
	);
	expect( found, `axe violations on ${ context }` ).toEqual( [] );
}

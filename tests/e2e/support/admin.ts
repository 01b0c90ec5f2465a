/**
 * wp-admin helpers: the login form, full-page screenshots attached to the report.
 */
/**
 * External dependencies
 */
import type { Page, TestInfo } from '@playwright/test';

/**
 * Logs a user in through wp-login.php.
 *
 * @param page     Page.
 * @param login    User name.
 * @param password Password.
 */
export async function logIn( page: Page, login: string, password: string ) {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( password );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /wp-admin/ );
}

/**
 * A full-page screenshot at a width, attached to the report.
 *
 * @param page  Page.
 * @param info  Test info.
 * @param width Viewport width in px.
 */
export async function screenshot( page: Page, info: TestInfo, width: number ) {
	await page.setViewportSize( { width, height: 900 } );
	const path = info.outputPath( `screen-${ width }-${ Date.now() }.png` );
	await page.screenshot( { path, fullPage: true } );
	await info.attach( `screen-${ width }`, {
		path,
		contentType: 'image/png',
	} );
}

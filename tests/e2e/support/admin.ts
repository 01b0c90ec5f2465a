/**
 * wp-admin helpers: the login form, full-page screenshots attached to the report.
 */
/**
 * External dependencies
 */
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Logs a user in through wp-login.php.
 *
 * @param page     Page.
 * @param login    User name.
 * @param password Password.
 */
export async function logIn( page: Page, login: string, password: string ) {
	await page.goto( '/wp-login.php', { waitUntil: 'load' } );
	// The login page's own scripts may still reset the fields after load (seen on WordPress 6.7):
	// fill until both hold their values.
	await expect( async () => {
		await page.locator( '#user_login' ).fill( login );
		await page.locator( '#user_pass' ).fill( password );
		await expect( page.locator( '#user_pass' ) ).toHaveValue( password, {
			timeout: 1000,
		} );
	} ).toPass();
	await Promise.all( [
		page.waitForURL( /wp-admin/ ),
		page.locator( '#wp-submit' ).click(),
	] );
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

/**
 * wp-admin helpers: the login form.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

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

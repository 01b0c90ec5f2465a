/**
 * Page helpers shared by every screen's spec (role and text locators, German texts of the spec):
 * opening a demo page and answering the cookie banner, form fields, the contact fields with their
 * consents, the address autocomplete, and the double opt-in (confirmation mail → link → agency mail).
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */

/** Success text after a request that needs confirmation by mail. */
export const SENT =
	'Ihre Anfrage wurde abgeschickt, bitte überprüfen Sie Ihr E-Mail-Postfach, um diese zu bestätigen.';

/** Shown by the portal page when a confirmation link was accepted. */
export const CONFIRMED = 'Vielen Dank für Ihre Anfrage!';

/** Shown in place of a feature that needs third-party consent. */
export const FEATURE_DISABLED = 'Die Funktion wurde deaktiviert.';

/** Site admin = the agency's notification address in the test environment. */
export const ADMIN_EMAIL = 'admin@example.com';

/**
 * A unique e-mail address per test run.
 *
 * @param prefix Local part prefix.
 */
export function uniqueEmail( prefix = 'lead' ): string {
	return `${ prefix }-${ Date.now() }-${ Math.floor( Math.random() * 1e6 ) }@example.com`;
}

/**
 * A button or radio (category tiles may be either) with exactly this accessible name.
 *
 * @param scope Page or locator.
 * @param name  Accessible name.
 */
export function choice(
	scope: Page | Locator,
	name: string | RegExp
): Locator {
	const exact =
		typeof name === 'string' ? new RegExp( `^\\s*${ name }\\s*$` ) : name;
	return scope
		.getByRole( 'button', { name: exact } )
		.or( scope.getByRole( 'radio', { name: exact } ) )
		.first();
}

/**
 * A button with exactly this accessible name.
 *
 * @param scope Page or locator.
 * @param name  Accessible name.
 */
export function button( scope: Page | Locator, name: string ): Locator {
	return scope.getByRole( 'button', { name, exact: true } );
}

/**
 * Accepts or declines the cookie banner.
 *
 * @param page   Page.
 * @param accept Accept all (true) or decline (false).
 */
export async function answerCookieBanner(
	page: Page,
	accept: boolean
): Promise< void > {
	await page
		.getByRole( 'button', {
			name: accept ? 'Alle akzeptieren' : 'Ablehnen',
		} )
		.click();
}

/**
 * Opens a page with a screen, waits for the screen's container and answers the cookie banner.
 *
 * @param page    Page.
 * @param url     Path (with query string) of the demo page, e.g. `/contact-block/`.
 * @param screen  Screen slug: the container is `.wp-block-immo-wizards-{screen}`.
 * @param consent Accept (true) or decline (false) the cookie banner; null leaves it unanswered.
 */
export async function openScreen(
	page: Page,
	url: string,
	screen: string,
	consent: boolean | null = true
): Promise< Locator > {
	await page.goto( url );
	const container = page
		.locator( `.wp-block-immo-wizards-${ screen }` )
		.first();
	await expect( container ).toBeVisible();
	if ( consent !== null ) {
		await answerCookieBanner( page, consent );
	}
	return container;
}

/**
 * A form field by its label (text inputs, numeric inputs, selects, textareas).
 *
 * @param scope Page or locator.
 * @param label Label text (a string matches exactly).
 */
export function field(
	scope: Page | Locator,
	label: string | RegExp
): Locator {
	return scope
		.getByLabel( label, { exact: typeof label === 'string' } )
		.first();
}

/**
 * Searches an address with the autocomplete (fake Photon) and picks the first matching option.
 *
 * @param page   Page, or a locator of the frame's body when the screen is embedded.
 * @param query  Search text.
 * @param option Text of the option to pick.
 * @param name   Accessible name of the search field.
 */
export async function searchAddress(
	page: Page | Locator,
	query: string,
	option: RegExp,
	name: RegExp = /Adresse suchen/
): Promise< void > {
	const search = page.getByRole( 'combobox', { name } ).first();
	await search.fill( query );
	const match = page.getByRole( 'option', { name: option } ).first();
	await expect( match ).toBeVisible();
	await match.click();
}

/**
 * The consent checkboxes of the contact fields: data privacy (links the privacy policy), consent to be
 * contacted, and the newsletter (only where the screen shows it).
 *
 * @param scope Page or locator.
 */
export function consentBoxes( scope: Page | Locator ): {
	dataPrivacy: Locator;
	acceptContact: Locator;
	newsletter: Locator;
} {
	return {
		dataPrivacy: scope
			.getByRole( 'checkbox', {
				name: /Datenschutz|gespeichert|Speicherung/,
			} )
			.first(),
		acceptContact: scope
			.getByRole( 'checkbox', { name: /Telefon|kontaktier/ } )
			.first(),
		newsletter: scope
			.getByRole( 'checkbox', { name: /Newsletter/ } )
			.first(),
	};
}

export type ContactData = {
	email: string;
	firstname: string;
	lastname: string;
	phone?: string;
	newsletter?: boolean;
};

/**
 * Fills the contact fields (name, e-mail, optional phone) and ticks the consents.
 *
 * @param scope   Page or locator.
 * @param contact Data.
 */
export async function fillContact(
	scope: Page | Locator,
	contact: ContactData
): Promise< void > {
	// Text boxes only: "E-Mail" and "Telefon" are also options of a preferred contact method.
	const text = ( name: RegExp ) =>
		scope.getByRole( 'textbox', { name } ).first();
	await text( /^Vorname/ ).fill( contact.firstname );
	await text( /^Nachname/ ).fill( contact.lastname );
	await text( /^E-Mail/ ).fill( contact.email );
	if ( contact.phone ) {
		await text( /^Telefon/ ).fill( contact.phone );
	}
	const boxes = consentBoxes( scope );
	await boxes.dataPrivacy.check();
	await boxes.acceptContact.check();
	if ( contact.newsletter ) {
		await boxes.newsletter.check();
	}
}

/**
 * Fills the contact fields, sends the form with its button and waits for the text asking to confirm
 * by mail.
 *
 * @param scope   Page or locator with the form.
 * @param contact Data.
 * @param send    Name of the send button.
 */
export async function sendRequest(
	scope: Page | Locator,
	contact: ContactData,
	send: string
): Promise< void > {
	await fillContact( scope, contact );
	await button( scope, send ).click();
	await expect( scope.getByText( SENT ) ).toBeVisible();
}

/**
 * The tracking events pushed to `window.dataLayer` on this page (statistics consent given).
 *
 * @param page Page.
 */
export function trackedEvents(
	page: Page
): Promise< { event?: string; label?: string }[] > {
	return page.evaluate(
		() =>
			(
				( window as unknown as { dataLayer?: unknown[] } ).dataLayer ||
				[]
			).filter(
				( entry ) => typeof entry === 'object' && entry !== null
			) as { event?: string; label?: string }[]
	);
}

/**
 * Page helpers for the owner lead wizard (role and text locators, German texts of the spec).
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type StepOrder = 'category-first' | 'address-first';

export const SENT =
	'Ihre Anfrage wurde abgeschickt, bitte überprüfen Sie Ihr E-Mail-Postfach, um diese zu bestätigen.';

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
 * Opens a demo page with the wizard and answers the cookie banner.
 *
 * @param page    Page.
 * @param slug    Demo page slug.
 * @param consent Accept the cookie banner.
 */
export async function openWizard(
	page: Page,
	slug: string,
	consent = true
): Promise< Locator > {
	await page.goto( `/${ slug }/` );
	const wizard = page.locator( '.wp-block-immo-wizards-lead-wizard' ).first();
	await expect( wizard ).toBeVisible();
	await answerCookieBanner( page, consent );
	return wizard;
}

/**
 * Chooses the category (object type LIVING is the default).
 *
 * @param page     Page.
 * @param category Category label, e.g. 'Haus'.
 */
export async function chooseCategory(
	page: Page,
	category: string
): Promise< void > {
	await choice( page, category ).click();
}

/**
 * Searches an address with the autocomplete (fake Photon) and picks the first matching option.
 *
 * @param page   Page.
 * @param query  Search text.
 * @param option Text of the option to pick.
 */
export async function searchAddress(
	page: Page,
	query: string,
	option: RegExp
): Promise< void > {
	const search = page.getByRole( 'combobox', { name: /Adresse suchen/ } );
	await search.fill( query );
	const match = page.getByRole( 'option', { name: option } ).first();
	await expect( match ).toBeVisible();
	await match.click();
}

/**
 * A form field by its label (text inputs, numeric inputs, selects).
 *
 * @param page  Page.
 * @param label Label text.
 */
export function field( page: Page, label: string | RegExp ): Locator {
	return page
		.getByLabel( label, { exact: typeof label === 'string' } )
		.first();
}

export type LeadData = {
	category: string;
	phrase: string;
	email: string;
	firstname: string;
	lastname: string;
	livingSpace: string;
};

/**
 * Walks through the wizard up to the contact step, in either step order.
 *
 * @param page  Page.
 * @param order Step order of the page.
 * @param lead  Data.
 */
export async function fillUntilContact(
	page: Page,
	order: StepOrder,
	lead: LeadData
): Promise< void > {
	if ( order === 'category-first' ) {
		await chooseCategory( page, lead.category );
		await expect(
			page.getByRole( 'heading', {
				name: `Wie lautet die Adresse ${ lead.phrase }?`,
			} )
		).toBeVisible();
	} else {
		await expect(
			page.getByRole( 'heading', { name: 'Wie lautet die Adresse?' } )
		).toBeVisible();
	}
	await searchAddress( page, 'Prager Straße 10', /Prager Straße 10/ );
	await page
		.getByRole( 'button', { name: 'Details eingeben', exact: true } )
		.click();
	if ( order === 'address-first' ) {
		await chooseCategory( page, lead.category );
	}
	await expect(
		page.getByRole( 'heading', { name: `Details ${ lead.phrase }` } )
	).toBeVisible();
	await field( page, /Wohnfläche/ ).fill( lead.livingSpace );
	await page
		.getByRole( 'button', { name: 'Kontaktdaten eingeben', exact: true } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Ihre Kontaktdaten' } )
	).toBeVisible();
}

/**
 * Fills the contact step (both consents) and sends.
 *
 * @param page Page.
 * @param lead Data.
 */
export async function fillContactAndSend(
	page: Page,
	lead: LeadData
): Promise< void > {
	await field( page, /^Vorname/ ).fill( lead.firstname );
	await field( page, /^Nachname/ ).fill( lead.lastname );
	await field( page, /^E-Mail/ ).fill( lead.email );
	await consentBoxes( page ).dataPrivacy.check();
	await consentBoxes( page ).acceptContact.check();
	await page
		.getByRole( 'button', { name: 'Anfrage abschicken', exact: true } )
		.click();
}

/**
 * The two consent checkboxes: data privacy (links the privacy policy) and consent to be contacted.
 *
 * @param page Page.
 */
export function consentBoxes( page: Page ): {
	dataPrivacy: Locator;
	acceptContact: Locator;
} {
	return {
		dataPrivacy: page
			.getByRole( 'checkbox', {
				name: /Datenschutz|gespeichert|Speicherung/,
			} )
			.first(),
		acceptContact: page
			.getByRole( 'checkbox', { name: /Telefon|kontaktier/ } )
			.first(),
	};
}

/**
 * The first link with a `k` parameter in a mail (text part preferred, else HTML).
 *
 * @param mail      Decoded mail.
 * @param mail.text Text part.
 * @param mail.html HTML part.
 */
export function keyLink( mail: { text: string; html: string } ): string {
	for ( const body of [ mail.text, mail.html ] ) {
		const match = /https?:\/\/[^\s"'<>]+[?&](?:amp;)?k=[^\s"'<>&]+/.exec(
			body
		);
		if ( match ) {
			return match[ 0 ].replace( /&amp;/g, '&' );
		}
	}
	throw new Error(
		`No link with ?k= in the mail:\n${ mail.text || mail.html }`
	);
}

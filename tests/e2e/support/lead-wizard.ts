/**
 * Page helpers for the owner lead wizard (role and text locators, German texts of the spec); the
 * generic ones (cookie banner, fields, contact, double opt-in) are in ./screen.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	button,
	choice,
	field,
	openScreen,
	searchAddress,
	sendRequest,
	type ContactData,
} from './screen';

export type StepOrder = 'category-first' | 'address-first';

/**
 * Opens a demo page with the lead wizard and answers the cookie banner.
 *
 * @param page    Page.
 * @param slug    Demo page slug.
 * @param consent Accept the cookie banner.
 */
export function openWizard(
	page: Page,
	slug: string,
	consent = true
): Promise< Locator > {
	return openScreen( page, `/${ slug }/`, 'lead-wizard', consent );
}

/**
 * Chooses the category (object type LIVING is the default).
 *
 * @param page     Page, or a locator of the frame's body when the wizard is embedded.
 * @param category Category label, e.g. 'Haus'.
 */
export async function chooseCategory(
	page: Page | Locator,
	category: string
): Promise< void > {
	await choice( page, category ).click();
}

export type LeadData = ContactData & {
	category: string;
	phrase: string;
	livingSpace: string;
	/** Typed by hand after "Adresse manuell eingeben" instead of searched. */
	typedAddress?: TypedAddress;
};

export type TypedAddress = {
	street: string;
	number: string;
	zip: string;
	city: string;
};

/**
 * Opens the manual address fields and types the address.
 *
 * @param page    Page, or a locator of the frame's body when the wizard is embedded.
 * @param address The address.
 */
/**
 * Erika Mustermann sells her house of 120 m² at Prager Straße 10 in Dresden.
 *
 * @param email Her address.
 * @param typed Her address typed by hand (no geocoder) instead of searched.
 */
export function houseSeller( email: string, typed = false ): LeadData {
	return {
		category: 'Haus',
		phrase: 'Ihres Hauses',
		email,
		firstname: 'Erika',
		lastname: 'Mustermann',
		livingSpace: '120',
		...( typed
			? {
					typedAddress: {
						street: 'Prager Straße',
						number: '10',
						zip: '01069',
						city: 'Dresden',
					},
				}
			: {} ),
	};
}

/**
 * Sends a house seller's lead on a page with the lead wizard (category first).
 *
 * @param page Page.
 * @param url  The page.
 * @param lead The lead.
 */
export async function sendLeadOn(
	page: Page,
	url: string,
	lead: LeadData
): Promise< void > {
	await openScreen( page, url, 'lead-wizard' );
	await fillUntilContact( page, 'category-first', lead );
	await sendRequest( page, lead, 'Anfrage abschicken' );
}

export async function typeAddress(
	page: Page | Locator,
	address: TypedAddress
): Promise< void > {
	await button( page, 'Adresse manuell eingeben' ).click();
	await field( page, /^Straße/ ).fill( address.street );
	await field( page, /^Haus-Nr/ ).fill( address.number );
	await field( page, /^PLZ/ ).fill( address.zip );
	await field( page, /^Stadt/ ).fill( address.city );
}

/**
 * Walks through the wizard up to the contact step, in either step order.
 *
 * @param page   Page, or a locator of the frame's body when the wizard is embedded.
 * @param order  Step order of the page.
 * @param lead   Data.
 * @param onStep Called with the step's name once each step is shown (e.g. an accessibility check).
 */
export async function fillUntilContact(
	page: Page | Locator,
	order: StepOrder,
	lead: LeadData,
	onStep: ( step: string ) => Promise< void > = async () => {}
): Promise< void > {
	await onStep( 'first step' );
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
	// The lazily loaded map is shown with a size (its styles reached the page).
	await expect( page.locator( '.leaflet-container' ).first() ).toBeVisible();
	await onStep( 'address' );
	if ( lead.typedAddress ) {
		await typeAddress( page, lead.typedAddress );
	} else {
		await searchAddress( page, 'Prager Straße 10', /Prager Straße 10/ );
	}
	await button( page, 'Details eingeben' ).click();
	if ( order === 'address-first' ) {
		await onStep( 'category' );
		await chooseCategory( page, lead.category );
	}
	await expect(
		page.getByRole( 'heading', { name: `Details ${ lead.phrase }` } )
	).toBeVisible();
	await onStep( 'details' );
	await field( page, /Wohnfläche/ ).fill( lead.livingSpace );
	await button( page, 'Kontaktdaten eingeben' ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Ihre Kontaktdaten' } )
	).toBeVisible();
	await onStep( 'contact' );
}

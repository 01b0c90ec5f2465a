/**
 * Keyboard-only helpers for the keyboard specs: everything is reached with Tab and operated with
 * Enter, Space, the arrow keys and typing; nothing is clicked or focused by script.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { SENT, consentBoxes, type ContactData } from './screen';

/** More Tab stops than any screen has between two controls a visitor uses. */
const MAX_TABS = 60;

/**
 * Presses Tab until the target has the focus (Shift+Tab when it comes before the focused element).
 *
 * @param page   Page.
 * @param target The control to reach.
 */
export async function tabTo( page: Page, target: Locator ): Promise< void > {
	const where = () =>
		target.evaluate( ( element ) => {
			const active = element.ownerDocument.activeElement;
			if ( element === active ) {
				return 'here';
			}
			return active &&
				active !== element.ownerDocument.body &&
				// eslint-disable-next-line no-bitwise -- a DOM position bit mask
				active.compareDocumentPosition( element ) &
					Node.DOCUMENT_POSITION_PRECEDING
				? 'before'
				: 'after';
		} );
	const key = ( await where() ) === 'before' ? 'Shift+Tab' : 'Tab';
	for ( let tabs = 0; ( await where() ) !== 'here'; tabs++ ) {
		expect( tabs, 'Tab stops before the target' ).toBeLessThan( MAX_TABS );
		await page.keyboard.press( key );
	}
}

/**
 * Tabs to a text field and types into it (after clearing it).
 *
 * @param page   Page.
 * @param target The field.
 * @param text   Text.
 */
export async function typeInto(
	page: Page,
	target: Locator,
	text: string
): Promise< void > {
	await tabTo( page, target );
	await page.keyboard.press( 'ControlOrMeta+a' );
	await page.keyboard.press( 'Delete' );
	await page.keyboard.type( text );
}

/**
 * Tabs to a button (or radio, checkbox) and presses a key on it.
 *
 * @param page   Page.
 * @param target The control.
 * @param key    'Enter' (buttons) or 'Space' (checkboxes).
 */
export async function press(
	page: Page,
	target: Locator,
	key: 'Enter' | 'Space' = 'Enter'
): Promise< void > {
	await tabTo( page, target );
	await page.keyboard.press( key );
}

/**
 * Opens a screen's page and accepts the cookie banner by keyboard: the banner comes first in tab
 * order; afterwards the focus is in the screen.
 *
 * @param page Page.
 * @param url  Path of the demo page.
 */
export async function openByKeyboard( page: Page, url: string ) {
	await page.goto( url );
	await press(
		page,
		page.getByRole( 'button', { name: 'Alle akzeptieren', exact: true } )
	);
	await expect( page.locator( '.immo-wizards-cookie-banner' ) ).toHaveCount(
		0
	);
}

/**
 * Fills the contact fields by keyboard, ticks the consents with Space and sends with Enter; waits
 * for the text asking to confirm by mail (or the given one) to have the focus.
 *
 * @param scope   The form.
 * @param contact Data.
 * @param send    Name of the send button.
 * @param sent    Text shown once sent.
 */
export async function sendContactByKeyboard(
	scope: Locator,
	contact: ContactData,
	send: string,
	sent = SENT
): Promise< void > {
	const page = scope.page();
	const text = ( name: RegExp ) =>
		scope.getByRole( 'textbox', { name } ).first();
	await typeInto( page, text( /^Vorname/ ), contact.firstname );
	await typeInto( page, text( /^Nachname/ ), contact.lastname );
	await typeInto( page, text( /^E-Mail/ ), contact.email );
	const boxes = consentBoxes( scope );
	await press( page, boxes.dataPrivacy, 'Space' );
	await expect( boxes.dataPrivacy ).toBeChecked();
	await press( page, boxes.acceptContact, 'Space' );
	await expect( boxes.acceptContact ).toBeChecked();
	if ( contact.newsletter ) {
		await press( page, boxes.newsletter, 'Space' );
	}
	await press(
		page,
		scope.getByRole( 'button', { name: send, exact: true } )
	);
	// The message takes the focus (the form it replaces is gone).
	await expect( page.getByText( sent ) ).toBeFocused();
}

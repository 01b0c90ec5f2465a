/**
 * The one-step request forms by keyboard only (Tab, Enter, Space, typing; no clicks): exposé
 * inquiry, contact form (a failed send first: the focus goes to the first invalid field) and
 * newsletter, each from the cookie banner to the sent state.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	openByKeyboard,
	press,
	sendContactByKeyboard,
	typeInto,
} from './support/keyboard';
import { button, field, uniqueEmail } from './support/screen';

test( 'exposé inquiry by keyboard: message, contact data, sent', async ( {
	page,
} ) => {
	await openByKeyboard( page, '/expose-inquiry-block/?objectId=4711' );
	const form = page.locator( '.wp-block-immo-wizards-expose-inquiry' );
	await typeInto(
		page,
		field( form, /^Nachricht/ ),
		'Ist die Wohnung noch frei?'
	);
	await sendContactByKeyboard(
		form,
		{
			email: uniqueEmail( 'expose' ),
			firstname: 'Max',
			lastname: 'Tastatur',
		},
		'Anfrage senden'
	);
} );

test( 'contact form by keyboard: a failed send focuses the first invalid field, then sent', async ( {
	page,
} ) => {
	await openByKeyboard( page, '/contact-block/' );
	const form = page.locator( '.wp-block-immo-wizards-contact-form' );
	await press( page, button( form, 'Anfrage senden' ) );
	const focused = page.locator( ':focus' );
	await expect( focused ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( focused ).toHaveAttribute( 'aria-describedby', /error/ );

	await sendContactByKeyboard(
		form,
		{
			email: uniqueEmail( 'contact' ),
			firstname: 'Erika',
			lastname: 'Tastatur',
		},
		'Anfrage senden',
		'Ihre Nachricht wurde erfolgreich verschickt.'
	);
} );

test( 'newsletter by keyboard: contact data, newsletter consent, sent', async ( {
	page,
} ) => {
	await openByKeyboard( page, '/newsletter-block/' );
	await sendContactByKeyboard(
		page.locator( '.wp-block-immo-wizards-newsletter' ),
		{
			email: uniqueEmail( 'newsletter' ),
			firstname: 'Nora',
			lastname: 'Tastatur',
			newsletter: true,
		},
		'Änderungen speichern'
	);
} );

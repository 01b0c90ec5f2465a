/**
 * The owner lead wizard by keyboard only (Tab, Enter, Space, arrow keys, typing; no clicks): the
 * cookie banner, the category, the address autocomplete as a combobox, the details, a failed submit
 * that focuses the first invalid field, and the sent state. Focus follows every step's heading.
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
import { button, uniqueEmail } from './support/screen';

test( 'lead wizard by keyboard: from the category to the sent state', async ( {
	page,
} ) => {
	await openByKeyboard( page, '/lead-wizard-block/' );
	const wizard = page.locator( '.wp-block-immo-wizards-lead-wizard' );
	const heading = ( name: string ) => wizard.getByRole( 'heading', { name } );

	await press( page, button( wizard, 'Haus' ) );
	await expect(
		heading( 'Wie lautet die Adresse Ihres Hauses?' )
	).toBeFocused();

	// The combobox: type, ArrowDown to the first suggestion, Enter picks it.
	const search = wizard.getByRole( 'combobox', { name: /Adresse suchen/ } );
	await typeInto( page, search, 'Prager Straße 10' );
	await expect( wizard.getByRole( 'option' ).first() ).toBeVisible();
	await page.keyboard.press( 'ArrowDown' );
	await expect( search ).toHaveAttribute( 'aria-activedescendant', /.+/ );
	await page.keyboard.press( 'Enter' );
	await expect( search ).toHaveValue( /Prager Straße 10/ );
	await expect( search ).toHaveAttribute( 'aria-expanded', 'false' );

	await press( page, button( wizard, 'Details eingeben' ) );
	await expect( heading( 'Details Ihres Hauses' ) ).toBeFocused();
	await typeInto( page, wizard.getByLabel( /Wohnfläche/ ).first(), '120' );
	await press( page, button( wizard, 'Kontaktdaten eingeben' ) );
	await expect( heading( 'Ihre Kontaktdaten' ) ).toBeFocused();

	// Sent empty: the first invalid field gets the focus, its error tied to it.
	await press( page, button( wizard, 'Anfrage abschicken' ) );
	const focused = page.locator( ':focus' );
	await expect( focused ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( focused ).toHaveAttribute( 'aria-describedby', /error/ );

	await sendContactByKeyboard(
		wizard,
		{ email: uniqueEmail(), firstname: 'Erika', lastname: 'Tastatur' },
		'Anfrage abschicken'
	);
} );

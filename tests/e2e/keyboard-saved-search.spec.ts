/**
 * The saved-search wizard by keyboard only (Tab, Enter, Space, arrow keys, Escape, typing; no
 * clicks): the regions dropdown as a tree, the category, the ranges, the contact data and the sent
 * state. Focus follows every step's heading.
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
import { regionsButton } from './support/saved-search';
import { button, uniqueEmail } from './support/screen';

test( 'saved-search wizard by keyboard: from the regions to the sent state', async ( {
	page,
} ) => {
	await openByKeyboard( page, '/saved-search-block/' );
	const wizard = page.locator( '.wp-block-immo-wizards-saved-search-wizard' );
	const heading = ( name: string ) => wizard.getByRole( 'heading', { name } );

	// The regions tree: Enter opens it with the focus on its first group, Space unticks that group,
	// Escape closes it and gives the focus back to its button.
	const regions = regionsButton( wizard );
	await expect( regions ).toHaveText( 'Alle Regionen ausgewählt' );
	await press( page, regions );
	const tree = wizard.getByRole( 'tree' );
	await expect(
		tree.locator( '[role="treeitem"][aria-level="1"]' ).first()
	).toBeFocused();
	await page.keyboard.press( 'Space' );
	await expect( regions ).not.toHaveText( 'Alle Regionen ausgewählt' );
	await page.keyboard.press( 'Escape' );
	await expect( tree ).toHaveCount( 0 );
	await expect( regions ).toBeFocused();

	await press( page, button( wizard, 'Details eingeben' ) );
	await expect( heading( 'Was genau suchen Sie?' ) ).toBeFocused();
	await press( page, button( wizard, 'Wohnung' ) );
	await expect( heading( 'Eckdaten und Details' ) ).toBeFocused();
	const price = wizard.getByRole( 'group', { name: /Kaufpreis/ } );
	await typeInto( page, price.getByLabel( 'von' ), '200000' );
	await typeInto( page, price.getByLabel( 'bis' ), '450000' );
	await press( page, button( wizard, 'Kontaktdaten eingeben' ) );
	await expect( heading( 'Ihre Kontaktdaten' ) ).toBeFocused();

	await sendContactByKeyboard(
		wizard,
		{
			email: uniqueEmail( 'search' ),
			firstname: 'Sabine',
			lastname: 'Tastatur',
		},
		'Suchprofil erstellen'
	);
} );

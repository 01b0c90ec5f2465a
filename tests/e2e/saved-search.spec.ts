/**
 * Saved-search wizard, as an anonymous visitor on its block page and its shortcode page: regions picked
 * on the map (a polygon click) and in the regions dropdown, both kept in sync, the dropdown's label;
 * category, ranges and contact data; 'Suchprofil erstellen'; confirmation by the mail in the SMTP sink;
 * the agency mail lists the regions.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { confirmByMail } from './support/confirmation';
import {
	closeRegions,
	deselectAllRegions,
	expandGroup,
	openRegions,
	regionItem,
	regionShape,
	regionsButton,
	toggleRegion,
	waitForRegionShapes,
} from './support/saved-search';
import {
	button,
	choice,
	openScreen,
	sendRequest,
	trackedEvents,
	uniqueEmail,
} from './support/screen';

for ( const via of [ 'block', 'shortcode' ] ) {
	test( `saved-search wizard (${ via }): regions on the map and in the dropdown, sent, confirmed, agency gets the regions`, async ( {
		page,
	} ) => {
		const email = uniqueEmail( 'search' );
		const since = Date.now();
		const wizard = await openScreen(
			page,
			`/saved-search-${ via }/`,
			'saved-search-wizard'
		);
		await expect(
			wizard.getByRole( 'heading', { name: 'Wo suchen Sie?' } )
		).toBeVisible();
		const next = button( wizard, 'Details eingeben' );

		// Initially every region is selected; start from none.
		await expect( regionsButton( wizard ) ).toHaveText(
			'Alle Regionen ausgewählt'
		);
		await waitForRegionShapes( page, wizard );
		const axe = ( state: string ) =>
			expectNoViolations(
				page,
				`saved-search wizard (${ via }), ${ state }`
			);
		await axe( 'regions' );
		await deselectAllRegions( wizard );
		await expect( next ).toBeDisabled();
		await expect( regionShape( wizard, 'Striesen' ) ).not.toHaveClass(
			/is-active/
		);

		// Map → dropdown: a click on the polygon selects the region.
		await regionShape( wizard, 'Striesen' ).click();
		await expect( regionShape( wizard, 'Striesen' ) ).toHaveClass(
			/is-active/
		);
		await expect( regionsButton( wizard ) ).toHaveText(
			'1 Region ausgewählt'
		);
		await expect( next ).toBeEnabled();
		let tree = await openRegions( wizard );
		await expandGroup( tree, 'Blasewitz' );
		await expect( regionItem( tree, 'Striesen' ) ).toHaveAttribute(
			'aria-checked',
			'true'
		);
		await expect( regionItem( tree, 'Blasewitz', 1 ) ).toHaveAttribute(
			'aria-checked',
			'mixed'
		);
		await axe( 'regions dropdown open' );

		// Dropdown → map: a district picked in the dropdown is highlighted on the map.
		await expandGroup( tree, 'Neustadt' );
		await toggleRegion( tree, 'Äußere Neustadt' );
		await expect( regionItem( tree, 'Äußere Neustadt' ) ).toHaveAttribute(
			'aria-checked',
			'true'
		);
		await expect( regionsButton( wizard ) ).toHaveText(
			'2 Regionen ausgewählt'
		);
		await closeRegions( wizard );
		await expect( regionShape( wizard, 'Äußere Neustadt' ) ).toHaveClass(
			/is-active/
		);
		await expect(
			regionShape( wizard, 'Innere Neustadt' )
		).not.toHaveClass( /is-active/ );

		// Map again: clicking a selected polygon deselects it in the dropdown too.
		await regionShape( wizard, 'Blasewitz' ).click();
		await expect( regionsButton( wizard ) ).toHaveText(
			'3 Regionen ausgewählt'
		);
		await regionShape( wizard, 'Blasewitz' ).click();
		await expect( regionsButton( wizard ) ).toHaveText(
			'2 Regionen ausgewählt'
		);
		tree = await openRegions( wizard );
		await expandGroup( tree, 'Blasewitz' );
		await expect( regionItem( tree, 'Blasewitz', 2 ) ).toHaveAttribute(
			'aria-checked',
			'false'
		);
		await closeRegions( wizard );

		// Category, ranges, contact.
		await next.click();
		await expect(
			wizard.getByRole( 'heading', { name: 'Was genau suchen Sie?' } )
		).toBeVisible();
		await axe( 'category' );
		await choice( wizard, 'Wohnung' ).click();
		await expect(
			wizard.getByRole( 'heading', { name: 'Eckdaten und Details' } )
		).toBeVisible();
		await axe( 'ranges' );
		const price = wizard.getByRole( 'group', { name: /Kaufpreis/ } );
		await price.getByLabel( 'von' ).fill( '200000' );
		await price.getByLabel( 'bis' ).fill( '450000' );
		await wizard
			.getByRole( 'group', { name: /Wohnfläche/ } )
			.getByLabel( 'ab' )
			.fill( '60' );
		await wizard
			.getByRole( 'group', { name: /Zimmer/ } )
			.getByLabel( 'ab' )
			.fill( '2' );
		await button( wizard, 'Kontaktdaten eingeben' ).click();
		await expect(
			wizard.getByRole( 'heading', { name: 'Ihre Kontaktdaten' } )
		).toBeVisible();
		await axe( 'contact' );
		await sendRequest(
			wizard,
			{
				email,
				firstname: 'Sabine',
				lastname: 'Suchende',
			},
			'Suchprofil erstellen'
		);
		await axe( 'sent' );
		expect( await trackedEvents( page ) ).toContainEqual(
			expect.objectContaining( { event: 'SavedSearchWizard' } )
		);

		const { body } = await confirmByMail( page, email, since );
		expect( body ).toContain( email );
		expect( body ).toContain( 'Striesen' );
		expect( body ).toContain( 'Äußere Neustadt' );
		expect( body ).not.toContain( 'Innere Neustadt' );
	} );
}

test( 'saved-search wizard: ranges with the upper value below the lower one are rejected', async ( {
	page,
} ) => {
	const wizard = await openScreen(
		page,
		'/saved-search-block/',
		'saved-search-wizard'
	);
	await button( wizard, 'Details eingeben' ).click();
	await choice( wizard, 'Haus' ).click();
	const price = wizard.getByRole( 'group', { name: /Kaufpreis/ } );
	await price.getByLabel( 'von' ).fill( '500000' );
	await price.getByLabel( 'bis' ).fill( '100000' );
	await button( wizard, 'Kontaktdaten eingeben' ).click();
	await expect(
		wizard.getByText( 'Bitte prüfen Sie Ihre Eingaben.' ).first()
	).toBeVisible();
	await expect(
		wizard.getByRole( 'heading', { name: 'Ihre Kontaktdaten' } )
	).toHaveCount( 0 );
	await expectNoViolations( page, 'saved-search wizard, invalid ranges' );
} );

test( 'saved-search wizard: leaving the region step while the map zooms raises no error', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	const wizard = await openScreen(
		page,
		'/saved-search-block/',
		'saved-search-wizard'
	);
	await waitForRegionShapes( page, wizard );
	// A quick visitor: zooms in and goes on before the zoom has ended (Leaflet ends it 250 ms later).
	await wizard.evaluate( async ( element ) => {
		const frame = () =>
			new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
		element
			.querySelector< HTMLElement >( '.leaflet-control-zoom-in' )
			?.click();
		await frame();
		await frame();
		Array.from( element.querySelectorAll( 'button' ) )
			.find( ( item ) => item.textContent?.trim() === 'Details eingeben' )
			?.click();
	} );
	await expect(
		wizard.getByRole( 'heading', { name: 'Was genau suchen Sie?' } )
	).toBeVisible();
	await page.waitForTimeout( 500 );
	expect( errors ).toEqual( [] );
} );

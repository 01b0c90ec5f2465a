/**
 * Immo Wizards → Regionen: an administrator uploads a GeoJSON file that adds a district to
 * Altstadt, sees a refused upload's per-feature errors, finds the new district in the saved-search
 * wizard's regions dropdown and on its map, and deletes it again. Screenshots at 1280 and 375 px.
 */
/**
 * External dependencies
 */
import fs from 'fs';
import { test, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { logIn, screenshot } from './support/admin';
import {
	expandGroup,
	openRegions,
	regionItem,
	regionShape,
	waitForRegionShapes,
} from './support/saved-search';
import { openScreen } from './support/screen';

const NAME = `E2E-Viertel ${ Date.now() }`;
const URL = '/wp-admin/admin.php?page=immo-wizards-regions';

/**
 * Writes a FeatureCollection with one square district.
 *
 * @param info   Test info (output folder).
 * @param closed Whether the ring is closed (an open one is refused).
 */
function geojsonFile( info: TestInfo, closed: boolean ): string {
	const ring = [
		[ 13.73, 51.06 ],
		[ 13.75, 51.06 ],
		[ 13.75, 51.07 ],
		[ 13.73, 51.07 ],
	];
	const file = info.outputPath( `regions-${ closed }.geojson` );
	fs.mkdirSync( info.outputDir, { recursive: true } );
	fs.writeFileSync(
		file,
		JSON.stringify( {
			type: 'FeatureCollection',
			features: [
				{
					type: 'Feature',
					properties: { name: NAME, parent: 'Altstadt' },
					geometry: {
						type: 'Polygon',
						coordinates: [ closed ? [ ...ring, ring[ 0 ] ] : ring ],
					},
				},
			],
		} )
	);
	return file;
}

async function upload( page: Page, file: string ) {
	await page.getByLabel( 'GeoJSON-Datei' ).setInputFiles( file );
	await page.getByRole( 'button', { name: 'Hochladen' } ).click();
}

test.setTimeout( 150_000 );

test( 'an administrator uploads a new district and the saved-search wizard offers it', async ( {
	page,
}, info ) => {
	await logIn( page, 'admin', 'password' );
	await page.goto( URL );
	await expect(
		page.getByRole( 'heading', { name: 'Regionen', exact: true } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Innere Altstadt' } ).click();
	await expect( page.locator( '.leaflet-overlay-pane path' ) ).toHaveCount(
		1
	);
	await expectNoViolations( page, 'regions' );
	await screenshot( page, info, 1280 );
	await screenshot( page, info, 375 );
	await page.setViewportSize( { width: 1280, height: 900 } );

	// A refused upload lists its feature and changes nothing.
	await page.getByLabel( 'Regionen für unbekannte Namen anlegen' ).check();
	await upload( page, geojsonFile( info, false ) );
	const errors = page.getByRole( 'table', { name: 'Features mit Fehlern' } );
	await expect( errors ).toContainText( 'Ein Ring ist nicht geschlossen' );
	await expect( errors ).toContainText( NAME );
	await expectNoViolations( page, 'regions, refused upload' );
	await screenshot( page, info, 1280 );
	await page.setViewportSize( { width: 1280, height: 900 } );

	await upload( page, geojsonFile( info, true ) );
	await expect(
		page.locator( '.components-notice__content', {
			hasText: '1 Fläche gespeichert. 1 neue Region angelegt.',
		} )
	).toBeVisible();
	await expect( page.getByRole( 'button', { name: NAME } ) ).toBeVisible();

	// The wizard offers it under Altstadt, with its shape on the map.
	const wizard = await openScreen(
		page,
		'/saved-search-block/',
		'saved-search-wizard'
	);
	await waitForRegionShapes( page, wizard );
	await expect( regionShape( wizard, NAME ) ).toHaveCount( 1 );
	const tree = await openRegions( wizard );
	await expandGroup( tree, 'Altstadt' );
	await expect( regionItem( tree, NAME ) ).toBeVisible();

	// Delete it again (other specs expect the demo regions).
	await page.goto( URL );
	await page.getByRole( 'button', { name: NAME } ).click();
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await page.getByRole( 'button', { name: 'Löschen' } ).click();
	await expect( page.getByRole( 'button', { name: NAME } ) ).toHaveCount( 0 );
} );

/**
 * Page helpers for the saved-search wizard's region step: the regions dropdown (a WAI-ARIA tree of
 * checkable regions behind a button showing the selection) and the region polygons on the map (SVG
 * paths in Leaflet's overlay pane, named by the region).
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The dropdown's button; its text is the selection label ('Alle Regionen ausgewählt', …).
 *
 * @param scope The wizard.
 */
export function regionsButton( scope: Locator ): Locator {
	return scope.locator( 'button[aria-haspopup="tree"]' ).first();
}

/**
 * Opens the regions dropdown (when closed) and returns its tree.
 *
 * @param scope The wizard.
 */
export async function openRegions( scope: Locator ): Promise< Locator > {
	const toggle = regionsButton( scope );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	const tree = scope.getByRole( 'tree' );
	await expect( tree ).toBeVisible();
	return tree;
}

/**
 * Closes the regions dropdown (Escape in the tree).
 *
 * @param scope The wizard.
 */
export async function closeRegions( scope: Locator ): Promise< void > {
	const tree = scope.getByRole( 'tree' );
	if ( await tree.isVisible() ) {
		await tree.press( 'Escape' );
	}
	await expect( tree ).toHaveCount( 0 );
}

/**
 * A region of the open dropdown: level 1 = the groups, level 2 = their districts (a group and one of
 * its districts may share a name, e.g. "Blasewitz").
 *
 * @param tree  The open tree.
 * @param name  Region name.
 * @param level Tree level.
 */
export function regionItem( tree: Locator, name: string, level = 2 ): Locator {
	return tree.locator(
		`[role="treeitem"][aria-level="${ level }"][aria-label="${ name }"]`
	);
}

/**
 * Toggles a region of the open dropdown with a click on its name.
 *
 * @param tree  The open tree.
 * @param name  Region name.
 * @param level Tree level.
 */
export async function toggleRegion(
	tree: Locator,
	name: string,
	level = 2
): Promise< void > {
	await regionItem( tree, name, level )
		.locator( ':scope > span' )
		.getByText( name, { exact: true } )
		.click();
}

/**
 * Expands a group of the open dropdown (ArrowRight on the focused group; a no-op when expanded).
 *
 * @param tree  The open tree.
 * @param group Group name.
 */
export async function expandGroup(
	tree: Locator,
	group: string
): Promise< void > {
	const item = regionItem( tree, group, 1 );
	if ( ( await item.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await item.focus();
		await item.press( 'ArrowRight' );
	}
	await expect( item ).toHaveAttribute( 'aria-expanded', 'true' );
}

/**
 * Deselects every region with the dropdown (clicks each selected or partly selected group).
 *
 * @param scope The wizard.
 */
export async function deselectAllRegions( scope: Locator ): Promise< void > {
	const tree = await openRegions( scope );
	const groups = tree.locator( '[role="treeitem"][aria-level="1"]' );
	const count = await groups.count();
	for ( let i = 0; i < count; i++ ) {
		const group = groups.nth( i );
		const name = ( await group.getAttribute( 'aria-label' ) ) || '';
		// A partly selected group first becomes fully selected, then empty.
		for (
			let clicks = 0;
			clicks < 2 &&
			( await group.getAttribute( 'aria-checked' ) ) !== 'false';
			clicks++
		) {
			await toggleRegion( tree, name, 1 );
		}
		await expect( group ).toHaveAttribute( 'aria-checked', 'false' );
	}
	await expect( regionsButton( scope ) ).toHaveText(
		'Keine Region ausgewählt'
	);
	await closeRegions( scope );
}

/**
 * A region's polygon on the map.
 *
 * @param scope The wizard.
 * @param name  Region name.
 */
export function regionShape( scope: Locator, name: string ): Locator {
	return scope.locator(
		`.leaflet-overlay-pane path[aria-label="${ name }"]`
	);
}

/**
 * Waits until the map has drawn the region polygons.
 *
 * @param page  Page.
 * @param scope The wizard.
 */
export async function waitForRegionShapes(
	page: Page,
	scope: Locator
): Promise< void > {
	await expect(
		scope.locator( '.leaflet-overlay-pane path' ).first()
	).toBeVisible();
	// Leaflet zooms to the regions once drawn: let the animation settle before clicking.
	await page.waitForTimeout( 300 );
}

/**
 * The region tree of the saved search (spec §4 "Regions"): selecting a region
 * toggles it and all its children; a parent takes the state its children
 * share. Selections are plain id lists so they fit the wizard state and the
 * API (`locations: [ { locationId } ]`).
 */
/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SearchLocation } from '../../api/types';

export interface RegionNode {
	id: number;
	name: string;
	parentId: number | null;
	children: number[];
}

export interface RegionTree {
	nodes: Map< number, RegionNode >;
	/** Top-level ids in server order. */
	roots: number[];
}

export type RegionState = 'checked' | 'unchecked' | 'mixed';

/**
 * Builds the tree. A parent id that is not in the list makes a top-level
 * region; duplicate ids keep their first entry.
 *
 * @param locations The regions as the server lists them.
 */
export function buildRegionTree( locations: SearchLocation[] ): RegionTree {
	const nodes = new Map< number, RegionNode >();
	for ( const location of locations ) {
		if ( ! nodes.has( location.locationId ) ) {
			nodes.set( location.locationId, {
				id: location.locationId,
				name: location.name,
				parentId: location.parentId ?? null,
				children: [],
			} );
		}
	}
	const roots: number[] = [];
	for ( const node of nodes.values() ) {
		const parent =
			node.parentId !== null ? nodes.get( node.parentId ) : undefined;
		if ( parent && parent.id !== node.id ) {
			parent.children.push( node.id );
		} else {
			node.parentId = null;
			roots.push( node.id );
		}
	}
	return { nodes, roots };
}

/**
 * The region and everything below it.
 *
 * @param tree The tree.
 * @param id   A region id.
 */
function descendantsAndSelf( tree: RegionTree, id: number ): number[] {
	const ids: number[] = [];
	const visit = ( current: number ) => {
		const node = tree.nodes.get( current );
		if ( ! node || ids.includes( current ) ) {
			return;
		}
		ids.push( current );
		node.children.forEach( visit );
	};
	visit( id );
	return ids;
}

/**
 * Every id of the tree, parents before their children.
 *
 * @param tree The tree.
 */
export function allRegionIds( tree: RegionTree ): number[] {
	return tree.roots.flatMap( ( id ) => descendantsAndSelf( tree, id ) );
}

/**
 * Regions without children: the areas drawn on the map.
 *
 * @param tree The tree.
 */
function leafIds( tree: RegionTree ): number[] {
	return allRegionIds( tree ).filter(
		( id ) => ! tree.nodes.get( id )?.children.length
	);
}

/**
 * The selection with every parent derived from its children (bottom up): a
 * parent is selected when all its children are, and not when none or only
 * some are. Unknown ids are dropped; the order follows the tree.
 *
 * @param tree     The tree.
 * @param selected Selected ids.
 */
function normaliseSelection(
	tree: RegionTree,
	selected: Iterable< number >
): number[] {
	const chosen = new Set( selected );
	const settle = ( id: number ): boolean => {
		const node = tree.nodes.get( id );
		if ( ! node ) {
			return false;
		}
		if ( node.children.length ) {
			// Every child settles (no short-circuit), then the parent follows.
			const states = node.children.map( settle );
			if ( states.every( Boolean ) ) {
				chosen.add( id );
			} else {
				chosen.delete( id );
			}
		}
		return chosen.has( id );
	};
	tree.roots.forEach( settle );
	return allRegionIds( tree ).filter( ( id ) => chosen.has( id ) );
}

/**
 * Toggles a region with all its children; parents follow. A mixed group
 * becomes fully selected.
 *
 * @param tree     The tree.
 * @param selected Selected ids.
 * @param id       The clicked region.
 */
export function toggleRegion(
	tree: RegionTree,
	selected: number[],
	id: number
): number[] {
	if ( ! tree.nodes.has( id ) ) {
		return selected;
	}
	const select = regionState( tree, selected, id ) !== 'checked';
	const next = new Set( selected );
	for ( const affected of descendantsAndSelf( tree, id ) ) {
		if ( select ) {
			next.add( affected );
		} else {
			next.delete( affected );
		}
	}
	return normaliseSelection( tree, next );
}

/**
 * Checked, unchecked, or mixed (a group with some of its areas selected).
 *
 * @param tree     The tree.
 * @param selected Selected ids (normalised).
 * @param id       A region id.
 */
export function regionState(
	tree: RegionTree,
	selected: number[],
	id: number
): RegionState {
	if ( selected.includes( id ) ) {
		return 'checked';
	}
	const below = descendantsAndSelf( tree, id ).slice( 1 );
	return below.some( ( child ) => selected.includes( child ) )
		? 'mixed'
		: 'unchecked';
}

/**
 * The start selection: all regions, or only the preselected ones (a group
 * brings its children). Preselected ids the tree does not know are ignored;
 * when none is left, all regions are selected as without a preselection.
 *
 * @param tree        The tree.
 * @param preselected Ids from the block attribute or an edited saved search.
 */
export function initialSelection(
	tree: RegionTree,
	preselected: number[] = []
): number[] {
	const known = preselected.filter( ( id ) => tree.nodes.has( id ) );
	if ( ! known.length ) {
		return allRegionIds( tree );
	}
	return normaliseSelection(
		tree,
		known.flatMap( ( id ) => descendantsAndSelf( tree, id ) )
	);
}

/**
 * The dropdown's text. Regions are counted as areas (regions without
 * children): a selected group counts its districts.
 *
 * @param tree     The tree.
 * @param selected Selected ids (normalised).
 */
export function selectionLabel( tree: RegionTree, selected: number[] ): string {
	const leaves = leafIds( tree );
	const count = leaves.filter( ( id ) => selected.includes( id ) ).length;
	if ( count === 0 ) {
		return __( 'No region selected', 'immo-wizards' );
	}
	if ( count === leaves.length ) {
		return __( 'All regions selected', 'immo-wizards' );
	}
	return sprintf(
		/* translators: %d: number of selected regions */
		_n(
			'%d region selected',
			'%d regions selected',
			count,
			'immo-wizards'
		),
		count
	);
}

/**
 * The regions tree of the editor: nesting the server's flat list and the changes the buttons send
 * (move up/down, indent under the region above, outdent). The tree is two levels deep, as the
 * server keeps it; a button whose change the server would refuse is not offered (null).
 */
/**
 * Internal dependencies
 */
import type { Region, RegionChanges } from '../../api/regions';

export interface RegionNode {
	region: Region;
	children: RegionNode[];
}

/**
 * Nests the list (each region followed by its sub-regions, siblings by position).
 *
 * @param regions The regions as GET /regions lists them.
 */
export function buildTree( regions: Region[] ): RegionNode[] {
	const nodes = new Map< number, RegionNode >();
	for ( const region of regions ) {
		nodes.set( region.id, { region, children: [] } );
	}
	const roots: RegionNode[] = [];
	for ( const node of nodes.values() ) {
		const parent = nodes.get( node.region.parentId );
		( parent && parent !== node ? parent.children : roots ).push( node );
	}
	const byPosition = ( a: RegionNode, b: RegionNode ) =>
		a.region.position - b.region.position;
	roots.sort( byPosition );
	nodes.forEach( ( node ) => node.children.sort( byPosition ) );
	return roots;
}

/**
 * The siblings of a region in order (itself included).
 *
 * @param regions The regions.
 * @param region  The region.
 */
export function siblingsOf( regions: Region[], region: Region ): Region[] {
	return regions
		.filter( ( other ) => other.parentId === region.parentId )
		.sort( ( a, b ) => a.position - b.position );
}

/**
 * Moving one place up (-1) or down (+1) among its siblings; null at the edge.
 *
 * @param regions The regions.
 * @param region  The region.
 * @param delta   -1 or +1.
 */
export function moveChange(
	regions: Region[],
	region: Region,
	delta: -1 | 1
): RegionChanges | null {
	const siblings = siblingsOf( regions, region );
	const index = siblings.findIndex( ( other ) => other.id === region.id );
	const target = index + delta;
	return target < 0 || target >= siblings.length
		? null
		: { position: target };
}

/**
 * Nesting under the top-level region above it (as its last sub-region); null for a sub-region, the
 * first region, or a region with sub-regions of its own (a third level).
 *
 * @param regions The regions.
 * @param region  The region.
 */
export function indentChange(
	regions: Region[],
	region: Region
): RegionChanges | null {
	if (
		region.parentId !== 0 ||
		regions.some( ( other ) => other.parentId === region.id )
	) {
		return null;
	}
	const siblings = siblingsOf( regions, region );
	const index = siblings.findIndex( ( other ) => other.id === region.id );
	if ( index < 1 ) {
		return null;
	}
	const parent = siblings[ index - 1 ];
	const children = regions.filter(
		( other ) => other.parentId === parent.id
	);
	return { parentId: parent.id, position: children.length };
}

/**
 * Moving a sub-region to the top level, right after its group; null for a top-level region.
 *
 * @param regions The regions.
 * @param region  The region.
 */
export function outdentChange(
	regions: Region[],
	region: Region
): RegionChanges | null {
	const parent = regions.find( ( other ) => other.id === region.parentId );
	return parent ? { parentId: 0, position: parent.position + 1 } : null;
}

/**
 * The shapes to preview for a region: its own, else its sub-regions' (a group's area is theirs).
 *
 * @param regions The regions.
 * @param region  The region.
 */
export function previewShapes( regions: Region[], region: Region ): Region[] {
	if ( region.geometry ) {
		return [ region ];
	}
	return regions.filter(
		( other ) => other.parentId === region.id && other.geometry
	);
}

/**
 * The editor's tree logic: nesting, and the change each button sends (or none when the server would
 * refuse it).
 */
/**
 * Internal dependencies
 */
import type { Region } from '../../../api/regions';
import {
	buildTree,
	indentChange,
	moveChange,
	outdentChange,
	previewShapes,
} from '../tree';
import { SQUARE } from './fixtures/regions';

function region( id: number, parentId: number, position: number ): Region {
	return {
		id,
		parentId,
		name: `R${ id }`,
		active: true,
		position,
		geometry: parentId ? SQUARE : null,
	};
}

// Server order: 1 (11, 12), 2 (21), 3.
const REGIONS = [
	region( 1, 0, 0 ),
	region( 11, 1, 0 ),
	region( 12, 1, 1 ),
	region( 2, 0, 1 ),
	region( 21, 2, 0 ),
	region( 3, 0, 2 ),
];

const find = ( id: number ) => REGIONS.find( ( r ) => r.id === id )!;

describe( 'buildTree', () => {
	it( 'nests sub-regions under their group in position order', () => {
		const shuffled = [ ...REGIONS ].reverse();
		const tree = buildTree( shuffled );
		expect( tree.map( ( node ) => node.region.id ) ).toEqual( [ 1, 2, 3 ] );
		expect( tree[ 0 ].children.map( ( node ) => node.region.id ) ).toEqual(
			[ 11, 12 ]
		);
		expect( tree[ 2 ].children ).toEqual( [] );
	} );

	it( 'shows a region whose parent is missing at the top level', () => {
		const tree = buildTree( [ region( 5, 99, 0 ), region( 6, 6, 1 ) ] );
		expect( tree.map( ( node ) => node.region.id ) ).toEqual( [ 5, 6 ] );
	} );
} );

describe( 'moveChange', () => {
	it( 'moves among siblings and stops at the edges', () => {
		expect( moveChange( REGIONS, find( 12 ), -1 ) ).toEqual( {
			position: 0,
		} );
		expect( moveChange( REGIONS, find( 11 ), -1 ) ).toBeNull();
		expect( moveChange( REGIONS, find( 12 ), 1 ) ).toBeNull();
		expect( moveChange( REGIONS, find( 2 ), 1 ) ).toEqual( {
			position: 2,
		} );
		expect( moveChange( REGIONS, find( 21 ), 1 ) ).toBeNull();
	} );
} );

describe( 'indentChange', () => {
	it( 'nests a top-level region without sub-regions under the one above, last', () => {
		expect( indentChange( REGIONS, find( 3 ) ) ).toEqual( {
			parentId: 2,
			position: 1,
		} );
	} );

	it( 'offers no third level and nothing for the first region', () => {
		expect( indentChange( REGIONS, find( 2 ) ) ).toBeNull();
		expect( indentChange( REGIONS, find( 1 ) ) ).toBeNull();
		expect( indentChange( REGIONS, find( 12 ) ) ).toBeNull();
	} );
} );

describe( 'outdentChange', () => {
	it( 'moves a sub-region to the top level right after its group', () => {
		expect( outdentChange( REGIONS, find( 12 ) ) ).toEqual( {
			parentId: 0,
			position: 1,
		} );
		expect( outdentChange( REGIONS, find( 2 ) ) ).toBeNull();
	} );
} );

describe( 'previewShapes', () => {
	it( 'shows a region’s own shape, else its sub-regions’', () => {
		expect(
			previewShapes( REGIONS, find( 11 ) ).map( ( r ) => r.id )
		).toEqual( [ 11 ] );
		expect(
			previewShapes( REGIONS, find( 1 ) ).map( ( r ) => r.id )
		).toEqual( [ 11, 12 ] );
		expect( previewShapes( REGIONS, find( 3 ) ) ).toEqual( [] );
	} );
} );

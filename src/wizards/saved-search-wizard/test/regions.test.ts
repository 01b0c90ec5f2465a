/**
 * Internal dependencies
 */
import {
	allRegionIds,
	buildRegionTree,
	initialSelection,
	regionState,
	selectionLabel,
	toggleRegion,
} from '../regions';
import { testLocations } from './fixtures/regions';

const tree = buildRegionTree( testLocations );
const all = allRegionIds( tree );

describe( 'region tree', () => {
	it( 'puts children under their parents, parents first', () => {
		expect( tree.roots ).toEqual( [ 1, 2, 5 ] );
		expect( tree.nodes.get( 1 )?.children ).toEqual( [ 11, 12 ] );
		expect( all ).toEqual( [ 1, 11, 12, 2, 21, 22, 5 ] );
	} );

	it( 'makes regions with an unknown parent top-level', () => {
		const odd = buildRegionTree( [
			{ locationId: 7, name: 'X', parentId: 99 },
		] );
		expect( odd.roots ).toEqual( [ 7 ] );
	} );

	it( 'toggles a parent with all its children', () => {
		const without = toggleRegion( tree, all, 1 );
		expect( without ).toEqual( [ 2, 21, 22, 5 ] );
		expect( toggleRegion( tree, without, 1 ) ).toEqual( all );
	} );

	it( 'derives the parent from its children', () => {
		const one = toggleRegion( tree, all, 11 );
		expect( one ).toEqual( [ 12, 2, 21, 22, 5 ] );
		expect( regionState( tree, one, 1 ) ).toBe( 'mixed' );
		const none = toggleRegion( tree, one, 12 );
		expect( regionState( tree, none, 1 ) ).toBe( 'unchecked' );
		const back = toggleRegion( tree, toggleRegion( tree, none, 11 ), 12 );
		expect( regionState( tree, back, 1 ) ).toBe( 'checked' );
		expect( back ).toEqual( all );
	} );

	it( 'selects a whole mixed group when it is toggled', () => {
		const mixed = toggleRegion( tree, all, 11 );
		expect( toggleRegion( tree, mixed, 1 ) ).toEqual( all );
	} );

	it( 'ignores unknown ids', () => {
		expect( toggleRegion( tree, all, 99 ) ).toBe( all );
	} );
} );

describe( 'initial selection', () => {
	it( 'is everything without a preselection', () => {
		expect( initialSelection( tree ) ).toEqual( all );
		expect( initialSelection( tree, [] ) ).toEqual( all );
	} );

	it( 'is only the preselected regions, a group with its children', () => {
		expect( initialSelection( tree, [ 2, 11 ] ) ).toEqual( [
			11, 2, 21, 22,
		] );
		expect( initialSelection( tree, [ 11, 12 ] ) ).toEqual( [ 1, 11, 12 ] );
	} );

	it( 'ignores unknown preselected ids, and falls back to all', () => {
		expect( initialSelection( tree, [ 5, 404 ] ) ).toEqual( [ 5 ] );
		expect( initialSelection( tree, [ 404 ] ) ).toEqual( all );
	} );
} );

describe( 'selection label', () => {
	it( 'names none, all, one and several regions (counting areas)', () => {
		expect( selectionLabel( tree, [] ) ).toBe( 'Keine Region ausgewählt' );
		expect( selectionLabel( tree, all ) ).toBe(
			'Alle Regionen ausgewählt'
		);
		expect( selectionLabel( tree, [ 5 ] ) ).toBe( '1 Region ausgewählt' );
		expect( selectionLabel( tree, [ 1, 11, 12 ] ) ).toBe(
			'2 Regionen ausgewählt'
		);
		expect( selectionLabel( tree, [ 1, 11, 12, 5 ] ) ).toBe(
			'3 Regionen ausgewählt'
		);
	} );
} );

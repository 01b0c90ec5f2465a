/**
 * The editor's pure changes to the catalogue document and its checks before saving.
 */
/**
 * Internal dependencies
 */
import {
	differs,
	inOrder,
	move,
	moveCategory,
	normalise,
	problemAt,
	problemsOf,
	updateCategoryFields,
	updateValues,
} from '../catalogue-edit';
import { aDocument } from './fixtures/document';

describe( 'catalogue editing', () => {
	it( 'sorts by order, keeps ties in place and renumbers', () => {
		expect(
			inOrder( [
				{ id: 'a', order: 5 },
				{ id: 'b', order: 1 },
				{ id: 'c', order: 5 },
			] )
		).toEqual( [
			{ id: 'b', order: 0 },
			{ id: 'a', order: 1 },
			{ id: 'c', order: 2 },
		] );
	} );

	it( 'moves up and down, not past either end', () => {
		const items = [
			{ id: 'a', order: 0 },
			{ id: 'b', order: 1 },
		];
		expect( move( items, 1, -1 ) ).toEqual( [
			{ id: 'b', order: 0 },
			{ id: 'a', order: 1 },
		] );
		expect( move( items, 0, -1 ) ).toBe( items );
		expect( move( items, 1, 1 ) ).toBe( items );
		const moved = moveCategory( aDocument(), 0, 1 );
		expect( moved.categories.map( ( c ) => [ c.id, c.order ] ) ).toEqual( [
			[ 22332, 0 ],
			[ 30225, 1 ],
		] );
	} );

	it( 'normalises the answer into display order', () => {
		const doc = aDocument();
		doc.categories[ 0 ].order = 9;
		doc.categories[ 1 ].fields[ 0 ].order = 3;
		const shown = normalise( doc );
		expect( shown.categories.map( ( c ) => c.id ) ).toEqual( [
			22332, 30225,
		] );
		expect( shown.categories[ 0 ].fields.map( ( f ) => f.id ) ).toEqual( [
			'property[zustand]',
			'price.price',
		] );
	} );

	it( 'finds what the server would refuse, by path', () => {
		expect( problemsOf( aDocument() ) ).toEqual( [] );
		let doc = aDocument();
		doc.categories[ 1 ].label = '  ';
		doc.fields[ 0 ].unit = 'x'.repeat( 21 );
		doc.fields[ 0 ].marketingTypeLabel = {
			buy: 'x'.repeat( 101 ),
			rent: 'Miete',
		};
		doc = updateValues( doc, 'property[zustand]', ( list ) => [
			...list,
			{ value: 'Neuwertig', label: 'Wie neu' },
		] );
		doc = updateCategoryFields( doc, 30225, ( fields ) =>
			fields.map( ( f ) => ( { ...f, search: true } ) )
		);
		const problems = problemsOf( doc );
		expect( problems.map( ( p ) => p.path ) ).toEqual( [
			'categories[0].fields[1].search',
			'categories[1].label',
			'fields[0].unit',
			'fields[0].marketingTypeLabel.buy',
			'fields[1].values[1].value',
		] );
		expect( problemAt( problems, 'categories[1].label' ) ).toBe(
			'Bitte geben Sie einen Text ein.'
		);
		expect( problemAt( problems, 'fields[0].label' ) ).toBeUndefined();
		const empty = updateValues(
			aDocument(),
			'property[zustand]',
			() => []
		);
		expect( problemsOf( empty ).map( ( p ) => p.path ) ).toEqual( [
			'fields[1].values',
		] );
	} );

	it( 'tells unsaved changes apart from the saved document', () => {
		const saved = aDocument();
		expect( differs( saved, aDocument() ) ).toBe( false );
		expect( differs( saved, moveCategory( saved, 0, 1 ) ) ).toBe( true );
		expect( differs( saved, { ...aDocument(), icons: [] } ) ).toBe( false );
	} );
} );

/**
 * DataViews' view → the inbox's state (the address) → the REST query, and back.
 */
/**
 * Internal dependencies
 */
import { initialState, readState, writeState } from '../url-state';
import { requestQuery, stateOfView, viewOfState } from '../view-state';

test( 'filters chosen in the view become the REST parameters and start on page 1', () => {
	const before = { ...initialState( 'lead' ), paged: 3 };
	const view = viewOfState( before, [ 'status' ] );
	const state = stateOfView(
		{
			...view,
			page: 3,
			filters: [
				{ field: 'status', operator: 'is', value: 'pending' },
				{ field: 'workflow', operator: 'is', value: 'done' },
				{
					field: 'date',
					operator: 'between',
					value: [ '2026-05-01', '2026-05-02' ],
				},
			],
			sort: { field: 'email', direction: 'asc' },
		},
		before
	);
	expect( requestQuery( state ) ).toEqual( {
		type: 'lead',
		status: 'pending',
		workflow: 'done',
		search: undefined,
		after: new Date( '2026-05-01T00:00:00' )
			.toISOString()
			.replace( '.000', '' ),
		before: new Date( '2026-05-02T23:59:59' )
			.toISOString()
			.replace( '.000', '' ),
		orderby: 'email',
		order: 'asc',
		page: 1,
		perPage: 20,
	} );
	expect( viewOfState( state, [] ).filters ).toHaveLength( 3 );
} );

test( 'a page change keeps the filter', () => {
	const before = {
		...initialState( 'message' ),
		status: 'confirmed' as const,
	};
	const state = stateOfView(
		{ ...viewOfState( before, [] ), page: 4 },
		before
	);
	expect( state ).toEqual( { ...before, paged: 4 } );
} );

test( 'the address keeps the state and drops what is unknown', () => {
	const state = {
		...initialState( 'newsletter' ),
		workflow: 'in_progress' as const,
		search: 'a&b',
		paged: 2,
		request: 12,
	};
	const query = writeState( state, '?page=immo-wizards&paged=9' );
	expect( query ).toBe(
		'page=immo-wizards&tab=newsletter&workflow=in_progress&s=a%26b&paged=2&request=12'
	);
	expect( readState( query ) ).toEqual( state );
	expect(
		readState(
			'?tab=evil&status=x&from=2026-1-1&paged=-2&per_page=7&orderby=id'
		)
	).toEqual( initialState() );
} );

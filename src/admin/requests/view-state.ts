/**
 * Between the inbox's state (the address) and DataViews' view, and from the state to the REST
 * query: filters, order and page are the server's (the list never filters or sorts by itself).
 */
/**
 * External dependencies
 */
import type { Filter, View } from '@wordpress/dataviews';

/**
 * Internal dependencies
 */
import type { RequestOrderBy, RequestQuery } from '../../api/requests';
import type { InboxState } from './url-state';

/** The layout a list starts with: a table, on phones DataViews' list. */
export function initialLayout(): 'table' | 'list' {
	return window.matchMedia?.( '(max-width: 782px)' ).matches
		? 'list'
		: 'table';
}

/**
 * The DataViews view of a state.
 *
 * @param state  The state.
 * @param fields The visible fields, in order.
 * @param layout Table or list.
 */
export function viewOfState(
	state: InboxState,
	fields: string[],
	layout: 'table' | 'list' = 'table'
): View {
	const filters: Filter[] = [];
	if ( state.status ) {
		filters.push( {
			field: 'status',
			operator: 'is',
			value: state.status,
		} );
	}
	if ( state.workflow ) {
		filters.push( {
			field: 'workflow',
			operator: 'is',
			value: state.workflow,
		} );
	}
	if ( state.from && state.to ) {
		filters.push( {
			field: 'date',
			operator: 'between',
			value: [ state.from, state.to ],
		} );
	}
	return {
		type: layout,
		search: state.search,
		filters,
		sort: { field: state.orderby, direction: state.order },
		page: state.paged,
		perPage: state.perPage,
		titleField: 'name',
		// Under the name rather than a column of its own: the table fits beside the admin menu.
		descriptionField: 'email',
		fields,
		layout: { density: 'compact' },
	};
}

function filterValue( view: View, field: string ): unknown {
	const filter = view.filters?.find( ( item ) => item.field === field );
	return filter?.value ?? undefined;
}

/**
 * The state after a change of the view. A new filter, search or order starts again on page 1.
 *
 * @param view  The changed view.
 * @param state The state before.
 */
export function stateOfView( view: View, state: InboxState ): InboxState {
	const range = filterValue( view, 'date' );
	const [ from, to ] =
		Array.isArray( range ) && range[ 0 ] && range[ 1 ] ? range : [];
	const next: InboxState = {
		...state,
		status: filterValue( view, 'status' ) as InboxState[ 'status' ],
		workflow: filterValue( view, 'workflow' ) as InboxState[ 'workflow' ],
		search: view.search ?? '',
		from,
		to,
		orderby: ( view.sort?.field as RequestOrderBy ) ?? state.orderby,
		order: view.sort?.direction ?? state.order,
		perPage: view.perPage ?? state.perPage,
	};
	const sameList =
		next.status === state.status &&
		next.workflow === state.workflow &&
		next.search === state.search &&
		next.from === state.from &&
		next.to === state.to &&
		next.orderby === state.orderby &&
		next.order === state.order &&
		next.perPage === state.perPage;
	return { ...next, paged: sameList ? ( view.page ?? state.paged ) : 1 };
}

/**
 * A day's start or end in the browser's time zone as RFC 3339 (UTC).
 *
 * @param day  YYYY-MM-DD.
 * @param time 00:00:00 or 23:59:59.
 */
function dayBoundary( day: string, time: string ): string {
	return new Date( `${ day }T${ time }` ).toISOString().replace( '.000', '' );
}

/**
 * The REST query of the request list of a state.
 *
 * @param state The state (its tab is a request type).
 */
export function requestQuery( state: InboxState ): RequestQuery {
	return {
		type: state.tab === 'contacts' ? undefined : state.tab,
		status: state.status,
		workflow: state.workflow,
		search: state.search || undefined,
		after: state.from ? dayBoundary( state.from, '00:00:00' ) : undefined,
		before: state.to ? dayBoundary( state.to, '23:59:59' ) : undefined,
		orderby: state.orderby,
		order: state.order,
		page: state.paged,
		perPage: state.perPage,
	};
}

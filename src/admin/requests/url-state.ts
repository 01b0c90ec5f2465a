/**
 * The inbox's state (view, filter, order, page, open request) lives in the address, so a reload, a
 * bookmark or the dashboard widget's link opens the same list. wp-admin's own `page` argument stays.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	REQUEST_TYPES,
	WORKFLOWS,
	type RequestOrderBy,
	type RequestStatus,
	type Workflow,
} from '../../api/requests';
import type { InboxTab } from './labels';

export interface InboxState {
	tab: InboxTab;
	status?: RequestStatus;
	workflow?: Workflow;
	search: string;
	/** First day of the date filter, YYYY-MM-DD. */
	from?: string;
	/** Last day of the date filter, YYYY-MM-DD. */
	to?: string;
	orderby: RequestOrderBy;
	order: 'asc' | 'desc';
	paged: number;
	perPage: number;
	/** The request open in the detail view. */
	request?: number;
}

export const PER_PAGE_SIZES = [ 10, 20, 50, 100 ];

const TABS: readonly InboxTab[] = [ ...REQUEST_TYPES, 'contacts' ];
const ORDER_BY: readonly RequestOrderBy[] = [
	'date',
	'name',
	'email',
	'type',
	'workflow',
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Address arguments of the state; `page` is wp-admin's screen. */
const OWN_ARGS = [
	'tab',
	'status',
	'workflow',
	's',
	'from',
	'to',
	'orderby',
	'order',
	'paged',
	'per_page',
	'request',
];

function oneOf< T extends string >(
	values: readonly T[],
	value: string | null
): T | undefined {
	return values.find( ( candidate ) => candidate === value );
}

function positive( value: string | null ): number | undefined {
	const number = Number( value );
	return Number.isInteger( number ) && number > 0 ? number : undefined;
}

/**
 * The state of a view with nothing chosen.
 *
 * @param tab The view.
 */
export function initialState( tab: InboxTab = 'lead' ): InboxState {
	return {
		tab,
		search: '',
		orderby: 'date',
		order: 'desc',
		paged: 1,
		perPage: 20,
	};
}

/**
 * The state an address names; unknown or malformed values fall back to the defaults.
 *
 * @param query The address's query string.
 */
export function readState( query: string ): InboxState {
	const args = new URLSearchParams( query );
	const day = ( name: string ) => {
		const value = args.get( name );
		return value && DAY.test( value ) ? value : undefined;
	};
	const perPage = positive( args.get( 'per_page' ) );
	return {
		...initialState( oneOf( TABS, args.get( 'tab' ) ) ),
		status: oneOf(
			[ 'pending', 'confirmed' ] as const,
			args.get( 'status' )
		),
		workflow: oneOf( WORKFLOWS, args.get( 'workflow' ) ),
		search: args.get( 's' ) ?? '',
		from: day( 'from' ),
		to: day( 'to' ),
		orderby: oneOf( ORDER_BY, args.get( 'orderby' ) ) ?? 'date',
		order: args.get( 'order' ) === 'asc' ? 'asc' : 'desc',
		paged: positive( args.get( 'paged' ) ) ?? 1,
		perPage: perPage && PER_PAGE_SIZES.includes( perPage ) ? perPage : 20,
		request: positive( args.get( 'request' ) ),
	};
}

/**
 * The query string of a state, keeping the address's other arguments; defaults are left out.
 *
 * @param state The state.
 * @param query The current query string.
 */
export function writeState( state: InboxState, query: string ): string {
	const args = new URLSearchParams( query );
	OWN_ARGS.forEach( ( name ) => args.delete( name ) );
	const defaults = initialState();
	const values: Record< string, string | number | undefined > = {
		tab: state.tab === defaults.tab ? undefined : state.tab,
		status: state.status,
		workflow: state.workflow,
		s: state.search,
		from: state.from,
		to: state.to,
		orderby: state.orderby === defaults.orderby ? undefined : state.orderby,
		order: state.order === defaults.order ? undefined : state.order,
		paged: state.paged === 1 ? undefined : state.paged,
		per_page:
			state.perPage === defaults.perPage ? undefined : state.perPage,
		request: state.request,
	};
	for ( const [ name, value ] of Object.entries( values ) ) {
		if ( value !== undefined && value !== '' ) {
			args.set( name, String( value ) );
		}
	}
	return args.toString();
}

/**
 * The state of the address and a setter that writes it back: a new history entry when the view or
 * the open request changes (Back returns to the list), the same entry for filter, order and page.
 */
export function useInboxState(): [ InboxState, ( next: InboxState ) => void ] {
	const [ state, setState ] = useState( () =>
		readState( window.location.search )
	);
	useEffect( () => {
		const onPop = () => setState( readState( window.location.search ) );
		window.addEventListener( 'popstate', onPop );
		return () => window.removeEventListener( 'popstate', onPop );
	}, [] );
	const update = useCallback( ( next: InboxState ) => {
		const current = readState( window.location.search );
		const url = `?${ writeState( next, window.location.search ) }`;
		if ( next.tab !== current.tab || next.request !== current.request ) {
			window.history.pushState( null, '', url );
		} else {
			window.history.replaceState( null, '', url );
		}
		setState( next );
	}, [] );
	return [ state, update ];
}

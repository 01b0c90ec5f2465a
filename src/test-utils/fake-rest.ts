/**
 * A fake of the plugin's REST API at the boundary where requests leave the front end: tests
 * answer routes (method + path) with data or WP_Error bodies, and every module of ours runs
 * unchanged. It serves api-fetch (through `setFetchHandler`, after api-fetch's middlewares), the
 * requests sent without session (`fetch` to the REST root the page data names, or to an allowed
 * external endpoint), and core's admin-ajax nonce endpoint, which hands out the session's nonce.
 * A collection answers with `new Page( items, total, totalPages )`: the items, and for a request
 * with `parse: false` (fetchPage) a Response with the `X-WP-Total` and `X-WP-TotalPages` headers.
 *
 *     const rest = installFakeRest().on( 'GET immo-wizards/v1/wizard/fields', fields );
 *     …
 *     expect( rest.bodyOf( 'POST immo-wizards/v1/wizard/lead' ) ).toEqual( … );
 */
/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { setNonce } from '../api/nonce-middleware';
import type { PageData } from '../host/page-data';

export interface Call {
	method: string;
	path: string;
	data?: unknown;
	/** A multipart body (uploads). */
	body?: unknown;
	/** Sent without cookies and nonce (the wizards' public routes, external endpoints). */
	anonymous: boolean;
}

type Answer = ( ( call: Call ) => unknown ) | object | unknown[] | WpError;

/** A WP_Error answer. */
export class WpError {
	constructor(
		readonly status: number,
		readonly code: string,
		readonly message = 'Fehler vom Server.'
	) {}
}

/** One page of a collection and the totals its headers report. */
export class Page {
	constructor(
		readonly items: unknown[],
		readonly total = items.length,
		readonly totalPages = 1
	) {}
}

/** No answer at all (a failed connection). */
export const NO_RESPONSE = { code: 'fetch_error', message: 'offline' };

export const REST_ROOT = 'http://localhost/wp-json/';
export const NONCE_URL = '/wp-admin/admin-ajax.php?action=rest-nonce';
export const FORM_TOKEN =
	'1700000000.' + 'c'.repeat( 32 ) + '.' + 'a'.repeat( 64 );

/** api-fetch's user-locale middleware adds this to every path. */
const LOCALE = /([?&])_locale=user(&|$)/;

function withoutLocale( path: string ): string {
	return path
		.replace( LOCALE, ( _match, before, after ) => ( after ? before : '' ) )
		.replace( /[?&]$/, '' );
}

export class FakeRest {
	readonly calls: Call[] = [];
	private routes = new Map< string, Answer[] >();
	/** What admin-ajax answers for a nonce: a nonce, '0' (no session) or a network failure. */
	ajaxNonce: string | Error = '0';

	/**
	 * Answers a route; several answers are used in turn, the last one for every later call. A
	 * route without query answers every query of its path that has no route of its own.
	 *
	 * @param route   'GET immo-wizards/v1/auth/me'.
	 * @param answers Data, a WpError, NO_RESPONSE or a function of the call (which may answer
	 *                later with a promise).
	 */
	on( route: string, ...answers: Answer[] ): this {
		this.routes.set( route, answers );
		return this;
	}

	/**
	 * The calls of one route (without query: of every query of its path).
	 *
	 * @param route 'POST immo-wizards/v1/auth/login'.
	 */
	callsOf( route: string ): Call[] {
		return this.calls.filter(
			( call ) =>
				`${ call.method } ${ call.path }` === route ||
				`${ call.method } ${ call.path.split( '?' )[ 0 ] }` === route
		);
	}

	/**
	 * The body of a route's call.
	 *
	 * @param route 'POST immo-wizards/v1/wizard/lead'.
	 * @param index Which call (default: the last one).
	 */
	bodyOf( route: string, index = -1 ): unknown {
		const calls = this.callsOf( route );
		return calls[ index < 0 ? calls.length + index : index ]?.data;
	}

	/**
	 * The answer of a call: its value, or a rejection with api-fetch's error shape.
	 *
	 * @param call The call.
	 */
	async answer( call: Call ): Promise< unknown > {
		this.calls.push( call );
		const route = `${ call.method } ${ call.path }`;
		const answers =
			this.routes.get( route ) ??
			this.routes.get( route.split( '?' )[ 0 ] );
		if ( ! answers?.length ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ route }`,
				data: { status: 404 },
			};
		}
		const next = answers.length > 1 ? answers.shift() : answers[ 0 ];
		const value =
			typeof next === 'function'
				? await ( next as ( c: Call ) => unknown )( call )
				: next;
		if ( value instanceof WpError ) {
			throw {
				code: value.code,
				message: value.message,
				data: { status: value.status },
			};
		}
		if ( value === NO_RESPONSE ) {
			throw { ...NO_RESPONSE };
		}
		return value;
	}
}

/**
 * A Response of `fetch` for a call's answer.
 *
 * @param rest The fake.
 * @param call The call.
 */
async function respond( rest: FakeRest, call: Call ): Promise< Response > {
	let status = call.method === 'POST' ? 201 : 200;
	let body: unknown;
	try {
		body = await rest.answer( call );
	} catch ( error ) {
		const failure = error as { code: string; data?: { status: number } };
		if ( failure.code === NO_RESPONSE.code ) {
			throw new TypeError( 'Failed to fetch' );
		}
		status = failure.data?.status ?? 500;
		body = failure;
	}
	return body instanceof Page
		? jsonResponse( status, body.items, totalsOf( body ) )
		: jsonResponse( status, body );
}

/**
 * The headers WordPress sends with a page of a collection.
 *
 * @param page The page.
 */
function totalsOf( page: Page ): Record< string, string > {
	return {
		'X-WP-Total': String( page.total ),
		'X-WP-TotalPages': String( page.totalPages ),
	};
}

/**
 * What api-fetch's fetch handler answers: the data, or for `parse: false` the Response (api-fetch
 * then rejects with the Response too).
 *
 * @param rest  The fake.
 * @param call  The call.
 * @param parse Whether api-fetch parses the answer.
 */
async function handle(
	rest: FakeRest,
	call: Call,
	parse: boolean
): Promise< unknown > {
	if ( ! parse ) {
		const answer = await respond( rest, call );
		if ( ! answer.ok ) {
			throw answer;
		}
		return answer;
	}
	const value = await rest.answer( call );
	return value instanceof Page ? value.items : value;
}

/**
 * What `fetch` resolves to for a JSON answer.
 *
 * @param status  HTTP status.
 * @param body    The JSON body.
 * @param headers Further headers.
 */
export function jsonResponse(
	status: number,
	body: unknown,
	headers: Record< string, string > = {}
): Response {
	const all: Record< string, string > = {
		'content-type': 'application/json',
	};
	for ( const [ name, value ] of Object.entries( headers ) ) {
		all[ name.toLowerCase() ] = value;
	}
	return {
		ok: status >= 200 && status < 300,
		status,
		headers: { get: ( name: string ) => all[ name.toLowerCase() ] ?? null },
		json: async () => body,
		text: async () => JSON.stringify( body ),
	} as unknown as Response;
}

/**
 * Installs a fresh fake: api-fetch's fetch handler, `fetch`, the page data the server prints and
 * no session nonce. Answers the form token of every form.
 *
 * @param pageData Overrides of the page data.
 */
export function installFakeRest(
	pageData: Partial< PageData > = {}
): FakeRest {
	const rest = new FakeRest();
	rest.on( 'GET immo-wizards/v1/wizard/form-token', { token: FORM_TOKEN } );
	window.immoWizardsServer = {
		renderToken: 'a'.repeat( 32 ),
		restRoot: REST_ROOT,
		submitEndpoints: [],
		...pageData,
	};
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		const headers = ( options.headers ?? {} ) as Record< string, string >;
		const call: Call = {
			// api-fetch sends PUT and DELETE as POST with an override header.
			method:
				headers[ 'X-HTTP-Method-Override' ] ?? options.method ?? 'GET',
			path: withoutLocale( options.path ?? options.url ?? '' ),
			data: options.data,
			anonymous: false,
		};
		if ( options.body !== undefined ) {
			call.body = options.body;
		}
		return handle( rest, call, options.parse !== false );
	} );
	window.fetch = jest.fn(
		async ( input: RequestInfo | URL, init: RequestInit = {} ) => {
			const url = String( input );
			if ( url === NONCE_URL ) {
				if ( rest.ajaxNonce instanceof Error ) {
					throw rest.ajaxNonce;
				}
				const nonce = rest.ajaxNonce;
				return {
					ok: nonce !== '0',
					status: nonce === '0' ? 400 : 200,
					text: async () => nonce,
				} as Response;
			}
			return respond( rest, {
				method: init.method ?? 'GET',
				path: url.startsWith( REST_ROOT )
					? url.slice( REST_ROOT.length )
					: url,
				data:
					typeof init.body === 'string'
						? JSON.parse( init.body )
						: undefined,
				anonymous: init.credentials === 'omit',
			} );
		}
	) as typeof window.fetch;
	setNonce( null );
	return rest;
}

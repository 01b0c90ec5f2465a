/**
 * The client of `npm run bench:load`: lead submits with autocannon, each with its own body (its own
 * form token, request id and e-mail address `PREFIX-N@example.com`). A form token serves one submit
 * and the wizard fetches it before the visitor sends, so the tokens are fetched before the timed run.
 *
 * With IMMO_LOAD_TARGET=comment it sends core's anonymous comment POSTs instead (`/wp/v2/comments` on
 * post 1, the baseline under the same load; accepted = HTTP 201 too).
 *
 * Usage: node tools/bench/load-client.mjs BASE_URL PREFIX
 * Environment: IMMO_LOAD_REQUESTS (default 1000), IMMO_LOAD_CONNECTIONS (default 50), IMMO_LOAD_TARGET.
 * Prints one line for tools/bench/load.sh: `sent=… accepted=… 5xx=… other=… errors=… p50=… p95=… p99=… rps=…`
 * (times in ms; accepted = HTTP 201).
 */

/**
 * External dependencies
 */
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import fs from 'node:fs';

const [ base, prefix ] = process.argv.slice( 2 );
const amount = Number( process.env.IMMO_LOAD_REQUESTS ) || 1000;
const connections = Number( process.env.IMMO_LOAD_CONNECTIONS ) || 50;
const api = `${ base }/wp-json/immo-wizards/v1/wizard`;
const comments = process.env.IMMO_LOAD_TARGET === 'comment';
const LEAD = JSON.parse(
	fs.readFileSync( new URL( './lead-request.json', import.meta.url ), 'utf8' )
);

/**
 * One form token from the form-token route.
 */
async function formToken() {
	const response = await fetch( `${ api }/form-token?type=lead` );
	if ( response.status !== 200 ) {
		throw new Error( `form token: HTTP ${ response.status }` );
	}
	return ( await response.json() ).token;
}

/**
 * `count` submit bodies, their tokens fetched `connections` at a time.
 *
 * @param {number} count Bodies.
 */
async function bodies( count ) {
	const out = [];
	if ( comments ) {
		for ( let i = 0; i < count; i++ ) {
			out.push(
				JSON.stringify( {
					post: 1,
					author_name: `Last ${ i }`,
					author_email: `${ prefix }-${ i }@example.com`,
					content: `Kommentar ${ prefix } ${ i }: ein Satz mit etwas Text.`,
				} )
			);
		}
		return out;
	}
	while ( out.length < count ) {
		const batch = Math.min( connections, count - out.length );
		const tokens = await Promise.all(
			Array.from( { length: batch }, formToken )
		);
		for ( const token of tokens ) {
			out.push(
				JSON.stringify( {
					...LEAD,
					contact: {
						...LEAD.contact,
						email: `${ prefix }-${ out.length }@example.com`,
					},
					requestId: crypto.randomUUID(),
					hp: '',
					formToken: token,
				} )
			);
		}
	}
	return out;
}

/**
 * The value at quantile q (nearest rank).
 *
 * @param {number[]} sorted Ascending values.
 * @param {number}   q      Quantile (0–1).
 */
function quantile( sorted, q ) {
	const rank = Math.max( 1, Math.ceil( q * sorted.length ) );
	return sorted.length ? sorted[ rank - 1 ] : NaN;
}

// autocannon may prepare a request per connection beyond the last one sent: spare bodies for those.
const prepared = await bodies( amount + connections );
let next = 0;
const statuses = {};
const latencies = [];
// The first answer of each status other than 201, printed for the diagnosis.
const rejected = {};
const instance = autocannon( {
	url: comments ? `${ base }/wp-json/wp/v2/comments` : `${ api }/lead`,
	connections,
	amount,
	timeout: 120,
	requests: [
		{
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			setupRequest: ( request ) => ( {
				...request,
				body: prepared[ next++ ],
			} ),
			onResponse: ( status, body ) => {
				if ( status !== 201 && ! rejected[ status ] ) {
					rejected[ status ] = body.slice( 0, 300 );
				}
			},
		},
	],
} );
instance.on( 'response', ( client, status, bytes, ms ) => {
	statuses[ status ] = ( statuses[ status ] || 0 ) + 1;
	latencies.push( ms );
} );
const result = await instance;

latencies.sort( ( a, b ) => a - b );
const count = ( test ) =>
	Object.entries( statuses )
		.filter( ( [ status ] ) => test( Number( status ) ) )
		.reduce( ( sum, [ , n ] ) => sum + n, 0 );
const line = {
	sent: latencies.length + result.errors,
	accepted: statuses[ 201 ] || 0,
	'5xx': count( ( s ) => s >= 500 ),
	other: count( ( s ) => s !== 201 && s < 500 ),
	errors: result.errors,
	p50: quantile( latencies, 0.5 ).toFixed( 0 ),
	p95: quantile( latencies, 0.95 ).toFixed( 0 ),
	p99: quantile( latencies, 0.99 ).toFixed( 0 ),
	rps: ( latencies.length / result.duration ).toFixed( 1 ),
};
for ( const [ status, body ] of Object.entries( rejected ) ) {
	// eslint-disable-next-line no-console
	console.error(
		`bench:load: ${ statuses[ status ] } × HTTP ${ status }, e.g. ${ body }`
	);
}
// eslint-disable-next-line no-console
console.log(
	Object.entries( line )
		.map( ( [ key, value ] ) => `${ key }=${ value }` )
		.join( ' ' )
);

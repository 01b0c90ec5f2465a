/**
 * The bench's server part: the lead submit (`POST /wp-json/immo-wizards/v1/wizard/lead`) against
 * core's anonymous comment POST through the same REST stack (`POST /wp-json/wp/v2/comments`) on the
 * same PHP server, timed as the visitor's browser sees them (the whole request, until the answer's
 * last byte): median of N each, interleaved, every pair from a client of its own (the bench speaks
 * through a trusted proxy, `X-Forwarded-For`). Beside them the funnel's beacon
 * (`POST /wp-json/immo-wizards/v1/funnel`, a form body as `navigator.sendBeacon` sends it: a view
 * and a step reached), whose target is half the comment POST.
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';

/**
 * Internal dependencies
 */
import LEAD from './lead-request.json';

const REQUESTS = Math.max(
	200,
	Number( process.env.IMMO_BENCH_REQUESTS ) || 200
);
const WARMUP = 10;
const TARGET_RATIO = 1.0;
const BEACON_TARGET_RATIO = 0.5;

/**
 * Median and 90th percentile of durations.
 *
 * @param values Milliseconds.
 */
function stats( values: number[] ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const at = ( q: number ) =>
		sorted[
			Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
		];
	const median =
		sorted.length % 2
			? sorted[ ( sorted.length - 1 ) / 2 ]
			: ( sorted[ sorted.length / 2 - 1 ] +
					sorted[ sorted.length / 2 ] ) /
				2;
	return { median, p90: at( 0.9 ), min: sorted[ 0 ], n: sorted.length };
}

/**
 * Times lead submits and comment POSTs, interleaved, and reports the medians against the target.
 *
 * @param base The site's URL.
 */
export async function measureServer(
	base: string
): Promise< { server: Record< string, unknown >; lines: string[] } > {
	const lines: string[] = [];
	const leadUrl = `${ base }/wp-json/immo-wizards/v1/wizard/lead`;
	const commentUrl = `${ base }/wp-json/wp/v2/comments`;
	// Client i: 10.x.y.z, one per lead/comment pair (rate-limit rows and caches are per client).
	const client = ( i: number ) => {
		const n = i + 100000;
		const octet = ( shift: number ) => Math.floor( n / 256 ** shift ) % 256;
		return {
			'X-Forwarded-For': `10.${ octet( 2 ) }.${ octet( 1 ) }.${ octet( 0 ) }`,
		};
	};
	const run = crypto.randomBytes( 4 ).toString( 'hex' );
	// A form token serves one submission: each lead fetches its own, outside the timing (the bench
	// mu-plugin sets the minimum fill time to 0).
	const fetchFormToken = async ( i: number ) => {
		const tokenResponse = await fetch(
			`${ base }/wp-json/immo-wizards/v1/wizard/form-token?type=lead`,
			{ headers: client( i ) }
		);
		if ( tokenResponse.status !== 200 ) {
			throw new Error( `form token: HTTP ${ tokenResponse.status }` );
		}
		return ( ( await tokenResponse.json() ) as { token: string } ).token;
	};
	const lead = async ( i: number ) => {
		const formToken = await fetchFormToken( i );
		const started = performance.now();
		const response = await fetch( leadUrl, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...client( i ) },
			body: JSON.stringify( {
				...LEAD,
				contact: {
					...LEAD.contact,
					email: `bench-${ run }-${ i }@example.com`,
				},
				requestId: crypto.randomUUID(),
				hp: '',
				formToken,
			} ),
		} );
		await response.arrayBuffer();
		if ( response.status !== 201 ) {
			throw new Error( `lead submit: HTTP ${ response.status }` );
		}
		return performance.now() - started;
	};
	const comment = async ( i: number ) => {
		const started = performance.now();
		const response = await fetch( commentUrl, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...client( i ) },
			body: JSON.stringify( {
				post: 1,
				author_name: `Bench ${ i }`,
				author_email: `bench-${ run }-${ i }@example.com`,
				content: `Bench comment ${ run } ${ i }: ein Kommentar mit etwas Text.`,
			} ),
		} );
		await response.arrayBuffer();
		if ( response.status !== 201 ) {
			throw new Error( `comment POST: HTTP ${ response.status }` );
		}
		return performance.now() - started;
	};

	const beacon = async ( i: number ) => {
		const body = new URLSearchParams( {
			batch: crypto.randomBytes( 16 ).toString( 'hex' ),
			'source[post]': '0',
			'source[utmSource]': 'bench',
			'events[0][screen]': 'lead-wizard',
			'events[0][event]': 'view',
			'events[1][screen]': 'lead-wizard',
			'events[1][event]': 'reached',
			'events[1][step]': 'category',
		} );
		const started = performance.now();
		const response = await fetch(
			`${ base }/wp-json/immo-wizards/v1/funnel`,
			{
				method: 'POST',
				headers: client( i ),
				body,
			}
		);
		await response.arrayBuffer();
		if ( response.status !== 204 ) {
			throw new Error( `funnel beacon: HTTP ${ response.status }` );
		}
		return performance.now() - started;
	};

	// The owner's question before her contact step: the property's facts only.
	const buyersUrl = `${ base }/wp-json/immo-wizards/v1/market/buyers?objectType=LIVING&categoryId=${ LEAD.lead.categoryId }&marketingType=buy&lat=51.0493&lng=13.7381&livingSpace=85.5&price=350000`;
	const buyers = async ( i: number ) => {
		const started = performance.now();
		const response = await fetch( buyersUrl, { headers: client( i ) } );
		await response.arrayBuffer();
		if ( response.status !== 200 ) {
			throw new Error( `buyers count: HTTP ${ response.status }` );
		}
		return performance.now() - started;
	};

	let leadTimes: number[] = [];
	let commentTimes: number[] = [];
	let beaconTimes: number[] = [];
	let buyersTimes: number[] = [];
	let serverError = '';
	try {
		for ( let i = 0; i < WARMUP; i++ ) {
			await lead( -1 - i );
			await comment( -1 - i );
			await beacon( -1 - i );
		}
		for ( let i = 0; i < REQUESTS; i++ ) {
			leadTimes.push( await lead( i ) );
			commentTimes.push( await comment( i ) );
			beaconTimes.push( await beacon( i ) );
			buyersTimes.push( await buyers( i ) );
		}
	} catch ( error ) {
		serverError = ( error as Error ).message;
		leadTimes = leadTimes.length ? leadTimes : [ NaN ];
		commentTimes = commentTimes.length ? commentTimes : [ NaN ];
		beaconTimes = beaconTimes.length ? beaconTimes : [ NaN ];
		buyersTimes = buyersTimes.length ? buyersTimes : [ NaN ];
	}
	const l = stats( leadTimes );
	const c = stats( commentTimes );
	const ratio = l.median / c.median;
	const b = stats( beaconTimes );
	const beaconRatio = b.median / c.median;
	const owners = stats( buyersTimes );
	const server = {
		lead: l,
		comment: c,
		ratio,
		beacon: b,
		beaconRatio,
		buyers: owners,
		error: serverError || undefined,
	};

	lines.push(
		`Server: median response time as the browser sees it, PHP's built-in server (MariaDB), ${ l.n } requests each, interleaved, a client each`
	);
	lines.push(
		`  POST /wp-json/immo-wizards/v1/wizard/lead   median ${ l.median.toFixed( 1 ) } ms   p90 ${ l.p90.toFixed( 1 ) } ms`
	);
	lines.push(
		`  POST /wp-json/wp/v2/comments (anonymous)   median ${ c.median.toFixed( 1 ) } ms   p90 ${ c.p90.toFixed( 1 ) } ms`
	);
	lines.push(
		`  GET  /wp-json/immo-wizards/v1/market/buyers  median ${ owners.median.toFixed( 1 ) } ms   p90 ${ owners.p90.toFixed( 1 ) } ms   (the waiting buyers' count; at 100,000 saved searches: the matching bench)`
	);
	lines.push(
		`  target: lead submit <= ${ TARGET_RATIO }x comment POST -> ${ ratio.toFixed( 2 ) }x ${ ratio <= TARGET_RATIO ? 'OK' : 'OVER' }`
	);
	lines.push(
		`  POST /wp-json/immo-wizards/v1/funnel        median ${ b.median.toFixed( 1 ) } ms   p90 ${ b.p90.toFixed( 1 ) } ms`
	);
	lines.push(
		`  target: funnel beacon <= ${ BEACON_TARGET_RATIO }x comment POST -> ${ beaconRatio.toFixed( 2 ) }x ${ beaconRatio <= BEACON_TARGET_RATIO ? 'OK' : 'OVER' }`
	);
	if ( serverError ) {
		lines.push( `  (stopped early: ${ serverError })` );
	}

	return { server, lines };
}

/**
 * The bench's server part: the server time of the lead submit (`POST /wp-json/immo-wizards/v1/wizard/lead`)
 * against core's anonymous comment POST (`/wp-comments-post.php`) on the same PHP server: median of N
 * each, interleaved.
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
	const commentUrl = `${ base }/wp-comments-post.php`;
	const run = crypto.randomBytes( 4 ).toString( 'hex' );
	// A form token serves one submission: each lead fetches its own, outside the timing (the bench
	// mu-plugin sets the minimum fill time to 0).
	const fetchFormToken = async () => {
		const tokenResponse = await fetch(
			`${ base }/wp-json/immo-wizards/v1/wizard/form-token?type=lead`
		);
		if ( tokenResponse.status !== 200 ) {
			throw new Error( `form token: HTTP ${ tokenResponse.status }` );
		}
		return ( ( await tokenResponse.json() ) as { token: string } ).token;
	};
	const lead = async ( i: number ) => {
		const formToken = await fetchFormToken();
		const started = performance.now();
		const response = await fetch( leadUrl, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
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
			redirect: 'manual',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams( {
				comment_post_ID: '1',
				author: `Bench ${ i }`,
				email: `bench-${ run }-${ i }@example.com`,
				url: '',
				comment: `Bench comment ${ run } ${ i }: ein Kommentar mit etwas Text.`,
				submit: 'Kommentar abschicken',
			} ).toString(),
		} );
		await response.arrayBuffer();
		if ( response.status !== 302 ) {
			throw new Error( `comment POST: HTTP ${ response.status }` );
		}
		return performance.now() - started;
	};

	let leadTimes: number[] = [];
	let commentTimes: number[] = [];
	let serverError = '';
	try {
		for ( let i = 0; i < WARMUP; i++ ) {
			await lead( -1 - i );
			await comment( -1 - i );
		}
		for ( let i = 0; i < REQUESTS; i++ ) {
			leadTimes.push( await lead( i ) );
			commentTimes.push( await comment( i ) );
		}
	} catch ( error ) {
		serverError = ( error as Error ).message;
		leadTimes = leadTimes.length ? leadTimes : [ NaN ];
		commentTimes = commentTimes.length ? commentTimes : [ NaN ];
	}
	const l = stats( leadTimes );
	const c = stats( commentTimes );
	const ratio = l.median / c.median;
	const server = {
		lead: l,
		comment: c,
		ratio,
		error: serverError || undefined,
	};

	lines.push(
		`Server: median response time on PHP's built-in server (MariaDB), ${ l.n } requests each, interleaved`
	);
	lines.push(
		`  POST /wp-json/immo-wizards/v1/wizard/lead   median ${ l.median.toFixed( 1 ) } ms   p90 ${ l.p90.toFixed( 1 ) } ms`
	);
	lines.push(
		`  POST /wp-comments-post.php (anonymous)     median ${ c.median.toFixed( 1 ) } ms   p90 ${ c.p90.toFixed( 1 ) } ms`
	);
	lines.push(
		`  target: lead submit <= ${ TARGET_RATIO }x comment POST -> ${ ratio.toFixed( 2 ) }x ${ ratio <= TARGET_RATIO ? 'OK' : 'OVER' }`
	);
	if ( serverError ) {
		lines.push( `  (stopped early: ${ serverError })` );
	}

	return { server, lines };
}

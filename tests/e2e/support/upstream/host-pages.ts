/**
 * Host pages of "another website" that embeds the plugin's screens (issue: embed on any website).
 * Served by the fake upstream server, so one server answers for two origins: `http://localhost:<port>`
 * (the host the site allows) and `http://127.0.0.1:<port>` (a host it does not allow, and the origin
 * of a hostile frame).
 *
 * - `/host/page?src=<embed.js URL>&route=<route>&data=<JSON of data-* attributes>&mode=script|div`
 *   embeds with the host script. Tall blocks above and below let a test see the host scroll.
 * - `/host/plain?frame=<standalone page URL>` frames a page without the host script;
 *   `window.sendInit( message )` posts to it with the frame's origin.
 * - `/host/hostile?target=<origin>` posts forged messages to its parent and its siblings.
 * Every page records the events it sees in `window.seen` (messages and `immo-wizards:track`).
 */

/**
 * External dependencies
 */
import type http from 'node:http';

const escape = ( value: string ): string =>
	value.replace( /[&<>"']/g, ( char ) => `&#${ char.charCodeAt( 0 ) };` );

const RECORDER = `<script>
window.dataLayer = [];
window.seen = [];
window.addEventListener( 'message', ( e ) => window.seen.push( { origin: e.origin, data: e.data } ) );
document.addEventListener( 'immo-wizards:track', ( e ) => window.seen.push( { track: e.detail } ) );
</script>`;

function document( title: string, body: string ): string {
	return `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ escape( title ) }</title>${ RECORDER }
<style>body{font-family:sans-serif;margin:0 auto;max-width:960px;padding:0 16px}
.spacer{height:600px;background:#eef}</style></head>
<body><h1>${ escape( title ) }</h1>${ body }</body></html>`;
}

function attributes( json: string | null ): string {
	const data = JSON.parse( json || '{}' ) as Record< string, string >;
	return Object.entries( data )
		.map(
			( [ name, value ] ) =>
				` data-${ escape( name ) }="${ escape( String( value ) ) }"`
		)
		.join( '' );
}

function embedPage( url: URL ): string {
	const src = escape( url.searchParams.get( 'src' ) || '' );
	const route = escape( url.searchParams.get( 'route' ) || '' );
	const data = attributes( url.searchParams.get( 'data' ) );
	const widget =
		url.searchParams.get( 'mode' ) === 'div'
			? `<div id="widget" data-immo-route="${ route }"${ data }></div><script src="${ src }" async></script>`
			: `<div id="widget"><script src="${ src }" data-route="${ route }"${ data } async></script></div>`;
	return document(
		'Makler Muster – Startseite',
		`<div class="spacer"></div>${ widget }<div class="spacer"></div><footer>Impressum</footer>`
	);
}

function plainPage( url: URL ): string {
	const frame = url.searchParams.get( 'frame' ) || '';
	const origin = new URL( frame ).origin;
	return document(
		'Makler Muster – eingebettet ohne Skript',
		`<div id="widget"><iframe src="${ escape( frame ) }" title="Widget" style="width:100%;height:700px;border:0"></iframe></div>
<script>window.sendInit = ( message ) => document.querySelector( '#widget iframe' ).contentWindow.postMessage( message, ${ JSON.stringify( origin ) } );</script>`
	);
}

function hostilePage( url: URL ): string {
	const target = url.searchParams.get( 'target' ) || '*';
	return document(
		'Fremder Rahmen',
		`<script>
const forged = [
	{ type: 'immo-wizards:height', height: 12 },
	{ type: 'immo-wizards:track', event: 'LeadWizard', label: 'forged' },
	{ type: 'immo-wizards:scroll-top' },
];
for ( const message of forged ) parent.postMessage( message, '*' );
for ( let i = 0; i < parent.frames.length; i++ ) {
	if ( parent.frames[ i ] !== window ) {
		parent.frames[ i ].postMessage( { type: 'immo-wizards:init', consent: { maps: true, statistics: true } }, ${ JSON.stringify( target ) } );
	}
}
document.title = 'sent';
</script>`
	);
}

const PAGES: Record< string, ( url: URL ) => string > = {
	'/host/page': embedPage,
	'/host/plain': plainPage,
	'/host/hostile': hostilePage,
};

/**
 * Answers the host pages.
 *
 * @param req Request.
 * @param url Parsed URL.
 * @param res Response.
 */
export function serveHostPages(
	req: http.IncomingMessage,
	url: URL,
	res: http.ServerResponse
): boolean {
	const page = PAGES[ url.pathname ];
	if ( ! page ) {
		return false;
	}
	res.writeHead( 200, {
		'Content-Type': 'text/html; charset=utf-8',
		'Cache-Control': 'no-store',
	} );
	res.end( page( url ) );
	return true;
}

/**
 * `npm start`'s demo of the embed: a plain HTML page of "another website" (its own origin, another
 * port) that embeds the lead wizard and the customer portal with the plugin's host script.
 *
 * Usage: node tools/demo-host.mjs <port> <site URL> <embed base, e.g. immo-app>
 */
import http from 'node:http';

const [ port, site, base ] = process.argv.slice( 2 );
const script = `${ site.replace( /\/$/, '' ) }/${ base }/embed.js`;

const page = `<!doctype html>
<html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Makler Muster – Demo einer fremden Website</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1e1e1e; }
header, main, footer { max-width: 960px; margin: 0 auto; padding: 16px; }
header { border-bottom: 1px solid #ddd; }
section { margin: 32px 0; }
</style></head>
<body>
<header><strong>Makler Muster GmbH</strong> – diese Seite liegt nicht in WordPress.</header>
<main>
<section><h1>Verkaufen oder vermieten Sie mit uns</h1>
<div data-immo-route="lead-wizard"></div></section>
<section><h2>Ihr Kundenportal</h2>
<div data-immo-route="login"></div></section>
</main>
<footer>Impressum · Datenschutz</footer>
<script src="${ script }" async></script>
<script>
document.addEventListener( 'immo-wizards:track', ( event ) => console.log( 'Tracking:', event.detail ) );
</script>
</body></html>`;

http.createServer( ( req, res ) => {
	res.writeHead( 200, {
		'Content-Type': 'text/html; charset=utf-8',
		'Cache-Control': 'no-store',
	} );
	res.end( page );
} ).listen( Number( port ), '127.0.0.1' );

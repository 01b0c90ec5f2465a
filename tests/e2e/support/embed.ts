/**
 * The embed as an agency sets it up: the admin allows a host origin in Settings → Einbettung, and a
 * host page on another website loads `{base}/embed.js` (see ./upstream/host-pages).
 */

/**
 * External dependencies
 */
import { expect, type Browser, type Frame, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './admin';

/** The default base path of the standalone pages. */
export const EMBED_BASE = 'immo-app';

const upstream = () => new URL( process.env.IMMO_UPSTREAM_URL as string );
/** The host the admin allows: same server as the fake upstream, another site name. */
export const allowedHost = () => `http://localhost:${ upstream().port }`;
/** A host that is not on the list. */
export const otherHost = () => `http://127.0.0.1:${ upstream().port }`;

/**
 * The widget's frame on a host page, once its screen has rendered.
 *
 * @param page Host page.
 */
export async function widgetFrame( page: Page ): Promise< Frame > {
	const element = await page.waitForSelector( '#widget iframe' );
	const frame = await element.contentFrame();
	if ( ! frame ) {
		throw new Error( 'The host script made no frame' );
	}
	return frame;
}

/**
 * Saves the embedding settings through the settings screen as an administrator: the websites that may
 * embed the screens and, optionally, the page on one of them that embeds the portal ('' clears it).
 *
 * @param browser          Browser (the admin logs in in a context of its own).
 * @param values           Values to save.
 * @param values.origins   Host origins, e.g. `http://localhost:8890`.
 * @param values.portalUrl The page that embeds the portal (the mails link there).
 */
export async function saveEmbedSettings(
	browser: Browser,
	values: { origins?: string[]; portalUrl?: string }
): Promise< void > {
	const context = await browser.newContext();
	const page = await context.newPage();
	await logIn( page, 'admin', 'password' );
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-settings' );
	await page.getByRole( 'tab', { name: 'Einbettung' } ).click();
	if ( values.origins ) {
		await page
			.getByLabel( 'Websites, die die Formulare einbetten dürfen' )
			.fill( values.origins.join( '\n' ) );
	}
	if ( values.portalUrl !== undefined ) {
		await page
			.getByLabel( 'Kundenportal auf Ihrer Website' )
			.fill( values.portalUrl );
	}
	const save = page.getByRole( 'button', {
		name: 'Einstellungen speichern',
	} );
	// Disabled when nothing changed: the values are saved already.
	if ( await save.isDisabled() ) {
		await context.close();
		return;
	}
	await save.click();
	await expect(
		page
			.locator( '.components-notice' )
			.filter( { hasText: 'Einstellungen gespeichert.' } )
	).toBeVisible();
	await context.close();
}

/**
 * URLs of the standalone pages and of host pages that embed them.
 *
 * @param site The WordPress site's URL.
 */
export function embedUrls( site: string ) {
	const standalone = ( route: string ) =>
		`${ site }/${ EMBED_BASE }/${ route }`;
	return {
		standalone,
		/**
		 * A host page on `host` that embeds `route` with the host script.
		 *
		 * @param host  Host origin.
		 * @param route Screen route, e.g. `lead-wizard`.
		 * @param data  Further `data-*` attributes of the script element (without `data-`).
		 * @param query Further query parameters of the host page itself (e.g. the portal's `k`).
		 */
		hostPage: (
			host: string,
			route: string,
			data: Record< string, string > = {},
			query: Record< string, string > = {}
		) =>
			`${ host }/host/page?${ new URLSearchParams( {
				...query,
				src: standalone( 'embed.js' ),
				route,
				data: JSON.stringify( data ),
			} ) }`,
		/**
		 * A host page on `host` that frames `frame` without the host script.
		 *
		 * @param host  Host origin.
		 * @param frame URL of the framed page.
		 */
		plainPage: ( host: string, frame: string ) =>
			`${ host }/host/plain?${ new URLSearchParams( { frame } ) }`,
	};
}

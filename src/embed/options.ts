/**
 * What a host page says about one widget: the route, the screen's query parameters and the init
 * message, from the element's `data-*` attributes over `window.ImmoWizards`.
 */
/**
 * Internal dependencies
 */
import {
	INIT_MESSAGE,
	ROUTES,
	type InitConfig,
	type InitConsent,
	type InitMessage,
	type Route,
} from './protocol';

declare global {
	interface Window {
		/** Set by the host page before `embed.js` runs. */
		ImmoWizards?: { config?: InitConfig; consent?: InitConsent };
	}
}

/** `data-object-id` … → the standalone page's query (the block attributes' names). */
const QUERY_KEYS = [
	'objectId',
	'customObjectId',
	'mode',
	'stepOrder',
	'regions',
] as const;

/** The host page's campaign, handed on in the frame's query: its funnel counts under it. */
const CAMPAIGN_KEYS = [ 'utm_source', 'utm_campaign' ];

/** `data-privacy-url` … → the init message's config. */
const CONFIG_KEYS = [
	'privacyUrl',
	'mapCenter',
	'mapZoom',
	'submitUrl',
	'defaultMessage',
] as const;

/**
 * The route the element asks for, or null: `data-route` on the script, `data-immo-route` on a div.
 *
 * @param element The script element or a div.
 */
export function routeOf( element: HTMLElement ): Route | null {
	const route =
		element instanceof HTMLScriptElement
			? element.dataset.route
			: element.dataset.immoRoute;
	return ROUTES.find( ( known ) => known === route ) ?? null;
}

/**
 * The URL of the route's standalone page with the element's query parameters and the host page's
 * campaign (`utm_source`, `utm_campaign` of its address, as given).
 *
 * @param base    The folder of `embed.js` (the base path of the standalone pages).
 * @param route   The route.
 * @param element The script element or div.
 */
export function frameUrl(
	base: URL,
	route: Route,
	element: HTMLElement
): string {
	const url = new URL( route, base );
	for ( const key of QUERY_KEYS ) {
		const value = element.dataset[ key ];
		if ( value ) {
			url.searchParams.set( key, value );
		}
	}
	const host = new URLSearchParams( window.location.search );
	for ( const key of CAMPAIGN_KEYS ) {
		const value = host.get( key );
		if ( value ) {
			url.searchParams.set( key, value );
		}
	}
	if ( route === 'login' ) {
		const key = takePortalKey();
		if ( key ) {
			// In the frame's fragment too: the plugin's server never sees it.
			url.hash = new URLSearchParams( { k: key } ).toString();
		}
	}
	return url.href;
}

/**
 * The personal key `k` of a mail's link to the host page that embeds the portal (the portal logs in
 * with it): in the fragment (`#k=…`, never sent to the host's server), or in the query string of a
 * link sent before. Removed from the host page's address so that it is neither bookmarked nor sent on.
 */
function takePortalKey(): string | null {
	const address = new URL( window.location.href );
	const fragment = new URLSearchParams( address.hash.slice( 1 ) );
	const key = fragment.get( 'k' ) ?? address.searchParams.get( 'k' );
	if ( key ) {
		fragment.delete( 'k' );
		address.hash = fragment.toString();
		address.searchParams.delete( 'k' );
		window.history.replaceState( window.history.state, '', address.href );
	}
	return key;
}

/**
 * `"true"`/`"false"` as a boolean, anything else as undefined.
 *
 * @param value A data attribute.
 */
function flag( value: string | undefined ): boolean | undefined {
	return value === 'true' || value === 'false' ? value === 'true' : undefined;
}

/**
 * The init message for the element's frame. Only the known keys are copied: the message is cloned
 * into the frame, and a page's config object may hold anything.
 *
 * @param element The script element or div.
 */
export function initMessage( element: HTMLElement ): InitMessage {
	const page = window.ImmoWizards ?? {};
	const config: Record< string, string | number > = {};
	for ( const key of CONFIG_KEYS ) {
		const value = element.dataset[ key ] ?? page.config?.[ key ];
		if ( typeof value === 'string' || typeof value === 'number' ) {
			config[ key ] =
				key === 'mapZoom' ? Number( value ) : String( value );
		}
	}
	const consent: InitConsent = {};
	const maps = flag( element.dataset.consentMaps ) ?? page.consent?.maps;
	const statistics =
		flag( element.dataset.consentStatistics ) ?? page.consent?.statistics;
	if ( typeof maps === 'boolean' ) {
		consent.maps = maps;
	}
	if ( typeof statistics === 'boolean' ) {
		consent.statistics = statistics;
	}
	return {
		type: INIT_MESSAGE,
		...( Object.keys( config ).length ? { config } : {} ),
		...( Object.keys( consent ).length ? { consent } : {} ),
	};
}

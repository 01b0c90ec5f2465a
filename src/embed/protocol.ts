/**
 * The messages between the host page's `embed.js` and the plugin's page in its iframe. Both sides
 * import them from here; this file imports nothing, so the host script stays small.
 */

export const READY_MESSAGE = 'immo-wizards:ready';
export const HEIGHT_MESSAGE = 'immo-wizards:height';
export const SCROLL_TOP_MESSAGE = 'immo-wizards:scroll-top';
export const TRACK_MESSAGE = 'immo-wizards:track';
export const INIT_MESSAGE = 'immo-wizards:init';

/** The app config a host page may hand over (spec §3 "App config"). */
export interface InitConfig {
	privacyUrl?: string;
	/** 'lat,lng'. */
	mapCenter?: string;
	mapZoom?: number;
	submitUrl?: string;
	defaultMessage?: string;
}

/** The host page's consent: given here, the frame shows no cookie banner of its own. */
export interface InitConsent {
	maps?: boolean;
	statistics?: boolean;
}

export interface InitMessage {
	type: typeof INIT_MESSAGE;
	config?: InitConfig;
	consent?: InitConsent;
}

/** The routes of the standalone pages, i.e. what `data-route` may name. */
export const ROUTES = [
	'lead-wizard',
	'saved-search-wizard',
	'expose-inquiry-wizard',
	'contact-form-wizard',
	'newsletter-wizard',
	'login',
] as const;

export type Route = ( typeof ROUTES )[ number ];

/**
 * The `type` of a message, or undefined when it is not one of ours.
 *
 * @param data A message's data.
 */
export function messageType( data: unknown ): string | undefined {
	const type =
		typeof data === 'object' && data !== null
			? ( data as { type?: unknown } ).type
			: undefined;
	return typeof type === 'string' && type.startsWith( 'immo-wizards:' )
		? type
		: undefined;
}

/**
 * The plugin's settings (administrators): read and written through core's `/wp/v2/settings`, where
 * they are registered settings; each value is checked on the server, which names the fields it
 * refuses. And "Test connection" for the upstream services.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { ApiError } from './errors';
import type { RequestType } from './rest-limits';

const PATH = 'wp/v2/settings';

export const CONSENT_KINDS = [
	'data_privacy',
	'accept_contact',
	'newsletter',
] as const;

export type ConsentKind = ( typeof CONSENT_KINDS )[ number ];

export type CookieBanner = 'on' | 'off' | 'wp_consent_api';

/** The agency's mail texts by key (the mail kinds' texts, MailKindInfo.texts). */
export type MailTexts = Record< string, string >;

/** Option `immo_wizards_settings`. */
export interface PluginSettings {
	office_name: string;
	office_street: string;
	office_number: string;
	office_zip: string;
	office_city: string;
	office_lat: number | string;
	office_lng: number | string;
	map_center: string;
	map_zoom: number;
	tile_url: string;
	tile_attribution: string;
	geocoder_url: string;
	routing_url: string;
	notification_email: string;
	agency_recipients: Record< RequestType, string >;
	sender_name: string;
	sender_email: string;
	retention_days: number;
	privacy_url: string;
	/** Our own banner, none (nothing waits for consent) or the site's consent plugin. */
	cookie_banner: CookieBanner;
	newsletter_enabled: boolean;
	newsletter_required: boolean;
	delete_data_on_uninstall: boolean;
	pending_daily_cap: number;
	portal_page_id: number;
	/** '' keeps the shipped text of a kind. */
	consent_texts: Record< ConsentKind, string >;
	/** Raised by the server whenever a text changes (read-only). */
	consent_text_version: number;
	/** '' keeps the shipped text; placeholders like `{type}` are filled in by the server. */
	mail_texts: MailTexts;
	trusted_proxies: string;
	proxy_header: string;
	submit_endpoints: string[];
	/** Path of the standalone pages and `embed.js` under the site's home, e.g. `immo-app`. */
	embed_base: string;
	/** Origins of the websites that may frame the standalone pages (none: embedding off). */
	embed_origins: string[];
}

/** Option `immo_wizards_alerts`. */
export interface AlertSettings {
	alert_mode: 'instant' | 'digest';
	digest_hour: number;
}

/** Option `immo_wizards_crm`: confirmed requests as OpenImmo-Feedback files for the agency's CRM. */
export interface CrmSettings {
	enabled: boolean;
	/** A machine mail to the CRM's import address, or the file attached to the agency's mail. */
	delivery: 'separate' | 'attach';
	import_email: string;
	openimmo_anid: string;
	makler_id: string;
	file_name: string;
}

/**
 * Option `immo_wizards_market`: the lead wizard's count of buyers waiting (from `buyers_threshold`
 * on, in the agency's words with `{count}`, '' for the shipped text) and the price indication.
 */
export interface MarketSettings {
	buyers_enabled: boolean;
	buyers_threshold: number;
	buyers_text: string;
	valuation_enabled: boolean;
	valuation_min_comparables: number;
	valuation_months: number;
	valuation_tolerance: number;
	valuation_correction: number;
}

export interface AllSettings {
	immo_wizards_settings: PluginSettings;
	immo_wizards_alerts: AlertSettings;
	immo_wizards_crm: CrmSettings;
	immo_wizards_market: MarketSettings;
}

export type SettingsChanges = {
	immo_wizards_settings?: Partial< PluginSettings >;
	immo_wizards_alerts?: Partial< AlertSettings >;
	immo_wizards_crm?: Partial< CrmSettings >;
	immo_wizards_market?: Partial< MarketSettings >;
};

export type Service = 'geocoder' | 'routing' | 'tiles';

export interface ServiceTestResult {
	ok: boolean;
	/** HTTP status, null when the service did not answer. */
	status: number | null;
	timeMs: number;
	/** The answer's media type (never its body). */
	contentType: string;
	error: string | null;
}

function pick( all: Record< string, unknown > ): AllSettings {
	return {
		immo_wizards_settings: all.immo_wizards_settings as PluginSettings,
		immo_wizards_alerts: all.immo_wizards_alerts as AlertSettings,
		immo_wizards_crm: all.immo_wizards_crm as CrmSettings,
		immo_wizards_market: all.immo_wizards_market as MarketSettings,
	};
}

/** The plugin's settings (core's answer holds the site's other settings too). */
export async function fetchSettings(): Promise< AllSettings > {
	return pick(
		await apiRequest< Record< string, unknown > >( { path: PATH } )
	);
}

/**
 * Stores changed values (fields not named keep theirs); nothing is stored when one is refused.
 *
 * @param changes Changed values per option.
 */
export async function saveSettings(
	changes: SettingsChanges
): Promise< AllSettings > {
	return pick(
		await apiRequest< Record< string, unknown > >( {
			path: PATH,
			method: 'POST',
			data: changes,
			hideError: true,
		} )
	);
}

/**
 * The server's messages per field of a refused save (keys like `map_zoom` or
 * `agency_recipients.lead`), empty for any other error.
 *
 * @param error The save's error.
 */
export function fieldErrors( error: ApiError ): Record< string, string > {
	const fields = ( error.data as { fields?: unknown } | undefined )?.fields;
	return fields && typeof fields === 'object'
		? ( fields as Record< string, string > )
		: {};
}

/**
 * Asks a service one typical question and reports what it answered.
 *
 * @param service Which service.
 * @param url     Its URL (tiles: the template).
 */
export function testService(
	service: Service,
	url: string
): Promise< ServiceTestResult > {
	return apiRequest< ServiceTestResult >( {
		path: 'immo-wizards/v1/settings/test-service',
		method: 'POST',
		data: { service, url },
		hideError: true,
	} );
}

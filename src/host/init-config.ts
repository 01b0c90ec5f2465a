/**
 * The host page's init message (issue 10), validated like the server validates the same settings,
 * and laid over a screen's config.
 */
/**
 * Internal dependencies
 */
import { isAllowedSubmitUrl } from '../api/submit-target';
import type { HostConsent } from './consent';
import { isHttpUrl } from './page-data';

/** What a host page may change in a screen's config, validated. */
export interface HostConfig {
	privacyUrl?: string;
	center?: [ number, number ];
	zoom?: number;
	submitUrl?: string;
	defaultMessage?: string;
}

export interface HostInit {
	config: HostConfig;
	/** Absent: the frame asks with its own banner. */
	consent?: HostConsent;
}

/** As the map settings (PHP `Map_Settings`): zoom 6 to 20, 'lat,lng' within the globe. */
const MIN_ZOOM = 6;
const MAX_ZOOM = 20;
const CENTER = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
/** As the contact form's default message (PHP `Contact_Form_Config`). */
const MAX_MESSAGE = 5000;

/**
 * 'lat,lng' as coordinates, or undefined.
 *
 * @param value The host's map centre.
 */
function parseCenter( value: unknown ): [ number, number ] | undefined {
	const match = typeof value === 'string' ? CENTER.exec( value ) : null;
	if ( ! match ) {
		return undefined;
	}
	const lat = Number( match[ 1 ] );
	const lng = Number( match[ 2 ] );
	return Math.abs( lat ) <= 90 && Math.abs( lng ) <= 180
		? [ lat, lng ]
		: undefined;
}

/**
 * The valid part of the message's config; whatever is invalid is left out (the server's value
 * stays).
 *
 * @param raw The message's `config`.
 */
function hostConfig( raw: unknown ): HostConfig {
	const { privacyUrl, mapCenter, mapZoom, submitUrl, defaultMessage } = (
		typeof raw === 'object' && raw !== null ? raw : {}
	) as Record< string, unknown >;
	const config: HostConfig = {};
	if ( isHttpUrl( privacyUrl ) ) {
		config.privacyUrl = privacyUrl;
	}
	const center = parseCenter( mapCenter );
	if ( center ) {
		config.center = center;
	}
	if (
		Number.isInteger( mapZoom ) &&
		( mapZoom as number ) >= MIN_ZOOM &&
		( mapZoom as number ) <= MAX_ZOOM
	) {
		config.zoom = mapZoom as number;
	}
	if ( typeof submitUrl === 'string' && isAllowedSubmitUrl( submitUrl ) ) {
		config.submitUrl = submitUrl;
	}
	if ( typeof defaultMessage === 'string' ) {
		config.defaultMessage = defaultMessage.slice( 0, MAX_MESSAGE );
	}
	return config;
}

/**
 * The message's consent, when it gives any: a category it leaves out is not granted.
 *
 * @param raw The message's `consent`.
 */
function hostConsent( raw: unknown ): HostConsent | undefined {
	const { maps, statistics } = ( raw ?? {} ) as Record< string, unknown >;
	if ( typeof maps !== 'boolean' && typeof statistics !== 'boolean' ) {
		return undefined;
	}
	return { maps: maps === true, statistics: statistics === true };
}

/**
 * The validated init message.
 *
 * @param data The message's data.
 */
export function readInit( data: unknown ): HostInit {
	const { config, consent } = data as Record< string, unknown >;
	const init: HostInit = { config: hostConfig( config ) };
	const given = hostConsent( consent );
	if ( given ) {
		init.consent = given;
	}
	return init;
}

/**
 * A screen's config with the host's values over the server's.
 *
 * @param config The config the server printed into the container.
 * @param init   The host page's init, null when there was none.
 */
export function withHostConfig< Config >(
	config: Config,
	init: HostInit | null
): Config {
	if ( ! init ) {
		return config;
	}
	const { center, zoom, ...rest } = init.config;
	const server = config as Record< string, unknown >;
	if ( ! center && ! zoom ) {
		return { ...server, ...rest } as Config;
	}
	return {
		...server,
		...rest,
		map: {
			...( server.map as object ),
			...( center ? { center } : {} ),
			...( zoom ? { zoom } : {} ),
		},
	} as Config;
}

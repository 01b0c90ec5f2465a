/**
 * Internal dependencies
 */
import { normaliseSharedConfig } from '../host/shared-config';
import type { Office, RoutePlannerConfig } from './types';

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value.trim() : '';

const coordinate = ( value: unknown, fallback: number ): number =>
	typeof value === 'number' && Number.isFinite( value ) ? value : fallback;

/**
 * The config with every gap filled, so a partial config (the editor before the server config
 * arrived) still renders. The shared part (map, privacy, consent) is filled the way every screen
 * fills it; an office without coordinates sits in the map's centre. Route search is offered only when
 * the server says a routing service is configured.
 *
 * @param config The config from the page.
 */
export function normaliseConfig(
	config: Partial< RoutePlannerConfig >
): RoutePlannerConfig {
	const { map, privacyUrl, newsletter, consent } =
		normaliseSharedConfig( config );
	const office: Partial< Office > = config.office ?? {};
	return {
		map,
		privacyUrl,
		newsletter,
		consent,
		office: {
			name: text( office.name ),
			street: text( office.street ),
			number: text( office.number ),
			zip: text( office.zip ),
			city: text( office.city ),
			lat: coordinate( office.lat, map.center[ 0 ] ),
			lng: coordinate( office.lng, map.center[ 1 ] ),
		},
		routing: { enabled: config.routing?.enabled === true },
	};
}

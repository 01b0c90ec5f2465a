/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { FieldConfig } from './types';

export const FIELD_CACHE_PREFIX = 'InquiryFieldsConfig';

/** Field configs are admin-editable: refresh the cached copy after a day. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface CacheEntry {
	config: FieldConfig;
	storedAt: number;
	/** Labels are translated by the server: a cached copy is only valid for its language. */
	lang: string;
	/** The catalogue's revision when stored: a save in wp-admin makes older copies stale. */
	revision?: string;
}

function pageLanguage(): string {
	return document.documentElement.lang || '';
}

// The cache is technically necessary for the wizards (no consent needed); storage may still be
// unavailable (private mode, blocked by the browser), so every access is guarded.
function readCache( id: string, revision: string ): FieldConfig | null {
	try {
		const raw = window.localStorage.getItem( FIELD_CACHE_PREFIX + id );
		if ( ! raw ) {
			return null;
		}
		const entry = JSON.parse( raw ) as Partial< CacheEntry >;
		if (
			! entry.config ||
			typeof entry.storedAt !== 'number' ||
			Date.now() - entry.storedAt > MAX_AGE_MS ||
			entry.lang !== pageLanguage() ||
			( entry.revision ?? '' ) !== revision
		) {
			return null;
		}
		return entry.config;
	} catch {
		return null;
	}
}

function writeCache( id: string, config: FieldConfig, revision: string ): void {
	const entry: CacheEntry = {
		config,
		storedAt: Date.now(),
		lang: pageLanguage(),
		revision,
	};
	try {
		window.localStorage.setItem(
			FIELD_CACHE_PREFIX + id,
			JSON.stringify( entry )
		);
	} catch {
		// Storage full or unavailable: the configs are simply fetched again next time.
	}
}

/**
 * Loads the configs of the given fields, from the local cache where possible. Only the ids
 * missing from the cache are requested. Unknown ids are left out of the answer.
 *
 * @param ids      Field ids, e.g. [ 'price.price', 'area.livingSpace' ].
 * @param revision The catalogue's revision the page was rendered with ('' when unknown).
 */
export async function fetchFieldConfigs(
	ids: string[],
	revision = ''
): Promise< Record< string, FieldConfig > > {
	const configs: Record< string, FieldConfig > = {};
	const missing: Record< string, object > = {};
	for ( const id of new Set( ids ) ) {
		const cached = readCache( id, revision );
		if ( cached ) {
			configs[ id ] = cached;
		} else {
			missing[ id ] = {};
		}
	}
	if ( Object.keys( missing ).length === 0 ) {
		return configs;
	}
	const fetched = await apiRequest< Record< string, FieldConfig > >( {
		path: 'immo-wizards/v1/wizard/fields',
		method: 'POST',
		data: missing,
	} );
	for ( const id of Object.keys( missing ) ) {
		const config = fetched?.[ id ];
		if ( config ) {
			configs[ id ] = config;
			writeCache( id, config, revision );
		}
	}
	return configs;
}

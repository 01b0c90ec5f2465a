/**
 * The regions editor (administrators): the whole tree incl. inactive regions, add, change, delete,
 * and GeoJSON uploads answered per feature.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import { ApiError } from './errors';
import { v1Regions } from './rest-routes/v1-regions';
import type { SearchLocationGeometry } from './types';

const PATH = 'immo-wizards/v1/regions';

/** Length of a region's name at most (the server's limit). */
export const REGION_NAME_MAX = v1Regions.POST.args.name.maxLength;

export interface Region {
	id: number;
	/** 0: top level. */
	parentId: number;
	name: string;
	active: boolean;
	/** Position among its siblings (0: first). */
	position: number;
	geometry: SearchLocationGeometry | null;
}

export interface RegionChanges {
	name?: string;
	parentId?: number;
	position?: number;
	active?: boolean;
	geometry?: SearchLocationGeometry | null;
}

/** What the server did (or refused) with one feature of an upload. */
export interface FeatureResult {
	/** Index in the file's `features` (0-based). */
	index: number;
	name: string;
	locationId: number | null;
	action: 'update' | 'create' | null;
	error: string | null;
}

/** The whole tree, each region followed by its sub-regions. */
export function fetchRegions(): Promise< Region[] > {
	return apiRequest< Region[] >( { path: PATH } );
}

/**
 * Adds a region at the end of its siblings.
 *
 * @param name     Name.
 * @param parentId Parent (0: top level).
 */
export function addRegion( name: string, parentId: number ): Promise< Region > {
	return apiRequest< Region >( {
		path: PATH,
		method: 'POST',
		data: { name, parentId },
	} );
}

/**
 * Renames, moves, reorders, (de)activates a region or replaces its shape.
 *
 * @param id      Region id.
 * @param changes What changes.
 */
export function updateRegion(
	id: number,
	changes: RegionChanges
): Promise< Region > {
	return apiRequest< Region >( {
		path: `${ PATH }/${ id }`,
		method: 'PATCH',
		data: changes,
	} );
}

/**
 * Deletes a region; with `force` its sub-regions too (else the server refuses).
 *
 * @param id    Region id.
 * @param force Whether to delete the sub-regions too.
 */
export function deleteRegion(
	id: number,
	force = false
): Promise< { deleted: number[] } > {
	return apiRequest< { deleted: number[] } >( {
		path: `${ PATH }/${ id }${ force ? '?force=true' : '' }`,
		method: 'DELETE',
	} );
}

/**
 * Uploads a GeoJSON file: the whole set, or one region's shape. All features or none are applied.
 *
 * @param file           The file.
 * @param options        `id`: the one region; `create`: unknown names add regions.
 * @param options.id
 * @param options.create
 */
export async function uploadRegionShapes(
	file: File,
	options: { id?: number; create?: boolean } = {}
): Promise< FeatureResult[] > {
	const query = new URLSearchParams();
	if ( options.id ) {
		query.set( 'id', String( options.id ) );
	}
	if ( options.create ) {
		query.set( 'create', 'true' );
	}
	const body = new FormData();
	body.append( 'file', file, file.name );
	const search = query.toString();
	const answer = await apiRequest< { features: FeatureResult[] } >( {
		path: `${ PATH }/geojson${ search ? `?${ search }` : '' }`,
		method: 'POST',
		body,
		hideError: true,
	} );
	return answer.features;
}

/**
 * The per-feature results of a refused upload, or null when the error is of another kind.
 *
 * @param error What the upload rejected with.
 */
export function featureErrors( error: unknown ): FeatureResult[] | null {
	const features =
		error instanceof ApiError
			? ( error.data as { features?: unknown } | undefined )?.features
			: undefined;
	return Array.isArray( features ) ? ( features as FeatureResult[] ) : null;
}

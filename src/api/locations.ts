/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type {
	SearchLocation,
	SearchLocationFeature,
	SearchLocationFeatureCollection,
	SearchLocationsResponse,
} from './types';

const BASE = 'immo-wizards/v1/wizard/locations';

/**
 * The active regions of the saved search, parents before children.
 */
export async function fetchLocations(): Promise< SearchLocation[] > {
	const answer = await apiRequest< SearchLocationsResponse >( {
		path: BASE,
	} );
	return Array.isArray( answer?.locations ) ? answer.locations : [];
}

/**
 * The outlines of the regions that have one (groups have none: their area is their children's).
 */
export async function fetchLocationShapes(): Promise<
	SearchLocationFeature[]
> {
	const answer = await apiRequest< SearchLocationFeatureCollection >( {
		path: `${ BASE }/geojson`,
	} );
	return Array.isArray( answer?.features ) ? answer.features : [];
}

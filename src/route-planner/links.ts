/**
 * Links to openstreetmap.org: plain links the visitor follows, so they need no consent.
 */
/**
 * Internal dependencies
 */
import type { LatLng } from '../components/map';

const OSM = 'https://www.openstreetmap.org/';

// Six decimals (~0.1 m) keep the links short.
const coordinate = ( value: number ) => String( Number( value.toFixed( 6 ) ) );

const pair = ( point: LatLng ) =>
	`${ coordinate( point.lat ) },${ coordinate( point.lng ) }`;

/**
 * OpenStreetMap's car directions from the start to the office.
 *
 * @param start  The start point.
 * @param office The office.
 */
export function directionsUrl( start: LatLng, office: LatLng ): string {
	return `${ OSM }directions?engine=fossgis_osrm_car&route=${ pair(
		start
	) };${ pair( office ) }`;
}

/**
 * OpenStreetMap's map with a marker on the office, zoomed in to street level.
 *
 * @param office The office.
 */
export function officeMapUrl( office: LatLng ): string {
	const lat = coordinate( office.lat );
	const lng = coordinate( office.lng );
	return `${ OSM }?mlat=${ lat }&mlon=${ lng }#map=17/${ lat }/${ lng }`;
}

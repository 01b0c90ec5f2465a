/**
 * Internal dependencies
 */
import type { PhotonFeature } from '../../api/types';
import type { Address } from './types';

function clean( value: string | undefined | null ): string {
	return ( value ?? '' ).trim();
}

/**
 * "zip city–district": the zip, then city and district joined with an en
 * dash. A district equal to the city is left out.
 *
 * @param address The address.
 */
export function composeCityLine( address: Address ): string {
	const city = clean( address.city );
	const district = clean( address.district );
	const place = [ city, district !== city ? district : '' ]
		.filter( Boolean )
		.join( '–' );
	return [ clean( address.zip ), place ].filter( Boolean ).join( ' ' );
}

/**
 * The one-line text of an address (spec §3): street and number, then the
 * city line ("zip city–district"), then state and country only when there
 * is no street; the parts joined by ", ". A house number without a street
 * says nothing on its own and is left out.
 *
 * @param address The address.
 */
export function composeAddressText( address: Address ): string {
	const street = clean( address.street );
	const streetLine = street
		? [ street, clean( address.number ) ].filter( Boolean ).join( ' ' )
		: '';
	const parts = [ streetLine, composeCityLine( address ) ];
	if ( ! street ) {
		parts.push( clean( address.state ), clean( address.country ) );
	}
	return parts
		.filter( ( part, index ) => part && parts.indexOf( part ) === index )
		.join( ', ' );
}

/**
 * The address of a geocoder (Photon) feature. Photon names a place or a
 * street in `name` when the feature is the place or street itself.
 *
 * @param feature A Photon feature.
 */
export function addressFromFeature( feature: PhotonFeature ): Address {
	const props = feature.properties ?? {};
	const [ lng, lat ] = feature.geometry.coordinates;
	const address: Address = {
		zip: props.postcode,
		city: props.city,
		district: props.district,
		street: props.street,
		number: props.housenumber,
		state: props.state,
		country: props.country,
		lat,
		lng,
	};
	if ( ! address.street && props.osm_key === 'highway' ) {
		address.street = props.name;
	}
	if ( ! address.city && props.osm_key === 'place' ) {
		address.city = props.name;
	}
	return withText( address );
}

/**
 * The label of a geocoder suggestion: the address text, led by the feature's
 * name when the name is not already part of it (a building, a shop).
 *
 * @param feature A Photon feature.
 */
export function featureLabel( feature: PhotonFeature ): string {
	const text = composeAddressText( addressFromFeature( feature ) );
	const name = clean( feature.properties?.name );
	if ( ! name || text.includes( name ) ) {
		return text;
	}
	return text ? `${ name }, ${ text }` : name;
}

/**
 * The address with its composed `text`.
 *
 * @param address The address.
 */
export function withText( address: Address ): Address {
	return { ...address, text: composeAddressText( address ) };
}

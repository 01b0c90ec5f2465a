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

/**
 * A street name to compare: lower case, "ß" as "ss", "Straße" and "Str." alike, no spaces or
 * punctuation ("Prager Str." is "Prager Straße").
 *
 * @param street The street name.
 */
function streetKey( street: string | undefined ): string {
	return clean( street )
		.toLowerCase()
		.replace( /ß/g, 'ss' )
		.replace( /strasse|str\./g, 'str' )
		.replace( /[^\p{L}\p{N}]+/gu, '' );
}

/**
 * The geocoder's feature for an address the visitor typed: the same street in the same postcode,
 * the house itself when it is among them. A feature elsewhere (the city, another street the
 * geocoder guessed for a street it does not know) is no point for the typed address.
 *
 * @param features The geocoder's answer to the typed address.
 * @param address  The typed address.
 */
export function findTypedAddress(
	features: PhotonFeature[],
	address: Address
): PhotonFeature | undefined {
	const street = streetKey( address.street );
	const zip = clean( address.zip ).replace( /\s+/g, '' );
	if ( ! street || ! zip ) {
		return undefined;
	}
	const same = features.filter( ( feature ) => {
		const found = addressFromFeature( feature );
		return (
			streetKey( found.street ) === street &&
			clean( found.zip ).replace( /\s+/g, '' ) === zip
		);
	} );
	const number = clean( address.number ).toLowerCase();
	return (
		same.find(
			( feature ) =>
				clean( feature.properties?.housenumber ).toLowerCase() ===
				number
		) ?? same[ 0 ]
	);
}

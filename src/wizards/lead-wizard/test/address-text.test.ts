/**
 * Internal dependencies
 */
import {
	addressFromFeature,
	composeAddressText,
	composeCityLine,
	featureLabel,
	findTypedAddress,
} from '../address-text';
import type { PhotonFeature } from '../../../api/types';

function feature(
	properties: PhotonFeature[ 'properties' ],
	coordinates: [ number, number ] = [ 13.4, 52.5 ]
): PhotonFeature {
	return {
		type: 'Feature',
		geometry: { type: 'Point', coordinates },
		properties,
	};
}

describe( 'composeAddressText', () => {
	it( 'puts street and number before the city line', () => {
		expect(
			composeAddressText( {
				street: 'Hauptstraße',
				number: '5a',
				zip: '10115',
				city: 'Berlin',
				state: 'Berlin',
				country: 'Deutschland',
			} )
		).toBe( 'Hauptstraße 5a, 10115 Berlin' );
	} );

	it( 'joins city and district with an en dash', () => {
		expect(
			composeAddressText( {
				street: 'Unter den Linden',
				number: '1',
				zip: '10117',
				city: 'Berlin',
				district: 'Mitte',
			} )
		).toBe( 'Unter den Linden 1, 10117 Berlin–Mitte' );
	} );

	it( 'adds state and country only when there is no street', () => {
		expect(
			composeAddressText( {
				zip: '80331',
				city: 'München',
				district: 'Altstadt',
				state: 'Bayern',
				country: 'Deutschland',
			} )
		).toBe( '80331 München–Altstadt, Bayern, Deutschland' );
	} );

	it( 'keeps a street without number and drops a number without street', () => {
		expect(
			composeAddressText( { street: 'Marktplatz', city: 'Hamburg' } )
		).toBe( 'Marktplatz, Hamburg' );
		expect(
			composeAddressText( { number: '7', zip: '20095', city: 'Hamburg' } )
		).toBe( '20095 Hamburg' );
	} );

	it( 'skips missing parts, blanks and repeats', () => {
		expect( composeAddressText( {} ) ).toBe( '' );
		expect(
			composeAddressText( { city: '  ', state: 'Berlin', country: '' } )
		).toBe( 'Berlin' );
		expect(
			composeAddressText( { city: 'Berlin', state: 'Berlin' } )
		).toBe( 'Berlin' );
		expect( composeAddressText( { lat: 52.5, lng: 13.4 } ) ).toBe( '' );
	} );
} );

describe( 'composeCityLine', () => {
	it( 'handles zip only, district only and a district equal to the city', () => {
		expect( composeCityLine( { zip: '01067' } ) ).toBe( '01067' );
		expect( composeCityLine( { district: 'Altona' } ) ).toBe( 'Altona' );
		expect(
			composeCityLine( {
				zip: '10115',
				city: 'Berlin',
				district: 'Berlin',
			} )
		).toBe( '10115 Berlin' );
	} );
} );

describe( 'addressFromFeature', () => {
	it( 'maps Photon properties and swaps the coordinates', () => {
		expect(
			addressFromFeature(
				feature( {
					street: 'Hauptstraße',
					housenumber: '5',
					postcode: '10115',
					city: 'Berlin',
					district: 'Mitte',
					country: 'Deutschland',
				} )
			)
		).toEqual( {
			street: 'Hauptstraße',
			number: '5',
			zip: '10115',
			city: 'Berlin',
			district: 'Mitte',
			state: undefined,
			country: 'Deutschland',
			lat: 52.5,
			lng: 13.4,
			text: 'Hauptstraße 5, 10115 Berlin–Mitte',
		} );
	} );

	it( 'uses the name of a street or a place', () => {
		expect(
			addressFromFeature(
				feature( {
					name: 'Hauptstraße',
					osm_key: 'highway',
					city: 'Köln',
				} )
			).text
		).toBe( 'Hauptstraße, Köln' );
		expect(
			addressFromFeature(
				feature( {
					name: 'Köln',
					osm_key: 'place',
					country: 'Deutschland',
				} )
			).text
		).toBe( 'Köln, Deutschland' );
	} );
} );

describe( 'featureLabel', () => {
	it( 'leads with a name that is not part of the address', () => {
		expect(
			featureLabel(
				feature( {
					name: 'Rathaus',
					osm_key: 'amenity',
					street: 'Marktplatz',
					housenumber: '1',
					postcode: '28195',
					city: 'Bremen',
				} )
			)
		).toBe( 'Rathaus, Marktplatz 1, 28195 Bremen' );
		expect(
			featureLabel( feature( { name: 'Bremen', osm_key: 'place' } ) )
		).toBe( 'Bremen' );
	} );
} );

describe( 'findTypedAddress', () => {
	const street = feature( {
		name: 'Prager Straße',
		osm_key: 'highway',
		postcode: '01069',
		city: 'Dresden',
	} );
	const house = feature( {
		street: 'Prager Straße',
		housenumber: '10',
		postcode: '01069',
		city: 'Dresden',
	} );
	const typed = {
		street: 'Prager Str.',
		number: '10',
		zip: '01069',
		city: 'Dresden',
	};

	it( 'takes the house of the typed street and postcode before the street', () => {
		expect( findTypedAddress( [ street, house ], typed ) ).toBe( house );
		expect(
			findTypedAddress( [ street, house ], { ...typed, number: '99' } )
		).toBe( street );
		expect(
			findTypedAddress( [ street ], {
				...typed,
				street: 'pragerstrasse',
			} )
		).toBe( street );
	} );

	it( 'takes nothing of another street or postcode', () => {
		expect(
			findTypedAddress( [ street, house ], { ...typed, zip: '01067' } )
		).toBeUndefined();
		expect(
			findTypedAddress( [ street, house ], {
				...typed,
				street: 'Pragerweg',
			} )
		).toBeUndefined();
		expect(
			findTypedAddress(
				[ feature( { name: 'Dresden', osm_key: 'place' } ) ],
				typed
			)
		).toBeUndefined();
	} );
} );

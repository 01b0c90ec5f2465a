/**
 * Internal dependencies
 */
import { normaliseConfig } from '../config';
import { formatDistance, formatDuration, officeAddressLines } from '../format';
import { directionsUrl, officeMapUrl } from '../links';
import type { Office } from '../types';
import { office } from './fixtures';

describe( 'formatDistance', () => {
	it( 'shows kilometres with one decimal comma', () => {
		expect( formatDistance( 12345 ) ).toBe( '12,3 km' );
		expect( formatDistance( 1000 ) ).toBe( '1,0 km' );
		expect( formatDistance( 1234567 ) ).toBe( '1.234,6 km' );
	} );

	it( 'shows whole metres below one kilometre', () => {
		expect( formatDistance( 850.4 ) ).toBe( '850 m' );
		expect( formatDistance( 999.6 ) ).toBe( '1,0 km' );
		expect( formatDistance( 0 ) ).toBe( '0 m' );
		expect( formatDistance( -5 ) ).toBe( '0 m' );
	} );
} );

describe( 'formatDuration', () => {
	it( 'shows minutes below an hour', () => {
		expect( formatDuration( 1500 ) ).toBe( '25 Min.' );
		expect( formatDuration( 89 ) ).toBe( '1 Min.' );
		expect( formatDuration( 10 ) ).toBe( '1 Min.' );
		expect( formatDuration( 0 ) ).toBe( '0 Min.' );
		expect( formatDuration( 3569 ) ).toBe( '59 Min.' );
	} );

	it( 'shows hours and minutes from an hour on', () => {
		expect( formatDuration( 3900 ) ).toBe( '1 Std. 5 Min.' );
		expect( formatDuration( 3600 ) ).toBe( '1 Std.' );
		expect( formatDuration( 3580 ) ).toBe( '1 Std.' );
		expect( formatDuration( 2 * 3600 + 59 * 60 ) ).toBe( '2 Std. 59 Min.' );
	} );
} );

describe( 'officeAddressLines', () => {
	it( 'gives street with number and zip with city', () => {
		expect( officeAddressLines( office ) ).toEqual( [
			'Prager Straße 10',
			'01069 Dresden',
		] );
	} );

	it( 'leaves out empty parts and a number without a street', () => {
		expect(
			officeAddressLines( { ...office, street: '', zip: '' } )
		).toEqual( [ 'Dresden' ] );
	} );
} );

describe( 'OpenStreetMap links', () => {
	it( 'opens the car directions from the start to the office', () => {
		expect(
			directionsUrl(
				{ lat: 51.1, lng: 13.8 },
				{ lat: 51.0455, lng: 13.7373 }
			)
		).toBe(
			'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=51.1,13.8;51.0455,13.7373'
		);
	} );

	it( 'rounds coordinates to six decimals', () => {
		expect(
			directionsUrl(
				{ lat: 51.123456789, lng: 13.000000001 },
				{ lat: 51.0455, lng: 13.7373 }
			)
		).toContain( 'route=51.123457,13;' );
	} );

	it( 'shows the office with a marker at street level', () => {
		expect( officeMapUrl( office ) ).toBe(
			'https://www.openstreetmap.org/?mlat=51.0455&mlon=13.7373#map=17/51.0455/13.7373'
		);
	} );
} );

describe( 'normaliseConfig', () => {
	it( 'fills gaps: the office sits in the map centre without coordinates', () => {
		const config = normaliseConfig( {
			map: {
				center: [ 51, 13 ],
				zoom: 12,
				tileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
				attribution: '',
			},
			office: { name: ' Büro ' } as Office,
		} );
		expect( config.office ).toEqual( {
			name: 'Büro',
			street: '',
			number: '',
			zip: '',
			city: '',
			lat: 51,
			lng: 13,
		} );
		expect( config.consent ).toEqual( {
			required: true,
			wpConsentApi: false,
		} );
	} );

	it( 'keeps a complete office', () => {
		expect( normaliseConfig( { office } ).office ).toEqual( office );
	} );
} );

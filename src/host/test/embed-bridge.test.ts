/**
 * The frame's side of the embedding on a standalone page: exact target origins, the start
 * handshake, the validation of the host's config and its consent.
 */
/**
 * Internal dependencies
 */
import { postToParent, scrollToTop } from '../bridge';
import { hasConsent, hasHostConsent, setConsent } from '../consent';
import { waitForInit } from '../embed-init';
import { readInit } from '../init-config';
import { track } from '../tracking';
import {
	framedBy,
	HOST,
	receive,
	resetPage,
	standalonePage,
} from './fixtures/standalone';

let post: jest.SpyInstance;

beforeEach( () => {
	post = jest
		.spyOn( window.parent, 'postMessage' )
		.mockImplementation( () => {} );
} );

afterEach( resetPage );

describe( 'posting to the host page', () => {
	it( "posts to the parent's exact origin when the settings allow it", () => {
		standalonePage( [ 'https://other.example', HOST ] );
		framedBy();
		scrollToTop();
		expect( post ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:scroll-top' },
			HOST
		);
	} );

	it( 'takes the origin from location.ancestorOrigins first', () => {
		standalonePage();
		framedBy( 'https://evil.example/' );
		Object.defineProperty( window.location, 'ancestorOrigins', {
			configurable: true,
			value: [ HOST ],
		} );
		postToParent( { type: 'immo-wizards:ready' } );
		delete ( window.location as { ancestorOrigins?: unknown } )
			.ancestorOrigins;
		expect( post ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:ready' },
			HOST
		);
	} );

	it.each( [
		[ 'a parent not in the list', [ HOST ], 'https://evil.example/' ],
		[ 'a parent on another port', [ HOST ], `${ HOST }:8080/` ],
		[ 'an empty list (embedding off)', [], `${ HOST }/` ],
		[ 'an unknown parent', [ HOST ], '' ],
	] )( 'never posts to %s, and never to "*"', ( _, origins, parent ) => {
		standalonePage( origins );
		framedBy( parent );
		setConsent( 'accepted' );
		scrollToTop();
		track( 'LeadWizard' );
		postToParent( { type: 'immo-wizards:height', height: 10 } );
		expect( post ).not.toHaveBeenCalled();
	} );

	it( 'keeps posting to any origin on a framed block page', () => {
		framedBy();
		scrollToTop();
		expect( post ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:scroll-top' },
			'*'
		);
	} );
} );

describe( 'the init message', () => {
	it( 'is taken only from the parent on an allowed origin, after ready', async () => {
		standalonePage();
		framedBy();
		const stranger = document.createElement( 'iframe' );
		document.body.appendChild( stranger );
		const done = jest.fn();
		waitForInit( 'lead-wizard' ).then( done );
		expect( post ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:ready', screen: 'lead-wizard' },
			HOST
		);

		const init = {
			type: 'immo-wizards:init',
			config: { mapZoom: 9 },
			consent: { maps: true },
		};
		receive( init, 'https://evil.example' );
		receive( init, HOST, stranger.contentWindow );
		receive( init, HOST, null );
		receive( { type: 'immo-wizards:height' } );
		await Promise.resolve();
		expect( done ).not.toHaveBeenCalled();
		expect( hasHostConsent() ).toBe( false );

		receive( init );
		await Promise.resolve();
		expect( done ).toHaveBeenCalledWith( {
			config: { zoom: 9 },
			consent: { maps: true, statistics: false },
		} );
		stranger.remove();
	} );

	it( "applies the host's consent: no banner, per category", async () => {
		standalonePage();
		framedBy();
		const waiting = waitForInit( 'contact-form' );
		expect( hasConsent( 'functional-third-party' ) ).toBe( false );
		receive( {
			type: 'immo-wizards:init',
			consent: { maps: true, statistics: false },
		} );
		await waiting;
		expect( hasHostConsent() ).toBe( true );
		expect( hasConsent( 'functional-third-party' ) ).toBe( true );
		expect( hasConsent( 'statistics' ) ).toBe( false );
	} );

	it( 'leaves consent to the frame when the host gives none', async () => {
		standalonePage();
		framedBy();
		const waiting = waitForInit( 'contact-form' );
		receive( { type: 'immo-wizards:init', consent: { maps: 'yes' } } );
		expect( await waiting ).toEqual( { config: {} } );
		expect( hasHostConsent() ).toBe( false );
	} );

	it( 'gives up after the timeout', async () => {
		jest.useFakeTimers();
		standalonePage();
		framedBy();
		const waiting = waitForInit( 'lead-wizard', 3000 );
		jest.advanceTimersByTime( 3000 );
		expect( await waiting ).toBeNull();
	} );

	it( 'only starts a framed block page: its config and consent are not taken', async () => {
		framedBy();
		const waiting = waitForInit( 'portal' );
		receive(
			{ type: 'immo-wizards:init', consent: { maps: true } },
			'https://anyone.example'
		);
		expect( await waiting ).toBeNull();
		expect( hasHostConsent() ).toBe( false );
	} );

	it( "validates the config like the server's settings", () => {
		standalonePage( [ HOST ], [ 'https://crm.example/leads' ] );
		const read = ( config: Record< string, unknown > ) =>
			readInit( { type: 'immo-wizards:init', config } ).config;

		expect(
			read( {
				privacyUrl: 'https://host.example/datenschutz',
				mapCenter: '51.0504, 13.7373',
				mapZoom: 20,
				submitUrl: 'https://crm.example/leads',
				defaultMessage: 'Hallo',
			} )
		).toEqual( {
			privacyUrl: 'https://host.example/datenschutz',
			center: [ 51.0504, 13.7373 ],
			zoom: 20,
			submitUrl: 'https://crm.example/leads',
			defaultMessage: 'Hallo',
		} );
		expect(
			read( {
				privacyUrl: 'javascript:alert(1)',
				mapCenter: '91,13',
				mapZoom: 21,
				submitUrl: 'https://evil.example/collect',
				defaultMessage: 42,
			} )
		).toEqual( {} );
		expect(
			read( {
				mapCenter: 'Dresden',
				mapZoom: 12.5,
				submitUrl: 'immo-wizards/v1/wizard/contact',
				defaultMessage: 'x'.repeat( 6000 ),
			} )
		).toEqual( {
			submitUrl: 'immo-wizards/v1/wizard/contact',
			defaultMessage: 'x'.repeat( 5000 ),
		} );
		expect( read( { mapZoom: 5 } ) ).toEqual( {} );
		expect( read( { submitUrl: 'wp/v2/users' } ) ).toEqual( {} );
	} );
} );

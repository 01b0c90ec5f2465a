/**
 * The messages `embed.js` answers: init, height, scroll and tracking from its own frames on the
 * plugin's origin only.
 */
/**
 * Internal dependencies
 */
import { startEmbeds } from '../embeds';
import {
	PLUGIN,
	addDiv,
	addScript,
	cleanUpPage,
	receive,
} from './fixtures/host-page';

afterEach( cleanUpPage );

describe( 'embed.js answers its frames', () => {
	it( 'sends the init on ready: data attributes over window.ImmoWizards', () => {
		window.ImmoWizards = {
			config: {
				privacyUrl: 'https://host.example/datenschutz',
				mapCenter: '51.05,13.73',
				submitUrl: 'https://crm.example/leads',
				extra: () => null,
			} as never,
			consent: { maps: true, statistics: true },
		};
		const script = addScript( {
			'data-route': 'contact-form-wizard',
			'data-map-zoom': '14',
			'data-default-message': 'Bitte rufen Sie mich an.',
			'data-consent-statistics': 'false',
		} );
		const [ { iframe } ] = startEmbeds( script );
		const frame = iframe.contentWindow!;
		const post = jest.spyOn( frame, 'postMessage' );

		receive(
			{ type: 'immo-wizards:ready', screen: 'contact-form' },
			frame
		);
		expect( post ).toHaveBeenCalledWith(
			{
				type: 'immo-wizards:init',
				config: {
					privacyUrl: 'https://host.example/datenschutz',
					mapCenter: '51.05,13.73',
					mapZoom: 14,
					submitUrl: 'https://crm.example/leads',
					defaultMessage: 'Bitte rufen Sie mich an.',
				},
				consent: { maps: true, statistics: false },
			},
			PLUGIN
		);
	} );

	it( 'sends a bare init when the page configures nothing', () => {
		const [ { iframe } ] = startEmbeds(
			addScript( { 'data-route': 'login' } )
		);
		const post = jest.spyOn( iframe.contentWindow!, 'postMessage' );
		receive( { type: 'immo-wizards:ready' }, iframe.contentWindow );
		expect( post ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:init' },
			PLUGIN
		);
	} );

	it( 'sizes the frame to its content', () => {
		const [ { iframe } ] = startEmbeds(
			addScript( { 'data-route': 'lead-wizard' } )
		);
		receive(
			{ type: 'immo-wizards:height', height: 812.4 },
			iframe.contentWindow
		);
		expect( iframe.style.height ).toBe( '813px' );

		receive(
			{ type: 'immo-wizards:height', height: 'tall' },
			iframe.contentWindow
		);
		receive(
			{ type: 'immo-wizards:height', height: -5 },
			iframe.contentWindow
		);
		expect( iframe.style.height ).toBe( '813px' );
	} );

	it( 'scrolls the page up to the frame only when its top is out of view', () => {
		const [ { iframe } ] = startEmbeds(
			addScript( { 'data-route': 'lead-wizard' } )
		);
		const scrollTo = jest
			.spyOn( window, 'scrollTo' )
			.mockImplementation( () => {} );
		Object.defineProperty( window, 'scrollY', {
			configurable: true,
			value: 1000,
		} );
		const rect = jest.spyOn( iframe, 'getBoundingClientRect' );

		rect.mockReturnValue( { top: 40 } as DOMRect );
		receive( { type: 'immo-wizards:scroll-top' }, iframe.contentWindow );
		expect( scrollTo ).not.toHaveBeenCalled();

		rect.mockReturnValue( { top: -300 } as DOMRect );
		receive( { type: 'immo-wizards:scroll-top' }, iframe.contentWindow );
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 700,
			behavior: 'smooth',
		} );
	} );

	it( 're-emits tracking events into dataLayer and as a DOM event with the route', () => {
		window.dataLayer = [ { event: 'gtm.js' } ];
		const div = addDiv( { 'data-immo-route': 'expose-inquiry-wizard' } );
		startEmbeds( addScript() );
		const iframe = div.querySelector( 'iframe' )!;
		const heard = jest.fn();
		document.addEventListener( 'immo-wizards:track', ( event ) =>
			heard( ( event as CustomEvent ).detail, event.target )
		);

		receive(
			{
				type: 'immo-wizards:track',
				event: 'immoObjectInquiry',
				label: 'ABC-12',
			},
			iframe.contentWindow
		);
		expect( window.dataLayer ).toEqual( [
			{ event: 'gtm.js' },
			{ event: 'immoObjectInquiry', label: 'ABC-12' },
		] );
		expect( heard ).toHaveBeenCalledWith(
			{
				event: 'immoObjectInquiry',
				label: 'ABC-12',
				route: 'expose-inquiry-wizard',
			},
			div
		);
	} );

	it( 'ignores a foreign origin and a foreign source', () => {
		window.dataLayer = [];
		const [ { iframe } ] = startEmbeds(
			addScript( { 'data-route': 'lead-wizard' } )
		);
		const post = jest.spyOn( iframe.contentWindow!, 'postMessage' );
		const stranger = document.createElement( 'iframe' );
		document.body.appendChild( stranger );
		const messages = [
			{ type: 'immo-wizards:height', height: 400 },
			{ type: 'immo-wizards:track', event: 'LeadWizard' },
			{ type: 'immo-wizards:ready' },
		];

		for ( const data of messages ) {
			// The right frame, but (after a navigation) another origin.
			receive( data, iframe.contentWindow, 'https://evil.example' );
			// The plugin's origin spelled differently is another origin.
			receive( data, iframe.contentWindow, `${ PLUGIN }:8443` );
			// The right origin, but another frame or the page itself.
			receive( data, stranger.contentWindow );
			receive( data, window );
			receive( data, null );
		}
		expect( iframe.style.height ).toBe( '' );
		expect( window.dataLayer ).toEqual( [] );
		expect( post ).not.toHaveBeenCalled();
	} );
} );

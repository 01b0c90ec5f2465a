/**
 * The host script `embed.js`: frames for both embedding modes, config from data attributes and
 * `window.ImmoWizards`, and the messages it answers (only the plugin's origin, only its frames).
 */
/**
 * Internal dependencies
 */
import { startEmbeds } from '../embeds';

const PLUGIN = 'https://agency.example';
const SRC = `${ PLUGIN }/immo-app/embed.js`;

function addScript( attributes: Record< string, string > = {} ) {
	const script = document.createElement( 'script' );
	script.src = SRC;
	Object.entries( attributes ).forEach( ( [ name, value ] ) =>
		script.setAttribute( name, value )
	);
	document.body.appendChild( script );
	return script;
}

function addDiv( attributes: Record< string, string > ) {
	const div = document.createElement( 'div' );
	Object.entries( attributes ).forEach( ( [ name, value ] ) =>
		div.setAttribute( name, value )
	);
	document.body.appendChild( div );
	return div;
}

/**
 * A message as the browser delivers it.
 *
 * @param data   The data.
 * @param source The sending window.
 * @param origin The sender's origin.
 */
function receive(
	data: unknown,
	source: Window | null,
	origin = PLUGIN
): void {
	window.dispatchEvent(
		new MessageEvent( 'message', { data, origin, source } )
	);
}

afterEach( () => {
	document.body.innerHTML = '';
	delete window.ImmoWizards;
	delete window.dataLayer;
	jest.restoreAllMocks();
} );

describe( 'embed.js creates the frames', () => {
	it( 'puts one frame after its script tag, with the query from its data attributes', () => {
		const script = addScript( {
			'data-route': 'expose-inquiry-wizard',
			'data-object-id': '17',
			'data-custom-object-id': 'ABC-12',
			'data-unknown': 'x',
		} );
		const [ embed ] = startEmbeds( script );
		const iframe = script.nextElementSibling as HTMLIFrameElement;
		expect( iframe ).toBe( embed.iframe );
		expect( iframe.tagName ).toBe( 'IFRAME' );
		expect( iframe.src ).toBe(
			`${ PLUGIN }/immo-app/expose-inquiry-wizard?objectId=17&customObjectId=ABC-12`
		);
		expect( iframe.title ).toBe( 'Anfrage zur Immobilie' );
		expect( iframe.getAttribute( 'style' ) ).toBe(
			'border:0;width:100%;display:block'
		);
		expect( iframe.hasAttribute( 'loading' ) ).toBe( false );
	} );

	it( 'fills every div[data-immo-route] once; later frames load lazily', () => {
		const lead = addDiv( {
			'data-immo-route': 'lead-wizard',
			'data-mode': 'seeker',
			'data-step-order': 'address-first',
		} );
		const portal = addDiv( { 'data-immo-route': 'login' } );
		const unknown = addDiv( { 'data-immo-route': 'wp-admin' } );
		const script = addScript();

		expect( startEmbeds( script ) ).toHaveLength( 2 );
		const leadFrame = lead.querySelector( 'iframe' )!;
		expect( leadFrame.src ).toBe(
			`${ PLUGIN }/immo-app/lead-wizard?mode=seeker&stepOrder=address-first`
		);
		expect( leadFrame.title ).toBe( 'Immobilie verkaufen oder vermieten' );
		const portalFrame = portal.querySelector( 'iframe' )!;
		expect( portalFrame.title ).toBe( 'Kundenportal' );
		expect( portalFrame.getAttribute( 'loading' ) ).toBe( 'lazy' );
		expect( unknown.querySelector( 'iframe' ) ).toBeNull();
		expect( script.nextElementSibling ).toBeNull();

		// A second copy of the script on the page leaves them alone.
		expect( startEmbeds( addScript() ) ).toHaveLength( 0 );
		expect( lead.querySelectorAll( 'iframe' ) ).toHaveLength( 1 );
	} );

	it( 'hands the key of a mail link to the portal frame and removes it from the address', () => {
		window.history.replaceState(
			null,
			'',
			'/kunden/portal?lang=de&k=abc123'
		);
		const lead = addDiv( { 'data-immo-route': 'lead-wizard' } );
		const portal = addDiv( { 'data-immo-route': 'login' } );
		startEmbeds( addScript() );
		expect( lead.querySelector( 'iframe' )!.src ).toBe(
			`${ PLUGIN }/immo-app/lead-wizard`
		);
		expect( portal.querySelector( 'iframe' )!.src ).toBe(
			`${ PLUGIN }/immo-app/login#k=abc123`
		);
		expect( window.location.pathname + window.location.search ).toBe(
			'/kunden/portal?lang=de'
		);
	} );

	it( 'takes the key from the fragment, where the mails put it', () => {
		window.history.replaceState(
			null,
			'',
			'/kunden/portal?lang=de#k=def456'
		);
		const portal = addDiv( { 'data-immo-route': 'login' } );
		startEmbeds( addScript() );
		expect( portal.querySelector( 'iframe' )!.src ).toBe(
			`${ PLUGIN }/immo-app/login#k=def456`
		);
		expect( window.location.href ).toMatch( /\/kunden\/portal\?lang=de$/ );
	} );
} );

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

describe( 'embed.js as loaded by the page', () => {
	it( 'starts with its own script element once the DOM is ready', () => {
		const script = addScript( { 'data-route': 'newsletter-wizard' } );
		Object.defineProperty( document, 'currentScript', {
			configurable: true,
			get: () => script,
		} );
		jest.isolateModules( () => {
			require( '../host' );
		} );
		delete ( document as { currentScript?: unknown } ).currentScript;
		expect( ( script.nextElementSibling as HTMLIFrameElement ).src ).toBe(
			`${ PLUGIN }/immo-app/newsletter-wizard`
		);
	} );
} );

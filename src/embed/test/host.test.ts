/**
 * The host script `embed.js`: frames for both embedding modes, their config from data attributes, and
 * its start on the page (its messages: messages.test.ts).
 */
/**
 * Internal dependencies
 */
import { startEmbeds } from '../embeds';
import { PLUGIN, addDiv, addScript, cleanUpPage } from './fixtures/host-page';

afterEach( cleanUpPage );

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

	it( 'hands the host page’s campaign on to every frame, as given and beside the portal key', () => {
		window.history.replaceState(
			null,
			'',
			'/angebot?utm_source=Newsletter%20M%C3%A4rz&utm_medium=mail&utm_campaign=herbst#k=abc123'
		);
		const lead = addDiv( {
			'data-immo-route': 'lead-wizard',
			'data-mode': 'seeker',
		} );
		const portal = addDiv( { 'data-immo-route': 'login' } );
		startEmbeds( addScript() );
		const query = new URLSearchParams( {
			utm_source: 'Newsletter März',
			utm_campaign: 'herbst',
		} );
		expect( lead.querySelector( 'iframe' )!.src ).toBe(
			`${ PLUGIN }/immo-app/lead-wizard?mode=seeker&${ query }`
		);
		expect( portal.querySelector( 'iframe' )!.src ).toBe(
			`${ PLUGIN }/immo-app/login?${ query }#k=abc123`
		);
		// The host page keeps its campaign (only the key leaves its address).
		expect(
			Object.fromEntries( new URLSearchParams( window.location.search ) )
		).toEqual( {
			utm_source: 'Newsletter März',
			utm_medium: 'mail',
			utm_campaign: 'herbst',
		} );
		expect( window.location.hash ).toBe( '' );
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

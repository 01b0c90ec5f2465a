/**
 * Internal dependencies
 */
import {
	CONSENT_STORAGE_KEY,
	configureConsent,
	getConsent,
	hasConsent,
	setConsent,
	subscribe,
} from '../consent';

function resetPage() {
	delete window.immoWizardsPage;
	delete window.wp_has_consent;
	window.localStorage.clear();
}

describe( 'consent store', () => {
	beforeEach( resetPage );
	afterAll( resetPage );

	it( 'allows nothing optional before a decision', () => {
		configureConsent( { required: true } );
		expect( getConsent() ).toBeNull();
		expect( hasConsent( 'functional-third-party' ) ).toBe( false );
		expect( hasConsent( 'statistics' ) ).toBe( false );
	} );

	it( 'requires consent unless configured otherwise', () => {
		expect( hasConsent( 'statistics' ) ).toBe( false );
		configureConsent( { required: false } );
		expect( hasConsent( 'statistics' ) ).toBe( true );
		expect( hasConsent( 'functional-third-party' ) ).toBe( true );
	} );

	it( 'stores the decision and tells every subscriber', () => {
		configureConsent( { required: true } );
		const first = jest.fn();
		const second = jest.fn();
		const unsubscribe = subscribe( first );
		subscribe( second )();

		setConsent( 'accepted' );
		expect( first ).toHaveBeenCalledTimes( 1 );
		expect( second ).not.toHaveBeenCalled();
		expect( getConsent() ).toBe( 'accepted' );
		expect( hasConsent( 'functional-third-party' ) ).toBe( true );
		expect(
			JSON.parse( window.localStorage.getItem( CONSENT_STORAGE_KEY )! )
		).toMatchObject( { value: 'accepted' } );

		setConsent( 'declined' );
		expect( hasConsent( 'statistics' ) ).toBe( false );
		unsubscribe();
	} );

	it( 'reaches other bundles through the window event', () => {
		const listener = jest.fn();
		window.addEventListener( 'immo-wizards:consent', listener );
		setConsent( 'accepted' );
		expect( listener ).toHaveBeenCalledWith(
			expect.objectContaining( { detail: { value: 'accepted' } } )
		);
		window.removeEventListener( 'immo-wizards:consent', listener );
	} );

	it( 'keeps the decision for the page when storage fails', () => {
		const setItem = jest
			.spyOn( Storage.prototype, 'setItem' )
			.mockImplementation( () => {
				throw new Error( 'SecurityError' );
			} );
		setConsent( 'declined' );
		expect( getConsent() ).toBe( 'declined' );
		setItem.mockRestore();
	} );

	it( 'forgets a decision older than a year', () => {
		window.localStorage.setItem(
			CONSENT_STORAGE_KEY,
			JSON.stringify( { value: 'accepted', time: 0 } )
		);
		expect( getConsent() ).toBeNull();
	} );

	it( 'follows the WP Consent API when present', () => {
		configureConsent( { required: true } );
		setConsent( 'declined' );
		const granted: Record< string, boolean > = {
			marketing: true,
			statistics: false,
		};
		window.wp_has_consent = ( category ) => granted[ category ];
		expect( hasConsent( 'functional-third-party' ) ).toBe( true );
		expect( hasConsent( 'statistics' ) ).toBe( false );

		const callback = jest.fn();
		const unsubscribe = subscribe( callback );
		granted.statistics = true;
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { statistics: 'allow' },
			} )
		);
		expect( callback ).toHaveBeenCalled();
		expect( hasConsent( 'statistics' ) ).toBe( true );
		unsubscribe();
	} );

	it( 'waits for the site consent plugin when the settings name it', () => {
		configureConsent( { required: true, wpConsentApi: true } );
		// Our own stored decision no longer counts, and nothing is granted before the plugin's script.
		setConsent( 'accepted' );
		expect( hasConsent( 'functional-third-party' ) ).toBe( false );

		const callback = jest.fn();
		const unsubscribe = subscribe( callback );
		window.wp_has_consent = ( category ) => category === 'marketing';
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { marketing: 'allow' },
			} )
		);
		expect( callback ).toHaveBeenCalled();
		expect( hasConsent( 'functional-third-party' ) ).toBe( true );
		expect( hasConsent( 'statistics' ) ).toBe( false );
		unsubscribe();
	} );
} );

/**
 * Internal dependencies
 */
import { configureConsent, setConsent } from '../consent';
import { track } from '../tracking';

describe( 'track', () => {
	const originalSelf = Object.getOwnPropertyDescriptor( window, 'self' )!;

	beforeEach( () => {
		delete window.immoWizardsPage;
		delete window.dataLayer;
		window.localStorage.clear();
		configureConsent( { required: true } );
	} );

	afterEach( () => {
		Object.defineProperty( window, 'self', originalSelf );
		jest.restoreAllMocks();
	} );

	it( 'sends nothing without statistics consent', () => {
		const listener = jest.fn();
		document.addEventListener( 'immo-wizards:track', listener );
		track( 'LeadWizard' );
		setConsent( 'declined' );
		track( 'LeadWizard' );
		expect( window.dataLayer ).toBeUndefined();
		expect( listener ).not.toHaveBeenCalled();
		document.removeEventListener( 'immo-wizards:track', listener );
	} );

	it( 'pushes to the dataLayer and the document when inline', () => {
		setConsent( 'accepted' );
		const listener = jest.fn();
		document.addEventListener( 'immo-wizards:track', listener );
		track( 'immoObjectInquiry', 'A-17' );
		expect( window.dataLayer ).toEqual( [
			{ event: 'immoObjectInquiry', label: 'A-17' },
		] );
		expect( listener.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			event: 'immoObjectInquiry',
			label: 'A-17',
		} );
		document.removeEventListener( 'immo-wizards:track', listener );
	} );

	it( 'posts to the parent frame when framed', () => {
		setConsent( 'accepted' );
		// In a frame, self and top differ.
		Object.defineProperty( window, 'self', {
			configurable: true,
			get: () => ( {} ),
		} );
		const postMessage = jest
			.spyOn( window.parent, 'postMessage' )
			.mockImplementation( () => {} );
		track( 'LeadWizard' );
		expect( postMessage ).toHaveBeenCalledWith(
			{
				type: 'immo-wizards:track',
				event: 'LeadWizard',
				label: undefined,
			},
			'*'
		);
		expect( window.dataLayer ).toBeUndefined();
	} );

	it( 'tracks freely when consent is not required', () => {
		configureConsent( { required: false } );
		track( 'ContactFormWizard' );
		expect( window.dataLayer ).toHaveLength( 1 );
	} );
} );

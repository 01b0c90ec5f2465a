/**
 * The funnel beacon: what it sends, when, and where from.
 */
/**
 * External dependencies
 */
import { renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { installBeacon, sentBatches } from '../../test-utils/beacon';
import { installFakeRest, REST_ROOT } from '../../test-utils/fake-rest';
import { countView, funnel, resetFunnel, sendFunnel } from '../funnel';
import { useFunnelSteps } from '../use-funnel-steps';

const beacon = jest.fn< boolean, [ string, URLSearchParams ] >( () => true );

/** The batches sent. */
const batches = () => sentBatches( beacon );

beforeEach( () => {
	installFakeRest( { postId: 42 } );
	installBeacon( beacon );
	window.history.replaceState( null, '', '/bewerten/' );
} );

afterEach( () => {
	resetFunnel();
	beacon.mockClear();
} );

describe( 'funnel', () => {
	it( 'sends nothing while nobody acts, the queue in one batch when the page is left', () => {
		funnel( 'lead-wizard', 'view' );
		funnel( 'lead-wizard', 'reached', 'category' );
		expect( beacon ).not.toHaveBeenCalled();

		window.dispatchEvent( new Event( 'pagehide' ) );
		expect( batches() ).toEqual( [
			{
				url: `${ REST_ROOT }immo-wizards/v1/funnel`,
				batch: expect.stringMatching( /^[0-9a-f]{32}$/ ),
				source: { post: '42' },
				events: [
					{ screen: 'lead-wizard', event: 'view' },
					{
						screen: 'lead-wizard',
						event: 'reached',
						step: 'category',
					},
				],
			},
		] );
		// Nothing waits any more: leaving again sends nothing.
		window.dispatchEvent( new Event( 'pagehide' ) );
		expect( beacon ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'takes the campaign from the address as given, cut to 64 characters', () => {
		window.history.replaceState(
			null,
			'',
			`/bewerten/?utm_source=Newsletter%20M%C3%A4rz&utm_campaign=${ 'x'.repeat( 70 ) }&utm_medium=mail`
		);
		funnel( 'newsletter', 'view', undefined, true );
		expect( batches()[ 0 ].source ).toEqual( {
			post: '42',
			utmSource: 'Newsletter März',
			utmCampaign: 'x'.repeat( 64 ),
		} );
	} );

	it( 'gives each batch its own id and at most 30 events', () => {
		for ( let i = 0; i < 31; i++ ) {
			funnel( 'portal', 'view' );
		}
		sendFunnel();
		const sent = batches();
		expect( sent.map( ( batch ) => batch.events.length ) ).toEqual( [
			30, 1,
		] );
		expect( sent[ 0 ].batch ).not.toBe( sent[ 1 ].batch );
	} );

	it( 'counts only the screens the server knows', () => {
		funnel( 'property-details', 'view', undefined, true );
		expect( beacon ).not.toHaveBeenCalled();
	} );

	it( 'stays quiet without page data (an editor preview)', () => {
		delete window.immoWizardsServer;
		expect( () =>
			funnel( 'lead-wizard', 'view', undefined, true )
		).not.toThrow();
		expect( beacon ).not.toHaveBeenCalled();
	} );
} );

describe( 'useFunnelSteps', () => {
	const steps = [ 'category', 'address', 'details', 'contact' ];

	it( 'counts each step reached and completed once, one beacon per step change', () => {
		const { rerender } = renderHook(
			( { step }: { step: number } ) =>
				useFunnelSteps( 'lead-wizard', steps, step ),
			{ initialProps: { step: 1 } }
		);
		// The first step is reached with the screen's view, and waits with it.
		sendFunnel();
		expect( beacon ).not.toHaveBeenCalled();
		countView( 'lead-wizard' );
		expect( beacon ).not.toHaveBeenCalled();

		rerender( { step: 2 } );
		expect( batches()[ 0 ].events ).toEqual( [
			{ screen: 'lead-wizard', event: 'view' },
			{ screen: 'lead-wizard', event: 'reached', step: 'category' },
			{ screen: 'lead-wizard', event: 'completed', step: 'category' },
			{ screen: 'lead-wizard', event: 'reached', step: 'address' },
		] );

		// Back and forward again: nothing new, nothing sent.
		rerender( { step: 1 } );
		rerender( { step: 2 } );
		expect( beacon ).toHaveBeenCalledTimes( 1 );

		rerender( { step: 3 } );
		expect( beacon ).toHaveBeenCalledTimes( 2 );
		expect( batches()[ 1 ].events ).toEqual( [
			{ screen: 'lead-wizard', event: 'completed', step: 'address' },
			{ screen: 'lead-wizard', event: 'reached', step: 'details' },
		] );
	} );

	it( 'reaches the first step at once when the screen was already seen', () => {
		countView( 'saved-search-wizard' );
		renderHook( () =>
			useFunnelSteps( 'saved-search-wizard', [ 'regions' ], 1 )
		);
		sendFunnel();
		expect( batches()[ 0 ].events ).toEqual( [
			{ screen: 'saved-search-wizard', event: 'view' },
			{
				screen: 'saved-search-wizard',
				event: 'reached',
				step: 'regions',
			},
		] );
	} );

	it( 'counts nothing for a wizard inside another screen', () => {
		const { rerender } = renderHook(
			( { step }: { step: number } ) => useFunnelSteps( '', steps, step ),
			{ initialProps: { step: 1 } }
		);
		countView( '' );
		rerender( { step: 2 } );
		sendFunnel();
		expect( beacon ).not.toHaveBeenCalled();
	} );
} );

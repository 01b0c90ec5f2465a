/**
 * useSubmission and the funnel: every submit is an attempt, a failure names its reason, a stored
 * request carries its screen and page so the server counts it (the server counts `submitted`).
 */
/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../api/errors';
import {
	eventTexts,
	installBeacon,
	sentBatches,
} from '../../../test-utils/beacon';
import { installFakeRest } from '../../../test-utils/fake-rest';
import { resetFunnel } from '../../../host/funnel';
import { countInvalidSubmit, useSubmission } from '../use-submission';
import { wizardActions as actions } from './fixtures/wizard-actions';

jest.mock( '../../../host/tracking' );

const beacon = jest.fn< boolean, [ string, URLSearchParams ] >( () => true );

/** The events of every batch sent, as "screen event". */
const sent = () => sentBatches( beacon ).flatMap( eventTexts );

beforeEach( () => {
	installFakeRest( { postId: 7 } );
	installBeacon( beacon );
} );

afterEach( () => {
	resetFunnel();
	beacon.mockClear();
} );

it( 'sends the screen and page with the request and the attempt as a beacon', async () => {
	const { result } = renderHook( () =>
		useSubmission( 'message', actions(), null )
	);
	const send = jest.fn().mockResolvedValue( {} );
	await act( () => result.current.run( send ) );
	expect( send.mock.calls[ 0 ][ 0 ].funnel ).toEqual( {
		screen: 'contact-form',
		post: 7,
	} );
	expect( sent() ).toEqual( [ 'contact-form submit_attempted' ] );
} );

it.each( [
	[
		'a refused input',
		new ApiError( 'rest_invalid_param', 'x', 400 ),
		'failed_validation',
	],
	[
		'a rate limit',
		new ApiError( 'immo_wizards_rate_limited', 'x', 429 ),
		'failed_rate_limit',
	],
	[
		'a server error',
		new ApiError( 'immo_wizards_storage', 'x', 503 ),
		'failed_server',
	],
	[
		'a lost connection',
		new TypeError( 'Failed to fetch' ),
		'failed_server',
	],
] )( 'counts %s by its reason', async ( _name, error, reason ) => {
	const { result } = renderHook( () =>
		useSubmission( 'lead', actions(), null )
	);
	await act( () => result.current.run( () => Promise.reject( error ) ) );
	expect( sent() ).toEqual( [
		'lead-wizard submit_attempted',
		`lead-wizard ${ reason }`,
	] );
} );

it( 'counts a submit stopped by the visitor’s input', () => {
	countInvalidSubmit( 'newsletter' );
	expect( sent() ).toEqual( [
		'newsletter submit_attempted',
		'newsletter failed_validation',
	] );
} );

/**
 * useSubmission: the form token it fetches and renews, the wait after a too fast submit, and the
 * error messages (the proof of work it solves: use-submission-challenge.test.ts).
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
	FORM_TOKEN,
	installFakeRest,
	NO_RESPONSE,
	type FakeRest,
} from '../../../test-utils/fake-rest';
import {
	submitErrorMessage,
	tooFastWait,
	useSubmission,
} from '../use-submission';
import { wizardActions as actions } from './fixtures/wizard-actions';

jest.mock( '../../../host/tracking' );

const TOKEN = 'GET immo-wizards/v1/wizard/form-token';
let rest: FakeRest;
const tokenCalls = () => rest.callsOf( TOKEN ).length;
/** The form types the tokens were asked for, in turn. */
const tokenTypes = () =>
	rest
		.callsOf( TOKEN )
		.map( ( call ) =>
			new URLSearchParams( call.path.split( '?' )[ 1 ] ).get( 'type' )
		);

beforeEach( () => {
	rest = installFakeRest();
} );

afterEach( () => jest.clearAllMocks() );

describe( 'useSubmission form token', () => {
	it( 'fetches nothing before the visitor starts, then the token once, and sends it with every attempt', async () => {
		const wizard = actions();
		const { result, rerender } = renderHook( () =>
			useSubmission( 'lead', wizard, null )
		);
		rerender();
		await act( async () => {} );
		expect( tokenCalls() ).toBe( 0 );
		await act( () => result.current.preload() );
		await act( () => result.current.preload() );
		expect( tokenTypes() ).toEqual( [ 'lead' ] );
		const send = jest.fn().mockResolvedValue( {} );
		await act( () => result.current.run( send ) );
		await act( () => result.current.run( send ) );
		expect( send ).toHaveBeenCalledTimes( 2 );
		expect( send.mock.calls[ 0 ][ 0 ] ).toEqual( {
			requestId: expect.any( String ),
			formToken: FORM_TOKEN,
			funnel: { screen: 'lead-wizard', post: 0 },
		} );
		expect( send.mock.calls[ 1 ][ 0 ] ).toEqual(
			send.mock.calls[ 0 ][ 0 ]
		);
		expect( tokenCalls() ).toBe( 1 );
		expect( wizard.submitSuccess ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'fetches the token again at submit time when the first fetch failed', async () => {
		rest.on( TOKEN, NO_RESPONSE, { token: '2.' + 'b'.repeat( 64 ) } );
		const wizard = actions();
		const { result } = renderHook( () =>
			useSubmission( 'lead', wizard, null )
		);
		// The visitor started: the fetch fails.
		await act( () => result.current.preload().catch( () => '' ) );
		expect( tokenCalls() ).toBe( 1 );
		const send = jest.fn().mockResolvedValue( {} );
		await act( () => result.current.run( send ) );
		expect( tokenCalls() ).toBe( 2 );
		expect( send.mock.calls[ 0 ][ 0 ].formToken ).toBe(
			'2.' + 'b'.repeat( 64 )
		);
		expect( wizard.submitSuccess ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows the error and sends nothing when no token can be fetched', async () => {
		rest.on( TOKEN, NO_RESPONSE );
		const wizard = actions();
		const { result } = renderHook( () =>
			useSubmission( 'lead', wizard, null )
		);
		const send = jest.fn().mockResolvedValue( {} );
		let sent: boolean | undefined;
		await act( async () => {
			sent = await result.current.run( send );
		} );
		expect( sent ).toBe( false );
		expect( send ).not.toHaveBeenCalled();
		expect( wizard.submitError ).toHaveBeenCalledWith(
			'Es ist ein Fehler aufgetreten.'
		);
	} );

	it( 'gets a new token after the server rejected it as expired', async () => {
		const wizard = actions();
		const { result } = renderHook( () =>
			useSubmission( 'lead', wizard, null )
		);
		const send = jest
			.fn()
			.mockRejectedValueOnce(
				new ApiError(
					'immo_wizards_invalid_form_token',
					'Das Formular ist abgelaufen.',
					400
				)
			)
			.mockResolvedValueOnce( {} );
		await act( () => result.current.run( send ) );
		expect( wizard.submitError ).toHaveBeenCalledTimes( 1 );
		await act( () => result.current.run( send ) );
		expect( tokenCalls() ).toBe( 2 );
		expect( wizard.submitSuccess ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'sends again by itself once the token is old enough when the form was sent too fast', async () => {
		jest.useFakeTimers();
		try {
			const wizard = actions();
			const { result } = renderHook( () =>
				useSubmission( 'lead', wizard, null )
			);
			const send = jest
				.fn()
				.mockRejectedValueOnce(
					new ApiError(
						'immo_wizards_too_fast',
						'Das Formular wurde zu schnell abgeschickt.',
						400,
						{ status: 400, retryAfter: 2 }
					)
				)
				.mockResolvedValueOnce( {} );
			let done: Promise< boolean > | undefined;
			await act( async () => {
				done = result.current.run( send );
			} );
			expect( send ).toHaveBeenCalledTimes( 1 );
			await act( async () => {
				jest.advanceTimersByTime( 1999 );
			} );
			expect( send ).toHaveBeenCalledTimes( 1 );
			await act( async () => {
				jest.advanceTimersByTime( 1 );
				expect( await done ).toBe( true );
			} );
			expect( send ).toHaveBeenCalledTimes( 2 );
			expect( send.mock.calls[ 1 ][ 0 ] ).toEqual(
				send.mock.calls[ 0 ][ 0 ]
			);
			expect( wizard.submitError ).not.toHaveBeenCalled();
			expect( wizard.submitSuccess ).toHaveBeenCalledTimes( 1 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'shows the error when the server asks for an unreasonable wait', () => {
		const error = ( retryAfter: unknown ) =>
			new ApiError( 'immo_wizards_too_fast', 'x', 400, {
				retryAfter,
			} );
		expect( tooFastWait( error( 3 ) ) ).toBe( 3000 );
		expect( tooFastWait( error( 3600 ) ) ).toBeNull();
		expect( tooFastWait( error( '3' ) ) ).toBeNull();
		expect(
			tooFastWait( new ApiError( 'immo_wizards_rate_limited', 'x', 429 ) )
		).toBeNull();
	} );

	it( 'asks for a token of its own form type', async () => {
		const types = [ 'saved_search', 'expose_inquiry', 'message' ] as const;
		for ( const type of types ) {
			const { result } = renderHook( () =>
				useSubmission( type, actions(), null )
			);
			await act( () => result.current.preload() );
		}
		expect( tokenTypes() ).toEqual( types );
	} );

	it( 'asks for a new token when the form type changes', async () => {
		const { result, rerender } = renderHook(
			( { type }: { type: 'message' | 'newsletter' } ) =>
				useSubmission( type, actions(), null ),
			{ initialProps: { type: 'message' } }
		);
		await act( () => result.current.preload() );
		rerender( { type: 'newsletter' } );
		await act( () => result.current.preload() );
		expect( tokenTypes() ).toEqual( [ 'message', 'newsletter' ] );
	} );
} );

describe( 'submitErrorMessage', () => {
	it( 'is the generic message for any failure', () => {
		expect(
			submitErrorMessage(
				new ApiError(
					'rest_invalid_param',
					'Ungültiger Parameter',
					400
				)
			)
		).toBe( 'Es ist ein Fehler aufgetreten.' );
		expect( submitErrorMessage( new Error( 'x' ) ) ).toBe(
			'Es ist ein Fehler aufgetreten.'
		);
	} );

	it( 'adds the server message on a rate limit', () => {
		expect(
			submitErrorMessage(
				new ApiError(
					'immo_wizards_rate_limited',
					'Zu viele Anfragen.',
					429
				)
			)
		).toBe( 'Es ist ein Fehler aufgetreten. Zu viele Anfragen.' );
	} );
} );

/**
 * useSubmission under pressure: the site asks for a proof of work, the browser solves the challenge
 * and sends the same submission with its answer.
 */
/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../api/errors';
import { installFakeRest } from '../../../test-utils/fake-rest';
import { useSubmission } from '../use-submission';
import { wizardActions as actions } from './fixtures/wizard-actions';

jest.mock( '../../../host/tracking' );

beforeEach( () => {
	installFakeRest();
} );

afterEach( () => jest.clearAllMocks() );

describe( 'useSubmission under pressure', () => {
	/**
	 * A challenge in the server's format whose counter is `counter` (ALTCHA's SHA-256 derivation).
	 *
	 * @param counter The counter the solver has to find.
	 */
	function challengeFor( counter: number ) {
		const nodeCrypto = require( 'node:crypto' );
		const salt = 'a1'.repeat( 16 );
		const nonce = 'b2'.repeat( 16 );
		const counterBytes = Buffer.alloc( 4 );
		counterBytes.writeUInt32BE( counter );
		const key = nodeCrypto
			.createHash( 'sha256' )
			.update(
				Buffer.concat( [
					Buffer.from( salt, 'hex' ),
					Buffer.from( nonce, 'hex' ),
					counterBytes,
				] )
			)
			.digest( 'hex' ) as string;
		return {
			key,
			challenge: {
				parameters: {
					algorithm: 'SHA-256',
					cost: 1,
					data: { net: 'x', type: 'lead' },
					expiresAt: 2000000000,
					keyLength: 32,
					keyPrefix: key.slice( 0, 32 ),
					nonce,
					salt,
				},
				signature: 'c3'.repeat( 32 ),
			},
		};
	}

	beforeAll( () => {
		// The browser's Web Crypto and TextEncoder, which jsdom lacks.
		Object.defineProperty( globalThis, 'crypto', {
			value: require( 'node:crypto' ).webcrypto,
			configurable: true,
		} );
		Object.defineProperty( globalThis, 'TextEncoder', {
			value: require( 'node:util' ).TextEncoder,
			configurable: true,
		} );
	} );

	it( 'solves the challenge the site asks for and sends the same submission with the answer', async () => {
		const { key, challenge } = challengeFor( 321 );
		const wizard = actions();
		const { result } = renderHook( () =>
			useSubmission( 'lead', wizard, null )
		);
		const send = jest
			.fn()
			.mockRejectedValueOnce(
				new ApiError(
					'immo_wizards_challenge_required',
					'Many requests are arriving right now.',
					428,
					{ status: 428, challenge }
				)
			)
			.mockResolvedValueOnce( {} );
		let sent: boolean | undefined;
		await act( async () => {
			sent = await result.current.run( send );
		} );
		expect( sent ).toBe( true );
		expect( send ).toHaveBeenCalledTimes( 2 );
		const [ first, second ] = send.mock.calls.map( ( call ) => call[ 0 ] );
		expect( first.proof ).toBeUndefined();
		expect( second ).toEqual( {
			...first,
			proof: { challenge, solution: { counter: 321, derivedKey: key } },
		} );
		expect( wizard.submitError ).not.toHaveBeenCalled();
	} );

	it( 'shows the generic error when the answer is refused again', async () => {
		const { challenge } = challengeFor( 3 );
		const refusal = new ApiError(
			'immo_wizards_challenge_required',
			'x',
			428,
			{ challenge }
		);
		const wizard = actions();
		const { result } = renderHook( () =>
			useSubmission( 'lead', wizard, null )
		);
		const send = jest.fn().mockRejectedValue( refusal );
		await act( async () => {
			await result.current.run( send );
		} );
		expect( send ).toHaveBeenCalledTimes( 2 );
		expect( wizard.submitError ).toHaveBeenCalledWith(
			'Es ist ein Fehler aufgetreten.'
		);
	} );
} );

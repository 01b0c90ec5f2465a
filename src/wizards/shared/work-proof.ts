/**
 * The proof of work a site under pressure asks of a submit (immo_wizards_challenge_required): the
 * ALTCHA solver, loaded only when a challenge comes, so no screen carries it in its first load.
 */
/**
 * Internal dependencies
 */
import { ApiError } from '../../api/errors';
import type { WorkProof, WorkProofChallenge } from '../../api/types';

/**
 * The challenge in a failed submit's answer; null for any other failure.
 *
 * @param error What the request rejected with.
 */
export function challengeOf( error: unknown ): WorkProofChallenge | null {
	if (
		! ( error instanceof ApiError ) ||
		error.code !== 'immo_wizards_challenge_required'
	) {
		return null;
	}
	const challenge = ( error.data as { challenge?: WorkProofChallenge } )
		?.challenge;
	return typeof challenge?.parameters?.keyPrefix === 'string' &&
		typeof challenge.signature === 'string'
		? challenge
		: null;
}

/**
 * Solves a challenge: tries counters until the derived key starts with the prefix (SHA-256, in the
 * browser's own crypto). Rejects when none is found in time.
 *
 * @param challenge The challenge.
 */
export async function solveWorkProof(
	challenge: WorkProofChallenge
): Promise< WorkProof > {
	const { solveChallenge, sha } = await import(
		/* webpackChunkName: "work-proof" */ 'altcha/lib'
	);
	const solution = await solveChallenge( {
		challenge,
		deriveKey: sha.deriveKey,
		timeout: 60000,
	} );
	if ( ! solution ) {
		throw new ApiError(
			'immo_wizards_challenge_unsolved',
			'The proof of work could not be completed.'
		);
	}
	return {
		challenge,
		solution: {
			counter: solution.counter,
			derivedKey: solution.derivedKey,
		},
	};
}

<?php
/**
 * Solves the plugin's proof-of-work challenges as a browser does.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * ALTCHA's search, written out independently of the plugin's code: try counters from 0 until
 * SHA-256(salt ‖ nonce ‖ counter as big-endian uint32) starts with the key prefix.
 */
trait Work_Proof_Solver {

	/**
	 * The answer to a challenge, as a client sends it in `proof`.
	 *
	 * @param array<string,mixed> $challenge Challenge from a 428 answer's data.
	 * @return array<string,mixed>
	 */
	protected function solve( array $challenge ): array {
		$parameters = $challenge['parameters'];
		for ( $counter = 0; $counter < 1000000; $counter++ ) {
			$key = hash( 'sha256', hex2bin( $parameters['salt'] ) . hex2bin( $parameters['nonce'] ) . pack( 'N', $counter ) );
			if ( str_starts_with( $key, $parameters['keyPrefix'] ) ) {
				return array(
					'challenge' => $challenge,
					'solution'  => array(
						'counter'    => $counter,
						'derivedKey' => $key,
					),
				);
			}
		}
		throw new \RuntimeException( 'no counter solves the challenge' );
	}
}

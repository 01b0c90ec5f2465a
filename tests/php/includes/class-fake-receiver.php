<?php
/**
 * A local webhook receiver.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * Modes: ok, flaky, big, broken, redirect (see fixtures/webhook-router.php); each URL gets a fresh
 * token, so a test reads only what its own requests left.
 */
final class Fake_Receiver extends Fake_Server {

	/**
	 * {@inheritDoc}
	 */
	protected static function router(): string {
		return dirname( __DIR__ ) . '/fixtures/webhook-router.php';
	}

	/**
	 * A URL of a mode with a fresh token: [url, token].
	 *
	 * @param string $mode Behaviour.
	 * @return array{0:string,1:string}
	 */
	public static function endpoint( string $mode ): array {
		$token = bin2hex( random_bytes( 8 ) );
		return array( self::url( $mode ) . '/' . $token, $token );
	}

	/**
	 * What the receiver kept of the last request with a token (ok and flaky): headers (lower-case
	 * names) and the raw body; null when none arrived.
	 *
	 * @param string $token Token.
	 * @return array{headers:array<string,string>,body:string}|null
	 */
	public static function received( string $token ): ?array {
		$file = sys_get_temp_dir() . '/immo-webhook-' . $token . '.json';
		clearstatcache();
		if ( ! is_file( $file ) ) {
			return null;
		}
		$data = json_decode( (string) file_get_contents( $file ), true );
		@unlink( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
		@unlink( sys_get_temp_dir() . '/immo-webhook-' . $token . '.count' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
		return $data;
	}
}

<?php
/**
 * Encryption of mail bodies at rest.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * Bodies hold keys and personal data: they are stored encrypted with a key derived from the site's
 * salts (kept in wp-config.php, not in the database). When the salts change, old bodies cannot be
 * opened any more; the outbox then rebuilds the mail from its request.
 */
final class Sealed_Body {

	/**
	 * Encrypts a body for storage.
	 *
	 * @param string $plain Body.
	 */
	public static function seal( string $plain ): string {
		$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		return 'v1:' . base64_encode( $nonce . sodium_crypto_secretbox( $plain, $nonce, self::secret() ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
	}

	/**
	 * Decrypts a stored body; null when it cannot be decrypted.
	 *
	 * @param string $sealed Stored body.
	 */
	public static function open( string $sealed ): ?string {
		if ( ! str_starts_with( $sealed, 'v1:' ) ) {
			return null;
		}
		$raw = base64_decode( substr( $sealed, 3 ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		if ( false === $raw || strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ) {
			return null;
		}
		$nonce = substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		$plain = sodium_crypto_secretbox_open( substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), $nonce, self::secret() );
		return false === $plain ? null : $plain;
	}

	/**
	 * Encryption key derived from the site's salts.
	 */
	private static function secret(): string {
		return hash( 'sha256', 'immo-wizards-outbox|' . wp_salt( 'auth' ), true );
	}
}

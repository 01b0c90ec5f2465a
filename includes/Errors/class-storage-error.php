<?php
/**
 * A database write failed.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by repositories so the surrounding transaction rolls back; never shown in detail.
 */
final class Storage_Error extends \RuntimeException {

	/**
	 * Throws when the last query failed.
	 *
	 * @param mixed  $result  The $wpdb return value.
	 * @param string $context What was attempted.
	 * @throws Storage_Error When $result is false.
	 */
	public static function check( $result, string $context ): void {
		if ( false === $result ) {
			global $wpdb;
			throw new self( $context . ': ' . $wpdb->last_error ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
	}
}

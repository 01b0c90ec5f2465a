<?php
/**
 * The plugin's one way to note an error nobody sees otherwise (a failed upgrade, a background job).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Writes to PHP's error log only where the site asked for a debug log (`WP_DEBUG_LOG`, which WordPress
 * points at `wp-content/debug.log` when `WP_DEBUG` is on), and hands every error to the action
 * `immo_wizards_error` for monitoring tools.
 */
final class Log {

	/**
	 * Notes an error.
	 *
	 * @param string $message What failed, in English, without personal data.
	 */
	public static function error( string $message ): void {
		/**
		 * Fires for every error the plugin notes.
		 *
		 * @param string $message What failed.
		 */
		do_action( 'immo_wizards_error', $message );
		/**
		 * Whether the plugin writes its errors to PHP's error log (default: whether `WP_DEBUG_LOG` is on).
		 *
		 * @param bool $log Whether to write.
		 */
		if ( apply_filters( 'immo_wizards_log_errors', defined( 'WP_DEBUG_LOG' ) && WP_DEBUG_LOG ) ) {
			error_log( 'immo-wizards: ' . $message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the plugin's one log line, written only where the site keeps a debug log.
		}
	}
}

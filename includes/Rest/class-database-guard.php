<?php
/**
 * The plugin's routes answer in JSON when the database goes away.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Errors\Database_Unavailable;

defined( 'ABSPATH' ) || exit;

/**
 * When the database server is gone, wpdb retries, then ends the request through wp_die() with core's
 * "Error establishing a database connection" (an HTML page, or a 500 JSON without a code the client
 * knows). On the plugin's routes that wp_die() becomes, while a route's work runs (run()), a
 * Database_Unavailable the one response path turns into a 503 with the generic internal error, after
 * the transaction rolled back; before or after the work (permission checks, a later query of
 * another plugin), the same 503 is sent directly, or nothing more once the answer went out.
 * A wp_die() that does not come from wpdb keeps its handler.
 */
final class Database_Guard {

	/** Route prefix of the plugin's REST namespaces (`immo-wizards/v1`, `immo-wizards/auth`). */
	private const ROUTES = '/immo-wizards/';

	/**
	 * How many routes' works are running (nested through run()).
	 *
	 * @var int
	 */
	private static int $depth = 0;

	/**
	 * Watches the plugin's REST requests (every dispatch).
	 */
	public static function register(): void {
		add_filter( 'rest_pre_dispatch', array( self::class, 'watch' ), 10, 3 );
	}

	/**
	 * `rest_pre_dispatch`: from here on, a request to one of the plugin's routes answers a lost database
	 * with its 503.
	 *
	 * @param mixed            $result  Earlier result (returned unchanged).
	 * @param mixed            $server  REST server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function watch( $result, $server, $request ) {
		if ( $request instanceof \WP_REST_Request && str_starts_with( Controller::route_of( $request ), self::ROUTES ) ) {
			foreach ( array( 'wp_die_handler', 'wp_die_json_handler', 'wp_die_jsonp_handler' ) as $filter ) {
				add_filter( $filter, array( self::class, 'handler' ), PHP_INT_MAX );
			}
		}
		return $result;
	}

	/**
	 * Runs a route's work; a lost database inside it is thrown as Database_Unavailable.
	 *
	 * @template T
	 * @param callable(): T $work Route work.
	 * @return T
	 */
	public static function run( callable $work ) {
		++self::$depth;
		try {
			return $work();
		} finally {
			--self::$depth;
		}
	}

	/**
	 * The wp_die() handler: the earlier one wrapped.
	 *
	 * @param mixed $previous Earlier handler.
	 * @return callable
	 */
	public static function handler( $previous ): callable {
		return static function ( $message, $title = '', $args = array() ) use ( $previous ) {
			if ( ! self::from_database() ) {
				call_user_func( $previous, $message, $title, $args );
				return;
			}
			$error = new Database_Unavailable( __( 'An internal server error occurred.', 'immo-wizards' ) );
			if ( self::$depth > 0 ) {
				throw $error;
			}
			if ( ! headers_sent() ) {
				$answer = Error_Mapper::to_wp_error( $error );
				$body   = array(
					'code'    => $answer->get_error_code(),
					'message' => $answer->get_error_message(),
					'data'    => $answer->get_error_data(),
				);
				wp_send_json( $body, 503 );
			}
			exit;
		};
	}

	/**
	 * Whether the current wp_die() comes from wpdb (a failed reconnect) or core's dead_db().
	 */
	private static function from_database(): bool {
		foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) as $frame ) { // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_debug_backtrace
			if ( 'dead_db' === $frame['function'] || ( isset( $frame['class'] ) && is_a( $frame['class'], 'wpdb', true ) ) ) {
				return true;
			}
		}
		return false;
	}
}

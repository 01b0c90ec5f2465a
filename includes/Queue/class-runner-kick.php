<?php
/**
 * Starts the queues' runner right away, in a request of its own.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Queue;

defined( 'ABSPATH' ) || exit;

/**
 * Where the visitor's response cannot be ended early (mod_php, PHP's built-in server), mails and
 * webhook deliveries are left to the runner. WP-Cron would start it only with the next page view, and not at all while another
 * cron run holds its lock, so a confirmation mail could wait for minutes: instead the plugin posts a
 * non-blocking loopback request to its runner route, signed with the site's salt so nobody else can
 * drive it. The scheduled runner stays the fallback where loopbacks do not work.
 */
final class Runner_Kick {

	/** REST route of the runner (namespace immo-wizards/v1). */
	public const ROUTE = 'outbox/run';

	/** Seconds a token is valid for (it is accepted in its window and the next one). */
	private const WINDOW = 300;

	/**
	 * Posts the loopback request without waiting for it.
	 */
	public static function send(): void {
		add_action( 'requests-requests.before_request', array( self::class, 'hang_up' ), 10, 5 );
		try {
			wp_remote_post(
				rest_url( 'immo-wizards/v1/' . self::ROUTE ),
				array(
					'timeout'   => 0.01,
					'blocking'  => false,
					// Core's filter for loopback requests (as spawn_cron() uses it).
					'sslverify' => apply_filters( 'https_local_ssl_verify', false ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
					'headers'   => array( 'Content-Type' => 'application/json' ),
					'body'      => wp_json_encode( array( 'token' => self::token() ) ),
				)
			);
		} finally {
			remove_action( 'requests-requests.before_request', array( self::class, 'hang_up' ), 10 );
		}
	}

	/**
	 * `requests-requests.before_request` while the kick is sent: Requests' cURL transport waits at least
	 * a second for the answer even of a non-blocking request, so the visitor waited until the runner had
	 * sent the mails; its socket transport writes the request and hangs up (the runner ignores the
	 * hang-up and runs to the end).
	 *
	 * @param mixed               $url     Request URL.
	 * @param mixed               $headers Headers.
	 * @param mixed               $data    Body.
	 * @param mixed               $type    Method.
	 * @param array<string,mixed> $options Requests options (the transport is set here).
	 */
	public static function hang_up( $url, $headers, $data, $type, &$options ): void {
		if ( empty( $options['blocking'] ) && class_exists( \WpOrg\Requests\Transport\Fsockopen::class ) ) {
			$options['transport'] = \WpOrg\Requests\Transport\Fsockopen::class;
		}
	}

	/**
	 * A token for the current window: "{window}.{hmac}".
	 *
	 * @param int|null $now Unix time (default: now).
	 */
	public static function token( ?int $now = null ): string {
		$window = intdiv( $now ?? time(), self::WINDOW );
		return $window . '.' . self::signature( $window );
	}

	/**
	 * Whether a token was signed by this site in the current or the previous window.
	 *
	 * @param mixed $token Token from the request.
	 */
	public static function valid( $token ): bool {
		if ( ! is_string( $token ) || 1 !== preg_match( '/^([0-9]{1,12})\.([0-9a-f]{64})$/', $token, $parts ) ) {
			return false;
		}
		$window = (int) $parts[1];
		$now    = intdiv( time(), self::WINDOW );
		return ( $window === $now || $window === $now - 1 ) && hash_equals( self::signature( $window ), $parts[2] );
	}

	/**
	 * HMAC of a window with a key derived from the site's salts.
	 *
	 * @param int $window Window number.
	 */
	private static function signature( int $window ): string {
		return hash_hmac( 'sha256', 'immo-wizards-outbox-run|' . $window, wp_salt( 'nonce' ) );
	}
}

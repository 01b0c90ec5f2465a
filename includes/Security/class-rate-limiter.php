<?php
/**
 * The one rate limiter.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

use ImmoWizards\Errors\Rate_Limited;
use ImmoWizards\Storage\Rate_Limit_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Fixed-window counters in the database (atomic upsert), so limits hold across PHP workers.
 */
final class Rate_Limiter {

	/**
	 * Constructor.
	 *
	 * @param Rate_Limit_Repository $counters Counter storage.
	 */
	public function __construct( private Rate_Limit_Repository $counters ) {
	}

	/**
	 * Counts a hit; false when the bucket is over its limit.
	 *
	 * @param string $bucket Bucket as "kind:subject", e.g. "submit_ip:203.0.113.5".
	 * @param int    $limit  Hits allowed per window.
	 * @param int    $window Window length in seconds.
	 */
	public function hit( string $bucket, int $limit, int $window ): bool {
		$kind = strtok( $bucket, ':' );
		/**
		 * Filters a rate limit.
		 *
		 * @param int    $limit  Hits allowed per window.
		 * @param string $kind   Bucket kind, e.g. "submit_ip", "submit_email", "confirm_ip", "geocoder_ip", "route_ip".
		 * @param int    $window Window length in seconds.
		 */
		$limit  = (int) apply_filters( 'immo_wizards_rate_limit', $limit, (string) $kind, $window );
		$window = max( 1, $window );
		$start  = intdiv( time(), $window ) * $window;
		$hits   = $this->counters->increment( $bucket . '|' . $window, $start );
		return $hits <= $limit;
	}

	/**
	 * Like hit(), but throws when over the limit.
	 *
	 * @param string $bucket Bucket.
	 * @param int    $limit  Hits allowed per window.
	 * @param int    $window Window length in seconds.
	 * @throws Rate_Limited When over the limit.
	 */
	public function enforce( string $bucket, int $limit, int $window ): void {
		if ( ! $this->hit( $bucket, $limit, $window ) ) {
			throw new Rate_Limited( __( 'Too many requests. Please try again later.', 'immo-wizards' ) );
		}
	}

	/**
	 * Drops windows older than a day.
	 */
	public function clean_up(): void {
		$this->counters->delete_before( time() - DAY_IN_SECONDS - HOUR_IN_SECONDS );
	}

	/**
	 * The bucket "kind:network" of the client (or of $ip): IPv4 per address, IPv6 per /64, since one
	 * IPv6 subscriber usually holds a whole /64 and could otherwise rotate addresses freely.
	 *
	 * @param string      $kind Bucket kind, e.g. "submit_ip".
	 * @param string|null $ip   IP (default: the client's).
	 */
	public static function ip_bucket( string $kind, ?string $ip = null ): string {
		return $kind . ':' . self::network( $ip ?? self::client_ip() );
	}

	/**
	 * The rate-limit subject of an IP: IPv4 as is, IPv6 as its /64 prefix.
	 *
	 * @param string $ip IP address (anything else is returned as is).
	 */
	public static function network( string $ip ): string {
		if ( false === filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
			return $ip;
		}
		$packed = inet_pton( $ip );
		if ( false === $packed || 16 !== strlen( $packed ) ) {
			return $ip;
		}
		$mapped = str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" );
		if ( $mapped ) {
			// An IPv4-mapped address (::ffff:a.b.c.d) is that IPv4 address.
			return (string) inet_ntop( substr( $packed, 12 ) );
		}
		return inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
	}

	/**
	 * The rate-limit subject of an e-mail address: lower-cased, without a `+tag` in the local part
	 * (so `anna+1@…`, `anna+2@…` count as one recipient); Gmail ignores dots in the local part and
	 * googlemail.com is gmail.com, so `a.n.n.a@googlemail.com` is `anna@gmail.com`.
	 *
	 * @param string $email E-mail address.
	 */
	public static function email_subject( string $email ): string {
		$email = strtolower( trim( $email ) );
		$at    = strrpos( $email, '@' );
		if ( false === $at ) {
			return $email;
		}
		$local  = substr( $email, 0, $at );
		$domain = substr( $email, $at + 1 );
		$plus   = strpos( $local, '+' );
		if ( false !== $plus && $plus > 0 ) {
			$local = substr( $local, 0, $plus );
		}
		if ( 'gmail.com' === $domain || 'googlemail.com' === $domain ) {
			$domain = 'gmail.com';
			$dotted = str_replace( '.', '', $local );
			$local  = '' !== $dotted ? $dotted : $local;
		}
		return $local . '@' . $domain;
	}

	/**
	 * The client's IP (REMOTE_ADDR; sites behind a proxy map the forwarded address with the filter).
	 */
	public static function client_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the client IP used for rate limits.
		 *
		 * @param string $ip REMOTE_ADDR.
		 */
		$ip = (string) apply_filters( 'immo_wizards_client_ip', $ip );
		return false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : 'unknown';
	}
}

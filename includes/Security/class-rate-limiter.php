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
 * Counters in the database (atomic upsert), so limits hold across PHP workers. A limit holds over a
 * sliding window, estimated from two fixed windows: the previous window's count weighted by how much
 * of it still overlaps the last $window seconds, plus the current window's count. A count that
 * cannot be stored fails closed (the hit is refused).
 */
final class Rate_Limiter {

	/**
	 * Every rate-limit policy: bucket kind => [ window in seconds => hits allowed ]. Kinds ending in
	 * `_ip` count per client network (ip_bucket()), `_email`/`_to` per recipient, `_user` per account,
	 * `_site` for the whole site: a budget that many addresses together (a botnet) cannot exceed, so
	 * they cannot exhaust the upstream services' quotas or flood the tables (beyond the submits' budget
	 * a submit proves work instead: Work_Proof). Every limit passes the `immo_wizards_rate_limit` filter.
	 */
	public const POLICIES = array(
		// Wizard submits and their form tokens.
		'submit_ip'          => array( HOUR_IN_SECONDS => 20 ),
		'submit_email'       => array( HOUR_IN_SECONDS => 5 ),
		'submit_site'        => array(
			MINUTE_IN_SECONDS => 30,
			DAY_IN_SECONDS    => 500,
		),
		'form_token_ip'      => array( 10 * MINUTE_IN_SECONDS => 120 ),
		// Confirmation mails per recipient, counted from the outbox (Confirmation_Throttle).
		'confirmation_email' => array( DAY_IN_SECONDS => 3 ),
		// Portal: keys from links (confirm, login, login nonce share one bucket), login-link and
		// e-mail-change mails.
		'key_ip'             => array( 10 * MINUTE_IN_SECONDS => 30 ),
		'auth_email_ip'      => array( HOUR_IN_SECONDS => 20 ),
		'auth_email'         => array( HOUR_IN_SECONDS => 5 ),
		'email_change_user'  => array( DAY_IN_SECONDS => 5 ),
		'email_change_to'    => array( DAY_IN_SECONDS => 3 ),
		// Login-link mails per recipient, counted from the outbox (Login_Links).
		'login_link_email'   => array( DAY_IN_SECONDS => 3 ),
		// Upstream services.
		'geocoder_ip'        => array( MINUTE_IN_SECONDS => 60 ),
		'geocoder_site'      => array(
			MINUTE_IN_SECONDS => 300,
			DAY_IN_SECONDS    => 10000,
		),
		'route_ip'           => array( MINUTE_IN_SECONDS => 30 ),
		'route_site'         => array(
			MINUTE_IN_SECONDS => 60,
			DAY_IN_SECONDS    => 2000,
		),
		// Funnel statistics: a browser sends one batch per step change; beyond, batches are dropped.
		'funnel_ip'          => array( 10 * MINUTE_IN_SECONDS => 300 ),
		'funnel_site'        => array(
			MINUTE_IN_SECONDS => 1200,
			DAY_IN_SECONDS    => 200000,
		),
		// The count of waiting buyers (public, like the geocoder; a tight budget also keeps anyone
		// from narrowing the count down by asking many slightly different questions).
		'buyers_ip'          => array( MINUTE_IN_SECONDS => 30 ),
		'buyers_site'        => array(
			MINUTE_IN_SECONDS => 300,
			DAY_IN_SECONDS    => 10000,
		),
		// RFC 8058 one-click unsubscribes: a large mail provider posts them for many recipients from
		// few addresses. Their 256-bit keys cannot be guessed; the bound only caps the work per client.
		'unsubscribe_ip'     => array( 10 * MINUTE_IN_SECONDS => 600 ),
		// The setup assistant's test mails per administrator.
		'test_mail_user'     => array( HOUR_IN_SECONDS => 10 ),
	);

	/**
	 * The current Unix time.
	 *
	 * @var callable(): int
	 */
	private $clock;

	/**
	 * Constructor.
	 *
	 * @param Rate_Limit_Repository $counters Counter storage.
	 * @param callable|null         $clock    Current Unix time (default time()).
	 */
	public function __construct( private Rate_Limit_Repository $counters, ?callable $clock = null ) {
		$this->clock = $clock ?? 'time';
	}

	/**
	 * Counts a hit; false when the bucket is over its limit over the last $window seconds, or when
	 * the hit could not be counted (a database error must not switch the limits off).
	 *
	 * @param string $bucket Bucket as "kind:subject", e.g. "submit_ip:203.0.113.5".
	 * @param int    $limit  Hits allowed per window.
	 * @param int    $window Window length in seconds.
	 */
	public function hit( string $bucket, int $limit, int $window ): bool {
		$limit  = self::filtered( $limit, (string) strtok( $bucket, ':' ), $window );
		$window = max( 1, $window );
		$now    = (int) ( $this->clock )();
		$start  = intdiv( $now, $window ) * $window;
		$counts = $this->counters->increment( $bucket . '|' . $window, $start, $start - $window );
		if ( null === $counts ) {
			return false;
		}
		[ $current, $previous ] = $counts;
		$overlap                = 1 - ( $now - $start ) / $window;
		return $previous * $overlap + $current <= $limit;
	}

	/**
	 * The hits a policy allows per window, as filtered.
	 *
	 * @param string $kind   Bucket kind: a key of POLICIES.
	 * @param int    $window One of the policy's windows, in seconds.
	 * @throws \LogicException For a kind or window without a policy.
	 */
	public static function limit( string $kind, int $window ): int {
		$limit = self::POLICIES[ $kind ][ $window ] ?? null;
		if ( null === $limit ) {
			throw new \LogicException( 'No rate-limit policy for ' . esc_html( $kind ) );
		}
		return self::filtered( $limit, $kind, $window );
	}

	/**
	 * A limit after the `immo_wizards_rate_limit` filter.
	 *
	 * @param int    $limit  Hits allowed per window.
	 * @param string $kind   Bucket kind.
	 * @param int    $window Window length in seconds.
	 */
	private static function filtered( int $limit, string $kind, int $window ): int {
		/**
		 * Filters a rate limit.
		 *
		 * @param int    $limit  Hits allowed per window.
		 * @param string $kind   Bucket kind: a key of Rate_Limiter::POLICIES, e.g. "submit_ip", "geocoder_site".
		 * @param int    $window Window length in seconds.
		 */
		return (int) apply_filters( 'immo_wizards_rate_limit', $limit, $kind, $window );
	}

	/**
	 * Counts a hit in each bucket against its kind's policy (Rate_Limiter::POLICIES), in order; throws
	 * Rate_Limited at the first limit exceeded (the buckets after it are not counted, so one client
	 * over its own limit does not use up the site's budget).
	 *
	 * @param string ...$buckets Buckets as "kind:subject", or just the kind of a `_site` budget.
	 * @throws \LogicException For a kind without a policy (a typo must not switch a limit off).
	 */
	public function enforce_policy( string ...$buckets ): void {
		foreach ( $buckets as $bucket ) {
			if ( ! $this->within_policy( $bucket ) ) {
				throw new Rate_Limited( __( 'Too many requests. Please try again later.', 'immo-wizards' ) );
			}
		}
	}

	/**
	 * Counts a hit in one bucket against its kind's policy: false when one of its windows is over.
	 *
	 * @param string $bucket Bucket as "kind:subject", or just the kind of a `_site` budget.
	 * @throws \LogicException For a kind without a policy (a typo must not switch a limit off).
	 */
	public function within_policy( string $bucket ): bool {
		$kind = (string) strtok( $bucket, ':' );
		if ( ! isset( self::POLICIES[ $kind ] ) ) {
			throw new \LogicException( 'No rate-limit policy for ' . esc_html( $kind ) );
		}
		foreach ( self::POLICIES[ $kind ] as $window => $limit ) {
			if ( ! $this->hit( $bucket, $limit, $window ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Drops windows too old to count: a day-long window is still weighed during the next day.
	 */
	public function clean_up(): void {
		$this->counters->delete_before( (int) ( $this->clock )() - 2 * DAY_IN_SECONDS - HOUR_IN_SECONDS );
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
	 * The client's IP: REMOTE_ADDR, or behind a trusted proxy (settings) the address it forwarded.
	 */
	public static function client_ip(): string {
		$ip = Client_Ip::current();
		/**
		 * Filters the client IP used for rate limits.
		 *
		 * @param string $ip REMOTE_ADDR, or the forwarded address behind a trusted proxy.
		 */
		$ip = (string) apply_filters( 'immo_wizards_client_ip', $ip );
		return false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : 'unknown';
	}
}

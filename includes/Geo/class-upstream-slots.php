<?php
/**
 * A cap on concurrent upstream calls across PHP workers.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

defined( 'ABSPATH' ) || exit;

/**
 * A slow geocoder or routing service must not hold every PHP worker of the site (then nobody could
 * even submit a form): at most `immo_wizards_upstream_concurrency` (default 3) upstream calls run at
 * once; a call beyond that fails at once, as if the service were down. A slot is a row in wp_options
 * holding its lease's expiry and owner, taken with one conditional UPDATE (atomic across workers), so
 * a worker that dies mid-call frees its slot when the lease ends.
 */
final class Upstream_Slots {

	/** Option name of a slot, followed by its number. */
	public const OPTION = 'immo_wizards_upstream_slot_';

	/** Digits of a lease's expiry, so values compare as strings in time order. */
	private const WIDTH = 12;

	/**
	 * Upstream calls allowed at once.
	 */
	public static function capacity(): int {
		/**
		 * Filters how many upstream calls (geocoder, routing) may run at once on the site.
		 *
		 * @param int $capacity Default 3.
		 */
		return max( 1, (int) apply_filters( 'immo_wizards_upstream_concurrency', 3 ) );
	}

	/**
	 * Takes a free slot for $lease seconds.
	 *
	 * @param int $lease Seconds after which the slot is free again even if never released.
	 * @return string|null The slot's token for release(); null when every slot is taken.
	 */
	public static function claim( int $lease ): ?string {
		$token = self::stamp( time() + max( 1, $lease ) ) . ':' . bin2hex( random_bytes( 8 ) );
		if ( self::take( $token ) ) {
			return $token;
		}
		// The slot rows may not exist yet (or the capacity grew): create them, then try once more.
		self::create_rows();
		return self::take( $token ) ? $token : null;
	}

	/**
	 * Frees the slot of a token (no-op when its lease ended and another call took it).
	 *
	 * @param string $token Token from claim().
	 */
	public static function release( string $token ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic compare-and-set; the options API has none.
		$wpdb->query( $wpdb->prepare( "UPDATE $wpdb->options SET option_value = '0' WHERE option_name LIKE %s AND option_value = %s", $wpdb->esc_like( self::OPTION ) . '%', $token ) );
	}

	/**
	 * Takes the first free or expired slot for $token.
	 *
	 * @param string $token Lease expiry and owner.
	 */
	private static function take( string $token ): bool {
		global $wpdb;
		$now      = self::stamp( time() );
		$capacity = self::capacity();
		for ( $slot = 1; $slot <= $capacity; $slot++ ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic compare-and-set; the options API has none.
			if ( 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE $wpdb->options SET option_value = %s WHERE option_name = %s AND option_value < %s", $token, self::OPTION . $slot, $now ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Creates the missing slot rows (free, not autoloaded): on install, and when the capacity grew.
	 */
	public static function create_rows(): void {
		global $wpdb;
		$capacity = self::capacity();
		for ( $slot = 1; $slot <= $capacity; $slot++ ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- INSERT IGNORE keeps a row another worker holds.
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO $wpdb->options (option_name, option_value, autoload) VALUES (%s, '0', 'no')", self::OPTION . $slot ) );
		}
	}

	/**
	 * A Unix time as a fixed-width string.
	 *
	 * @param int $time Unix time.
	 */
	private static function stamp( int $time ): string {
		return str_pad( (string) $time, self::WIDTH, '0', STR_PAD_LEFT );
	}
}

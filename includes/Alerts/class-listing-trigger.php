<?php
/**
 * Queues listings that may newly match saved searches.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Listings\Lookup_Sync;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks into the lookup sync (editor, REST, import, scheduled publishing all end there) and into the
 * background rebuild of the listings' regions. A listing is queued when it is published and active
 * and something matching reads has changed (publication, status, types, category, a value, the
 * place, its regions); pairs found before are dropped by the alert log, so a price drop below a
 * search's maximum alerts that search only. The saving request only queues.
 */
final class Listing_Trigger {

	/** Lookup columns that decide a match. */
	private const MATCHED_ON = array( 'post_status', 'status', 'marketing_type', 'object_type', 'category_id', 'price', 'living_space', 'plot_area', 'rooms', 'build_year', 'zip', 'district', 'lat', 'lng' );

	/**
	 * Constructor.
	 *
	 * @param Alert_Queue $queue Queued listings.
	 */
	public function __construct( private Alert_Queue $queue ) {
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'immo_wizards_listing_synced', array( $this, 'synced' ), 10, 3 );
		add_action( Lookup_Sync::LISTING_REGIONS_CHANGED, array( $this, 'regions_changed' ), 10, 2 );
	}

	/**
	 * The region rebuild gave a listing other regions: searches of its new regions may match now
	 * (the alert log keeps the others from a second mail).
	 *
	 * @param int    $post_id Listing id.
	 * @param object $row     Its lookup row (post_id, post_status, status, the place).
	 */
	public function regions_changed( $post_id, $row ): void {
		$this->synced( $post_id, (array) $row, null );
	}

	/**
	 * A listing's lookup row was written.
	 *
	 * @param int                 $post_id  Listing id.
	 * @param array<string,mixed> $row      The new row.
	 * @param object|null         $previous The row before.
	 */
	public function synced( $post_id, $row, $previous ): void {
		if ( 'publish' !== ( $row['post_status'] ?? '' ) || 'active' !== ( $row['status'] ?? '' ) || ! self::changed( (array) $row, $previous ) ) {
			return;
		}
		$this->queue->add( (int) $post_id );
		Alert_Runner::schedule();
	}

	/**
	 * Whether a matching column differs from the previous row (numbers compared as numbers).
	 *
	 * @param array<string,mixed> $row      New row.
	 * @param object|null         $previous Previous row.
	 */
	private static function changed( array $row, $previous ): bool {
		if ( ! is_object( $previous ) ) {
			return true;
		}
		foreach ( self::MATCHED_ON as $column ) {
			$new = $row[ $column ] ?? null;
			$old = $previous->$column ?? null;
			if ( null === $new || null === $old ? $new !== $old : ( is_numeric( $new ) && is_numeric( $old ) ? (float) $new !== (float) $old : (string) $new !== (string) $old ) ) {
				return true;
			}
		}
		return false;
	}
}

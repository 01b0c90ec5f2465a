<?php
/**
 * Keeps the lookup table in step with the listings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Wiring\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Every way a listing changes ends here: saves (editor, REST, wp_insert_post, scheduled publishing),
 * trash and untrash (they save the post), deletion, and meta written by other code (marked, then
 * synced once at the end of the request). A change of the regions re-computes every listing's regions
 * in time-boxed background batches.
 */
final class Lookup_Sync {

	/** Fired by whatever changes the regions (the future regions editor). */
	public const REGIONS_CHANGED = 'immo_wizards_regions_changed';

	/** Fired for each listing whose regions the rebuild changed (the save path fires `immo_wizards_listing_synced`). */
	public const LISTING_REGIONS_CHANGED = 'immo_wizards_listing_regions_changed';

	/** Post id the running rebuild has reached. */
	public const CURSOR_OPTION = 'immo_wizards_region_rebuild_cursor';

	/** Post statuses that have no lookup row. */
	private const GONE = array( 'trash', 'auto-draft', 'inherit' );

	/**
	 * Listings whose meta changed outside a save, synced at shutdown.
	 *
	 * @var array<int, true>
	 */
	private array $dirty = array();

	/**
	 * Constructor.
	 *
	 * @param Property_Store $store   Listing values.
	 * @param Lookup_Table   $table   Lookup rows.
	 * @param Region_Matcher $regions Regions of a point.
	 */
	public function __construct( private Property_Store $store, private Lookup_Table $table, private Region_Matcher $regions ) {
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'save_post_' . Post_Type::NAME, fn ( $post_id ) => $this->sync( (int) $post_id ), 99 );
		add_action( 'rest_after_insert_' . Post_Type::NAME, fn ( $post ) => $this->sync( (int) $post->ID ) );
		add_action(
			'deleted_post',
			function ( $post_id, $post = null ) {
				if ( ! $post instanceof \WP_Post || Post_Type::NAME === $post->post_type ) {
					$this->forget( (int) $post_id );
				}
			},
			10,
			2
		);
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'meta_changed' ), 10, 3 );
		}
		add_action( 'shutdown', array( $this, 'flush' ) );
		add_action( self::REGIONS_CHANGED, array( $this, 'regions_changed' ) );
	}

	/**
	 * Re-computes a listing's row and regions (or removes them once it is trashed or gone).
	 *
	 * @param int $post_id Listing id.
	 */
	public function sync( int $post_id ): void {
		unset( $this->dirty[ $post_id ] );
		$post = get_post( $post_id );
		if ( ! $post || Post_Type::NAME !== $post->post_type || in_array( $post->post_status, self::GONE, true ) ) {
			$this->table->delete( $post_id );
			return;
		}
		$previous = $this->table->find( $post_id );
		$values   = $this->store->get( $post_id );
		$row      = array(
			'post_id'        => $post_id,
			'post_status'    => $post->post_status,
			'status'         => (string) $values['status'],
			'marketing_type' => (string) $values['marketingType'],
			'object_type'    => (string) $values['objectType'],
			'category_id'    => $values['categoryId'],
			'price'          => $values['price'],
			'living_space'   => $values['livingSpace'],
			'plot_area'      => $values['plotArea'],
			'rooms'          => $values['rooms'],
			'build_year'     => $values['buildYear'],
			'zip'            => (string) $values['zip'],
			'district'       => mb_substr( (string) $values['district'], 0, 100 ),
			'lat'            => $values['lat'],
			'lng'            => $values['lng'],
			'updated_at'     => Tables::now(),
		);
		$this->table->save( $row, $this->regions->match( $values['lat'], $values['lng'], $values['zip'], $values['district'] ) );

		/**
		 * Fires after a listing's lookup row was written (matching hooks in here).
		 *
		 * @param int         $post_id  Listing id.
		 * @param array       $row      The new row.
		 * @param object|null $previous The row before, null for a new listing.
		 */
		do_action( 'immo_wizards_listing_synced', $post_id, $row, $previous );
	}

	/**
	 * Removes a deleted listing's rows.
	 *
	 * @param int $post_id Post id.
	 */
	public function forget( int $post_id ): void {
		unset( $this->dirty[ $post_id ] );
		$this->table->delete( $post_id );
	}

	/**
	 * Marks a listing whose meta changed (synced at shutdown unless a save syncs it first).
	 *
	 * @param int|int[] $meta_ids Meta id(s).
	 * @param int       $post_id  Post id.
	 * @param string    $key      Meta key.
	 */
	public function meta_changed( $meta_ids, $post_id, $key ): void {
		$keys = array_merge( array_values( Property_Schema::META ), array( Property_Schema::GALLERY_META, '_thumbnail_id' ) );
		if ( in_array( $key, $keys, true ) && Post_Type::NAME === get_post_type( (int) $post_id ) ) {
			$this->dirty[ (int) $post_id ] = true;
		}
	}

	/**
	 * Syncs the marked listings.
	 */
	public function flush(): void {
		foreach ( array_keys( $this->dirty ) as $post_id ) {
			$this->sync( $post_id );
		}
	}

	/**
	 * The regions changed: start over with every listing, in the background.
	 */
	public function regions_changed(): void {
		$this->regions->reset();
		update_option( self::CURSOR_OPTION, 0, false );
		Jobs::soon( 'regions' );
	}

	/**
	 * Re-computes the regions of the listings after the cursor until done or out of time; schedules
	 * the rest.
	 *
	 * @param float $seconds Time budget.
	 * @return bool Whether every listing is done.
	 */
	public function rebuild_regions( float $seconds = 20.0 ): bool {
		$started = microtime( true );
		$cursor  = (int) get_option( self::CURSOR_OPTION, 0 );
		do {
			$rows = $this->table->rows_after( $cursor, 200 );
			foreach ( $rows as $row ) {
				$lat = null === $row->lat ? null : (float) $row->lat;
				$lng = null === $row->lng ? null : (float) $row->lng;
				if ( $this->table->set_regions( (int) $row->post_id, $this->regions->match( $lat, $lng, (string) $row->zip, (string) $row->district ) ) ) {
					/**
					 * Fires after the rebuild gave a listing other regions (matching hooks in here).
					 *
					 * @param int    $post_id Listing id.
					 * @param object $row     Its lookup row (post_id, post_status, status, the place).
					 */
					do_action( 'immo_wizards_listing_regions_changed', (int) $row->post_id, $row );
				}
				$cursor = (int) $row->post_id;
			}
			update_option( self::CURSOR_OPTION, $cursor, false );
		} while ( $rows && microtime( true ) - $started < $seconds );
		if ( $rows ) {
			Jobs::soon( 'regions' );
			return false;
		}
		delete_option( self::CURSOR_OPTION );
		return true;
	}
}

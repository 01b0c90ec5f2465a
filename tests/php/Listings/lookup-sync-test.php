<?php
/**
 * The lookup table follows every change of a listing and of the regions.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Listings;

use ImmoWizards\Listings\Lookup_Sync;
use ImmoWizards\Listings\Lookup_Table;
use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Schema;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * Save, draft, trash, untrash, delete, meta written by other code, region changes, name matching.
 */
final class Lookup_Sync_Test extends Test_Case {

	/**
	 * A listing with values.
	 *
	 * @param array<string,mixed> $values Property values.
	 * @param string              $status Post status.
	 */
	private function listing( array $values, string $status = 'publish' ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => Post_Type::NAME,
				'post_title'  => 'Listing',
				'post_status' => $status,
				'meta_input'  => array_combine(
					array_map( static fn ( $name ) => Property_Schema::META[ $name ], array_keys( $values ) ),
					array_values( $values )
				),
			)
		);
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * The lookup row of a listing.
	 *
	 * @param int $id Post id.
	 */
	private function row( int $id ): ?object {
		return ( new Lookup_Table() )->find( $id );
	}

	/**
	 * Region ids of a listing.
	 *
	 * @param int $id Post id.
	 * @return int[]
	 */
	private function regions( int $id ): array {
		return ( new Lookup_Table() )->regions( $id );
	}

	public function test_a_saved_listing_has_its_row_and_drafts_keep_theirs(): void {
		$id  = $this->listing(
			array(
				'marketingType' => 'rent',
				'objectType'    => 'LIVING',
				'categoryId'    => 30225,
				'price'         => '940.5',
				'rooms'         => '2.5',
				'buildYear'     => '1905',
				'zip'           => '01067',
				'status'        => 'reserved',
			)
		);
		$row = $this->row( $id );
		$this->assertSame( 'publish', $row->post_status );
		$this->assertSame( 'reserved', $row->status );
		$this->assertSame( 'rent', $row->marketing_type );
		$this->assertSame( '30225', (string) $row->category_id );
		$this->assertSame( '940.50', $row->price );
		$this->assertSame( '2.50', $row->rooms );
		$this->assertSame( '1905', (string) $row->build_year );
		$this->assertSame( '01067', $row->zip );
		$this->assertNull( $row->living_space, 'unknown stays NULL' );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 'draft', $this->row( $id )->post_status );
	}

	public function test_trash_untrash_and_delete(): void {
		$id = $this->listing( array( 'district' => 'Striesen' ) );
		$this->assertSame( array( 3, 32 ), $this->regions( $id ) );

		wp_trash_post( $id );
		$this->assertNull( $this->row( $id ) );
		$this->assertSame( array(), $this->regions( $id ) );

		wp_untrash_post( $id );
		$this->assertNotNull( $this->row( $id ) );
		$this->assertSame( array( 3, 32 ), $this->regions( $id ) );

		wp_delete_post( $id, true );
		$this->assertNull( $this->row( $id ) );
		$this->assertSame( 0, $this->count_rows( 'property_regions', 'post_id = ' . $id ) );
	}

	public function test_meta_written_by_other_code_is_synced_once_at_the_end(): void {
		$id = $this->listing( array( 'price' => '100000' ) );
		update_post_meta( $id, Property_Schema::META['price'], '90000' );
		update_post_meta( $id, Property_Schema::META['lat'], '51.05' );
		update_post_meta( $id, Property_Schema::META['lng'], '13.76' );
		$this->assertSame( '100000.00', $this->row( $id )->price, 'not yet' );

		$sync = Plugin::instance()->listings()->lookup_sync();
		$this->assertNotFalse( has_action( 'shutdown', array( $sync, 'flush' ) ) );
		$sync->flush();
		$this->assertSame( '90000.00', $this->row( $id )->price );
		$this->assertSame( array( 1, 12 ), $this->regions( $id ), 'Pirnaische Vorstadt' );
	}

	public function test_invalid_meta_is_stored_as_unknown(): void {
		$id = $this->listing( array( 'price' => '-5', 'status' => 'gone', 'zip' => '01067' ) );
		$this->assertSame( '', (string) get_post_meta( $id, Property_Schema::META['price'], true ) );
		$values = Plugin::instance()->listings()->property_store()->get( $id );
		$this->assertNull( $values['price'] );
		$this->assertNull( $values['status'] );
		$this->assertSame( '01067', $values['zip'] );
		$this->assertNull( $this->row( $id )->price );
	}

	public function test_without_coordinates_regions_are_found_by_district_or_postcode_name(): void {
		$this->assertSame( array( 3, 32 ), $this->regions( $this->listing( array( 'district' => '  striesen ' ) ) ), 'case and spaces do not matter' );
		$this->assertSame( array( 2 ), $this->regions( $this->listing( array( 'district' => 'Neustadt' ) ) ), 'a group by its name' );
		$this->assertSame( array(), $this->regions( $this->listing( array( 'district' => 'Charlottenburg', 'zip' => '10585' ) ) ) );
		$this->assertSame( array(), $this->regions( $this->listing( array( 'lat' => '48.2', 'lng' => '16.37', 'district' => 'Striesen' ) ) ), 'coordinates win over the name' );
	}

	public function test_changed_regions_are_recomputed_in_the_background(): void {
		global $wpdb;
		$inside  = $this->listing( array( 'lat' => '51.05', 'lng' => '13.738' ) );
		$outside = $this->listing( array( 'lat' => '51.10', 'lng' => '13.738' ) );
		$this->assertSame( array( 1, 11 ), $this->regions( $inside ) );
		$this->assertSame( array(), $this->regions( $outside ) );

		// Region 11 grows north and gets a hole where the first listing is.
		$geometry = array(
			'type'        => 'Polygon',
			'coordinates' => array(
				array( array( 13.728, 51.047 ), array( 13.748, 51.047 ), array( 13.748, 51.2 ), array( 13.728, 51.2 ), array( 13.728, 51.047 ) ),
				array( array( 13.737, 51.049 ), array( 13.739, 51.049 ), array( 13.739, 51.051 ), array( 13.737, 51.051 ), array( 13.737, 51.049 ) ),
			),
		);
		$wpdb->update( Tables::name( 'locations' ), array( 'geometry' => wp_json_encode( $geometry ) ), array( 'location_id' => 11 ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		do_action( Lookup_Sync::REGIONS_CHANGED );
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( 'regions' ) ), 'scheduled, not done inline' );
		$this->assertSame( array( 1, 11 ), $this->regions( $inside ), 'unchanged until the run' );

		do_action( Jobs::HOOK, 'regions' );
		$this->assertSame( array(), $this->regions( $inside ), 'in the hole' );
		$this->assertSame( array( 1, 11 ), $this->regions( $outside ) );
		$this->assertFalse( get_option( Lookup_Sync::CURSOR_OPTION ), 'finished' );
	}

	public function test_a_rebuild_out_of_time_continues_in_the_next_run(): void {
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->listing( array( 'district' => 'Striesen' ) );
		}
		$sync = Plugin::instance()->listings()->lookup_sync();
		$sync->regions_changed();
		wp_clear_scheduled_hook( Jobs::HOOK, array( 'regions' ) );
		$this->assertFalse( $sync->rebuild_regions( 0.0 ), 'no time left after the first batch' );
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( 'regions' ) ), 'the rest is scheduled' );
		$this->assertSame( max( $ids ), (int) get_option( Lookup_Sync::CURSOR_OPTION ) );
		$this->assertTrue( $sync->rebuild_regions() );
		foreach ( $ids as $id ) {
			$this->assertSame( array( 3, 32 ), $this->regions( $id ) );
		}
	}
}

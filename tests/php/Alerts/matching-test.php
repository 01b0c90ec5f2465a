<?php
/**
 * Matching rules of saved-search alerts.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Alerts;

use ImmoWizards\Alerts\Alert_Queue;
use ImmoWizards\Listings\Lookup_Sync;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Wiring\Jobs;

require_once __DIR__ . '/class-alert-test-case.php';

/**
 * Every rule and its negative, on the real tables.
 */
final class Matching_Test extends Alert_Test_Case {

	/**
	 * Searches that must match and that must not, one listing.
	 */
	public function test_each_rule_and_its_negative(): void {
		$range = static fn ( string $name, $min, $max = null ) => array(
			'fields' => array(
				array(
					'name'      => $name,
					'valueType' => 'RANGE',
					'minValue'  => $min,
					'maxValue'  => $max,
				),
			),
		);
		$yes   = array(
			$this->search( 'a@example.de' ),
			$this->search( 'b@example.de', $range( 'price.price', 250000, 300000 ) ),
			$this->search( 'c@example.de', $range( 'area.livingSpace', 80 ) ),
			$this->search( 'd@example.de', $range( 'area.numberRooms', 3 ) ),
			$this->search( 'e@example.de', $range( 'property[baujahr]', 1990, 2000 ) ),
			$this->search( 'f@example.de', $range( 'area.plotArea', 150 ) ),
			$this->search( 'g@example.de', array( 'locations' => array( array( 'locationId' => 99 ), array( 'locationId' => 32 ) ) ) ),
		);
		$no    = array(
			$this->search( 'h@example.de', array( 'marketingType' => 'rent' ) ),
			$this->search( 'i@example.de', array( 'objectType' => 'COMMERCIAL' ) ),
			$this->search( 'j@example.de', array( 'categoryId' => 22332 ) ),
			$this->search( 'k@example.de', array( 'locations' => array( array( 'locationId' => 99 ) ) ) ),
			$this->search( 'l@example.de', $range( 'price.price', null, 299999 ) ),
			$this->search( 'm@example.de', $range( 'price.price', 300001 ) ),
			$this->search( 'n@example.de', $range( 'area.livingSpace', 81 ) ),
			$this->search( 'o@example.de', $range( 'area.numberRooms', 4 ) ),
			$this->search( 'p@example.de', $range( 'property[baujahr]', 1996 ) ),
			$this->search( 'q@example.de', $range( 'property[baujahr]', null, 1994 ) ),
			$this->search( 'r@example.de', $range( 'area.plotArea', 201 ) ),
			$this->search( 's@example.de', array(), false ),
		);
		$id = $this->listing();
		$this->run_alerts();
		foreach ( $yes as $search ) {
			$this->assertSame( array( $id ), $this->alerted( $search ), "search $search matches" );
		}
		foreach ( $no as $search ) {
			$this->assertSame( array(), $this->alerted( $search ), "search $search does not match" );
		}
		$this->assertCount( count( $yes ), $this->mails, 'one mail per contact' );
	}

	/**
	 * A listing without a value a search constrains does not match it; drafts and sold listings none.
	 */
	public function test_missing_values_drafts_and_inactive_listings_do_not_match(): void {
		$search = $this->search(
			'a@example.de',
			array(
				'fields' => array(
					array(
						'name'      => 'area.livingSpace',
						'valueType' => 'RANGE',
						'minValue'  => 50,
					),
				),
			)
		);
		$this->listing( array( 'livingSpace' => null ) );
		$this->listing( array(), 'draft' );
		$this->listing( array( 'status' => 'sold' ) );
		$this->run_alerts();
		$this->assertSame( array(), $this->alerted( $search ) );
		$this->assertSame( array(), $this->mails );
	}

	/**
	 * Unconfirmed searches get nothing; a price drop below the maximum alerts once, never twice.
	 */
	public function test_unconfirmed_get_nothing_and_a_pair_is_alerted_once(): void {
		global $wpdb;
		$wpdb->insert( \ImmoWizards\Storage\Tables::name( 'requests' ), array( 'uuid' => wp_generate_uuid4(), 'submission_id' => wp_generate_uuid4(), 'type' => 'saved_search', 'contact_id' => 0, 'payload' => '{}', 'created_at' => gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$pending = $this->search( 'u@example.de', array(), true, (int) $wpdb->insert_id );
		$capped  = $this->search(
			'v@example.de',
			array(
				'fields' => array(
					array(
						'name'      => 'price.price',
						'valueType' => 'RANGE',
						'maxValue'  => 280000,
					),
				),
			)
		);
		$id      = $this->listing();
		$this->run_alerts();
		$this->assertSame( array(), $this->alerted( $pending ), 'request not confirmed' );
		$this->assertSame( array(), $this->alerted( $capped ) );
		update_post_meta( $id, '_immo_price', '270000' );
		\ImmoWizards\Plugin::instance()->listings()->lookup_sync()->flush();
		$this->run_alerts();
		$this->assertSame( array( $id ), $this->alerted( $capped ), 'price drop' );
		$this->assertCount( 1, $this->mails );
		update_post_meta( $id, '_immo_price', '260000' );
		\ImmoWizards\Plugin::instance()->listings()->lookup_sync()->flush();
		$this->run_alerts();
		$this->assertCount( 1, $this->mails, 'no second alert of the same pair' );
	}

	public function test_a_listing_in_a_new_region_is_matched_after_the_rebuild(): void {
		global $wpdb;
		$old = $this->search( 'a@example.de' );
		$new = $this->search( 'b@example.de', array( 'locations' => array( array( 'locationId' => 99 ) ) ) );
		$id  = $this->listing();
		$this->run_alerts();
		$this->assertSame( array(), $this->alerted( $new ), 'region 99 does not exist yet' );

		// A new region by the listing's district name: the background rebuild puts the listing in it.
		$wpdb->insert( Tables::name( 'locations' ), array( 'location_id' => 99, 'parent_id' => 0, 'name' => 'Striesen', 'active' => 1, 'sort' => 99 ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		do_action( Lookup_Sync::REGIONS_CHANGED );
		do_action( Jobs::HOOK, 'regions' );
		$this->run_alerts();
		$this->assertSame( array( $id ), $this->alerted( $new ) );
		$this->assertSame( array( $id ), $this->alerted( $old ) );
		$this->assertSame( array( 'a@example.de', 'b@example.de' ), array_column( $this->mails, 'to' ), 'the old search is not alerted twice' );

		// The same regions again: nothing queued, nothing sent.
		do_action( Lookup_Sync::REGIONS_CHANGED );
		do_action( Jobs::HOOK, 'regions' );
		$this->assertFalse( ( new Alert_Queue() )->pending() );
		$this->run_alerts();
		$this->assertCount( 2, $this->mails );
	}

	/**
	 * The region matcher keeps the regions it read: forget region 99 for the next tests.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->delete( Tables::name( 'locations' ), array( 'location_id' => 99 ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		do_action( Lookup_Sync::REGIONS_CHANGED );
		parent::tearDown();
	}
}

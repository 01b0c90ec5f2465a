<?php
/**
 * Importing objects: create, update, unchanged re-import, TEIL, VOLL, DELETE, the withdrawal guard.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Listings\Lookup_Table;
use ImmoWizards\Plugin;

require_once __DIR__ . '/class-import-test-case.php';

/**
 * VOLL/TEIL/DELETE semantics as issue 9 states them.
 */
final class Transfer_Test extends Import_Test_Case {

	/**
	 * Objects OBJ-1 … OBJ-n.
	 *
	 * @param int                 $n     How many.
	 * @param array<string,mixed> $extra Options for every object.
	 * @return string[]
	 */
	private function objects( int $n, array $extra = array() ): array {
		$out = array();
		for ( $i = 1; $i <= $n; $i++ ) {
			$out[] = OpenImmo::object( array( 'extern' => "OBJ-$i" ) + $extra );
		}
		return $out;
	}

	public function test_an_object_becomes_a_published_listing_with_its_lookup_row(): void {
		$import = $this->import_xml( OpenImmo::document( $this->objects( 1 ) ) );
		$this->assertSame( 'done', $import->status, implode( "\n", $this->log( $import ) ) );
		$this->assert_counts( array( 'created' => 1 ), $import );
		$this->assertSame( 'TEIL', $import->scope );
		$this->assertSame( 1, (int) $import->total );

		$post = $this->listing( 'OBJ-1' );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertSame( 'Schöne Wohnung', $post->post_title );
		$this->assertStringContainsString( '<p>Hell und ruhig.</p>', $post->post_content );
		$property = Plugin::instance()->listings()->property_store()->get( $post->ID );
		$this->assertSame( 30225, $property['categoryId'] );
		$this->assertSame( 'LIVING', $property['objectType'] );
		$this->assertSame( 'buy', $property['marketingType'] );
		$this->assertSame( 250000.0, $property['price'] );
		$this->assertSame( 72.5, $property['livingSpace'] );
		$this->assertSame( 2.5, $property['rooms'] );
		$this->assertSame( 1910, $property['buildYear'] );
		$this->assertSame( '01067', $property['zip'] );
		$this->assertSame( 'active', $property['status'] );
		$this->assertSame( 'ANID-1', get_post_meta( $post->ID, '_immo_provider', true ) );

		$lookup = new Lookup_Table();
		$this->assertSame( '250000.00', $lookup->find( $post->ID )->price );
		$this->assertSame( array( 1, 11 ), $lookup->regions( $post->ID ) );
		$this->assertFalse( is_file( $import->file_path ), 'the received file is deleted once imported' );
	}

	public function test_reimporting_the_same_file_changes_nothing(): void {
		$xml   = OpenImmo::document( $this->objects( 3 ), 'VOLL' );
		$first = $this->import_xml( $xml );
		$this->assertSame( 3, (int) $first->created );
		$posts    = $this->listing_ids();
		$modified = get_post( $posts[0] )->post_modified_gmt;
		$this->mark_time_passing();

		$second = $this->import_xml( $xml );
		$this->assertSame( 'done', $second->status );
		$this->assert_counts( array( 'unchanged' => 3 ), $second );
		$this->assertSame( $posts, $this->listing_ids(), 'no duplicate posts' );
		clean_post_cache( $posts[0] );
		$this->assertSame( $modified, get_post( $posts[0] )->post_modified_gmt, 'not even touched' );
	}

	public function test_a_changed_object_is_updated_in_place(): void {
		$this->import_xml( OpenImmo::document( $this->objects( 1 ) ) );
		$id     = $this->listing( 'OBJ-1' )->ID;
		$import = $this->import_xml( OpenImmo::document( $this->objects( 1, array( 'prices' => array( 'kaufpreis' => '199000' ) ) ) ) );
		$this->assertSame( 1, (int) $import->updated );
		$this->assertSame( array( $id ), $this->listing_ids() );
		$this->assertSame( 199000.0, Plugin::instance()->listings()->property_store()->get( $id )['price'] );
		$this->assertSame( '199000.00', ( new Lookup_Table() )->find( $id )->price );
	}

	public function test_teil_changes_only_what_it_carries(): void {
		$this->import_xml( OpenImmo::document( $this->objects( 3 ), 'VOLL' ) );
		$import = $this->import_xml( OpenImmo::document( array( OpenImmo::object( array( 'extern' => 'OBJ-2', 'title' => 'Neu' ) ) ), 'TEIL' ) );
		$this->assertSame( 1, (int) $import->updated );
		$this->assertSame( 0, (int) $import->deleted );
		$this->assertCount( 3, $this->listing_ids() );
		$this->assertSame( 'Neu', $this->listing( 'OBJ-2' )->post_title );
	}

	public function test_a_missing_envelope_counts_as_teil(): void {
		$this->import_xml( OpenImmo::document( $this->objects( 3 ), 'VOLL' ) );
		$import = $this->import_xml( OpenImmo::document( $this->objects( 1 ), '' ) );
		$this->assertSame( 'TEIL', $import->scope );
		$this->assertCount( 3, $this->listing_ids(), 'never a mass withdrawal on doubt' );
	}

	public function test_voll_withdraws_missing_listings_with_their_pictures(): void {
		$images = array( array( 'a.png', 'TITELBILD' ) );
		$this->import_zip(
			array(
				'export.xml' => OpenImmo::document( $this->objects( 4, array( 'images' => $images ) ), 'VOLL' ),
				'a.png'      => OpenImmo::image( 1 ),
			)
		);
		$gone        = $this->listing( 'OBJ-4' )->ID;
		$attachments = $this->attachment_ids();
		$this->assertCount( 4, $attachments );
		$picture = get_attached_file( get_post_thumbnail_id( $gone ) );
		$this->assertFileExists( $picture );

		$import = $this->import_xml( OpenImmo::document( $this->objects( 3 ), 'VOLL' ) );
		$this->assertSame( 'done', $import->status, implode( "\n", $this->log( $import ) ) );
		$this->assertSame( 1, (int) $import->deleted );
		$this->assertSame( 4, (int) $import->existing_before );
		$this->assertNull( get_post( $gone ) );
		$this->assertNull( ( new Lookup_Table() )->find( $gone ) );
		$this->assertFileDoesNotExist( $picture );
		$this->assertCount( 3, $this->listing_ids() );
	}

	public function test_voll_of_another_provider_and_hand_made_listings_are_left_alone(): void {
		$this->import_xml( OpenImmo::document( $this->objects( 2 ), 'VOLL', 'ANID-1' ) );
		$own = (int) wp_insert_post(
			array(
				'post_type'   => 'immo_property',
				'post_title'  => 'By hand',
				'post_status' => 'publish',
			)
		);
		$import = $this->import_xml( OpenImmo::document( array( OpenImmo::object( array( 'extern' => 'X-1' ) ) ), 'VOLL', 'ANID-2' ) );
		$this->assertSame( 0, (int) $import->deleted );
		$this->assertCount( 4, $this->listing_ids() );
		$this->assertNotNull( get_post( $own ) );
	}

	public function test_voll_that_would_withdraw_more_than_half_waits_for_confirmation(): void {
		$this->import_xml( OpenImmo::document( $this->objects( 4 ), 'VOLL' ) );
		$before = $this->listing_ids();

		$import = $this->import_xml( OpenImmo::document( $this->objects( 1 ), 'VOLL' ) );
		$this->assertSame( 'awaiting_confirmation', $import->status );
		$this->assertSame( 0, (int) $import->deleted );
		$this->assertCount( 3, json_decode( $import->pending_withdrawal, true ) );
		$this->assertSame( $before, $this->listing_ids(), 'nothing withdrawn yet' );
		$this->assertStringContainsString( 'would withdraw 3 of 4 listings', implode( "\n", $this->log( $import ) ) );

		// A later import may still run; the held one does not block it.
		$later = $this->import_xml( OpenImmo::document( array( OpenImmo::object( array( 'extern' => 'OBJ-3', 'title' => 'Wieder da' ) ) ), 'TEIL' ) );
		$this->assertSame( 'done', $later->status );

		Plugin::instance()->listings()->import_withdrawal()->confirm( (int) $import->id );
		$import = $this->run_import( (int) $import->id );
		$this->assertSame( 'done', $import->status );
		$this->assertSame( 2, (int) $import->deleted, 'OBJ-3 came back in a later import and stays' );
		$this->assertNotNull( $this->listing( 'OBJ-1' ) );
		$this->assertNotNull( $this->listing( 'OBJ-3' ) );
		$this->assertNull( $this->listing( 'OBJ-2' ) );
		$this->assertNull( $this->listing( 'OBJ-4' ) );
	}

	public function test_a_newer_full_transfer_supersedes_an_older_held_withdrawal(): void {
		$this->import_xml( OpenImmo::document( $this->objects( 4 ), 'VOLL' ) );
		$held  = $this->import_xml( OpenImmo::document( $this->objects( 1 ), 'VOLL' ) );
		$other = $this->import_xml( OpenImmo::document( array(), 'VOLL', 'ANID-2' ) );
		$newer = $this->import_xml( OpenImmo::document( $this->objects( 4 ), 'VOLL' ) );
		$this->assertSame( 'done', $newer->status );
		$repository = Plugin::instance()->listings()->import_repository();
		$this->assertSame( 'done', $repository->find( (int) $held->id )->status );
		$this->assertStringContainsString( 'Superseded by the full transfer of import #' . $newer->id, implode( "\n", $this->log( $held ) ) );
		$this->assertSame( 'done', $repository->find( (int) $other->id )->status, 'ANID-2 had no listings: nothing to withdraw' );
		$this->assertCount( 4, $this->listing_ids() );
	}

	public function test_an_empty_voll_feed_withdraws_nothing_without_confirmation(): void {
		$this->import_xml( OpenImmo::document( $this->objects( 2 ), 'VOLL' ) );
		$import = $this->import_xml( OpenImmo::document( array(), 'VOLL' ) );
		$this->assertSame( 'awaiting_confirmation', $import->status );
		$this->assertCount( 2, $this->listing_ids() );

		Plugin::instance()->listings()->import_withdrawal()->reject( (int) $import->id );
		$import = Plugin::instance()->listings()->import_repository()->find( (int) $import->id );
		$this->assertSame( 'done', $import->status );
		$this->assertCount( 2, $this->listing_ids(), 'kept' );
	}

	public function test_delete_action_in_any_case_removes_the_listing(): void {
		$this->import_zip(
			array(
				'export.xml' => OpenImmo::document( $this->objects( 2, array( 'images' => array( array( 'a.png' ) ) ) ) ),
				'a.png'      => OpenImmo::image( 2 ),
			)
		);
		$this->assertCount( 2, $this->attachment_ids() );
		$import = $this->import_xml( OpenImmo::document( array( OpenImmo::object( array( 'extern' => 'OBJ-1', 'action' => 'delete' ) ) ) ) );
		$this->assertSame( 1, (int) $import->deleted );
		$this->assertNull( $this->listing( 'OBJ-1' ) );
		$this->assertNotNull( $this->listing( 'OBJ-2' ) );
		$this->assertCount( 1, $this->attachment_ids(), 'its picture went with it' );

		$again = $this->import_xml( OpenImmo::document( array( OpenImmo::object( array( 'extern' => 'OBJ-1', 'action' => 'DELETE' ) ) ) ) );
		$this->assertSame( 1, (int) $again->unchanged );
		$this->assertStringContainsString( 'no such listing', implode( "\n", $this->log( $again ) ) );
	}

	public function test_the_last_action_on_an_object_wins(): void {
		$import = $this->import_xml(
			OpenImmo::document(
				array(
					OpenImmo::object( array( 'extern' => 'OOF-1', 'action' => 'CHANGE' ) ),
					OpenImmo::object( array( 'extern' => 'OOF-1', 'action' => 'DELETE' ) ),
				)
			)
		);
		$this->assertSame( 1, (int) $import->created );
		$this->assertSame( 1, (int) $import->deleted );
		$this->assertSame( array(), $this->listing_ids() );
	}

	public function test_objects_are_keyed_by_object_number_then_obid(): void {
		$import = $this->import_xml(
			OpenImmo::document(
				array(
					OpenImmo::object( array( 'extern' => 'A-1', 'obid' => 'foo' ) ),
					OpenImmo::object( array( 'extern' => 'A-2', 'obid' => 'foo' ) ),
					OpenImmo::object( array( 'extern' => '', 'obid' => 'only-obid' ) ),
				)
			)
		);
		$this->assertSame( 3, (int) $import->created, 'a duplicate obid does not merge two objects' );
		$again = $this->import_xml( OpenImmo::document( array( OpenImmo::object( array( 'extern' => '', 'obid' => 'only-obid', 'title' => 'Geändert' ) ) ) ) );
		$this->assertSame( 1, (int) $again->updated );
		$this->assertCount( 3, $this->listing_ids() );
	}

	public function test_a_broken_object_is_reported_and_skipped(): void {
		add_filter( 'wp_insert_post_empty_content', static fn ( $empty, $post ) => 'Kaputt' === ( $post['post_title'] ?? '' ) ? true : $empty, 10, 2 );
		$import = $this->import_xml(
			OpenImmo::document(
				array(
					OpenImmo::object( array( 'extern' => 'OK-1' ) ),
					OpenImmo::object( array( 'extern' => '', 'obid' => '' ) ),
					OpenImmo::object( array( 'extern' => 'BROKEN-1', 'title' => 'Kaputt' ) ),
					OpenImmo::object( array( 'extern' => 'OK-2' ) ),
				)
			)
		);
		$this->assertSame( 'done', $import->status );
		$this->assertSame( 2, (int) $import->created );
		$this->assertSame( 2, (int) $import->failed );
		$log = $this->log( $import );
		$this->assertMatchesRegularExpression( '/^error : The object has neither an objektnr_extern nor an openimmo_obid/', $log[0] );
		$this->assertStringStartsWith( 'error BROKEN-1: ', $log[1] );
		$entries = Plugin::instance()->listings()->import_repository()->log_entries( (int) $import->id, 10 );
		$this->assertSame( array( '2', '3' ), array( (string) $entries[0]->position, (string) $entries[1]->position ) );
		$this->assertNull( $this->listing( 'BROKEN-1' ), 'rolled back whole' );
		$this->assertNotNull( $this->listing( 'OK-2' ) );
	}

	public function test_a_broken_object_in_a_voll_transfer_keeps_its_listing(): void {
		$this->import_xml( OpenImmo::document( $this->objects( 2 ), 'VOLL' ) );
		add_filter( 'wp_insert_post_empty_content', static fn ( $empty, $post ) => 'Kaputt' === ( $post['post_title'] ?? '' ) ? true : $empty, 10, 2 );
		$import = $this->import_xml(
			OpenImmo::document(
				array(
					OpenImmo::object( array( 'extern' => 'OBJ-1' ) ),
					OpenImmo::object( array( 'extern' => 'OBJ-2', 'title' => 'Kaputt' ) ),
				),
				'VOLL'
			)
		);
		$this->assertSame( 1, (int) $import->failed );
		$this->assertSame( 0, (int) $import->deleted, 'it was in the file' );
		$this->assertNotNull( $this->listing( 'OBJ-2' ) );
	}

	/**
	 * Moves the clock on by a second (post_modified has second resolution).
	 */
	private function mark_time_passing(): void {
		sleep( 1 );
	}
}

<?php
/**
 * Saved_Search_List: the saved searches that count.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Storage;

use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_List;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Submit\Saved_Search_Type;
use ImmoWizards\Tests\Test_Case;

/**
 * A search counts once its request is confirmed or when it was made in the portal; a contact sees
 * only their own.
 */
final class Saved_Search_List_Test extends Test_Case {

	private Saved_Search_Repository $searches;

	private Saved_Search_List $list;

	protected function setUp(): void {
		parent::setUp();
		$this->searches = new Saved_Search_Repository();
		$this->list     = new Saved_Search_List();
	}

	/**
	 * Stores a saved search: with a confirmed or pending request, or made in the portal (no request).
	 *
	 * @param int    $contact_id Contact id.
	 * @param string $made       'confirmed', 'pending' or 'portal'.
	 * @param bool   $active     Whether it is on.
	 * @return object Its row.
	 */
	private function search( int $contact_id, string $made, bool $active = true ): object {
		$request = 0;
		if ( 'portal' !== $made ) {
			$requests = new Request_Repository();
			$request  = $requests->insert(
				array(
					'uuid'          => wp_generate_uuid4(),
					'submission_id' => wp_generate_uuid4(),
					'type'          => Saved_Search_Type::NAME,
					'contact_id'    => $contact_id,
					'payload'       => array(),
					'locale'        => 'de_DE',
				)
			);
			if ( 'confirmed' === $made ) {
				$requests->confirm( $request );
			}
		}
		$uuid = wp_generate_uuid4();
		$id   = $this->searches->insert( $uuid, $contact_id, $request, array( 'made' => $made ) );
		$this->searches->update( $id, null, $active );
		return $this->searches->find_by_uuid( $uuid );
	}

	public function test_a_contact_sees_the_searches_that_count_and_only_their_own(): void {
		$confirmed = $this->search( 7, 'confirmed' );
		$this->search( 7, 'pending' );
		$portal  = $this->search( 7, 'portal', false );
		$foreign = $this->search( 8, 'confirmed' );

		$this->assertSame( array( $confirmed->uuid, $portal->uuid ), array_column( $this->list->all_for_contact( 7 ), 'uuid' ), 'oldest first' );
		$this->assertSame( array( $portal->uuid ), array_column( $this->list->newest_for_contact( 7, 1 ), 'uuid' ), 'newest first, limited' );
		$this->assertSame( $confirmed->id, $this->list->find_for_contact( 7, strtoupper( $confirmed->uuid ) )->id );
		$this->assertNull( $this->list->find_for_contact( 7, $foreign->uuid ), 'another contact\'s uuid is not found' );
	}

	public function test_live_are_the_active_searches_that_count(): void {
		$confirmed = $this->search( 7, 'confirmed' );
		$portal    = $this->search( 7, 'portal' );
		$pending   = $this->search( 7, 'pending' );
		$off       = $this->search( 7, 'confirmed', false );

		$live = $this->list->live( array( $confirmed->id, $portal->id, $pending->id, $off->id ) );

		$this->assertEqualsCanonicalizing( array( $confirmed->id, $portal->id ), array_column( $live, 'id' ) );
		$this->assertSame( array(), $this->list->live( array() ) );
	}
}

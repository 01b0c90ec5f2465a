<?php
/**
 * Contact_Repository::upsert under concurrency.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Storage;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Two first submits for the same new address race on the unique e-mail hash.
 */
final class Contact_Repository_Test extends Test_Case {

	use Lead_Payloads;

	/**
	 * Lets "another request" insert the contact between our lookup and our insert; returns its id.
	 *
	 * @param string $email Address.
	 * @return \stdClass Holds ->id once the other insert ran.
	 */
	private function lose_the_race_for( string $email ): \stdClass {
		global $wpdb;
		$table  = Tables::name( 'contacts' );
		$winner = new \stdClass();
		add_filter(
			'query',
			static function ( $query ) use ( $table, $email, $winner, $wpdb ) {
				if ( ! isset( $winner->id ) && str_starts_with( ltrim( $query ), "INSERT INTO `$table`" ) ) {
					$winner->id = 0;
					$wpdb->insert(
						$table,
						array(
							'email_hash' => Contact_Repository::email_hash( $email ),
							'email'      => $email,
							'firstname'  => 'First',
							'created_at' => Tables::now(),
							'updated_at' => Tables::now(),
						)
					);
					$winner->id = (int) $wpdb->insert_id;
				}
				return $query;
			}
		);
		return $winner;
	}

	public function test_upsert_uses_the_row_of_the_request_that_won_the_race(): void {
		$winner = $this->lose_the_race_for( 'race@example.de' );
		$id     = ( new Contact_Repository() )->upsert( 'race@example.de' );
		$this->assertGreaterThan( 0, $winner->id );
		$this->assertSame( $winner->id, $id );
		$this->assertSame( 1, $this->count_rows( 'contacts' ) );
		$this->assertSame( 'First', $this->rows( 'contacts' )[0]->firstname );
	}

	public function test_submit_survives_the_race(): void {
		$winner   = $this->lose_the_race_for( 'race@example.de' );
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'Race@Example.de' ) ) ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 1, $this->count_rows( 'contacts' ) );
		$this->assertSame( (string) $winner->id, (string) $this->rows( 'requests' )[0]->contact_id );
		$this->assertCount( 1, $this->mails );
	}

	public function test_other_insert_failures_still_throw(): void {
		global $wpdb;
		$table = Tables::name( 'contacts' );
		add_filter( 'query', static fn ( $query ) => str_starts_with( ltrim( $query ), "INSERT INTO `$table`" ) ? "INSERT INTO `{$table}_missing` (`x`) VALUES (1)" : $query );
		$suppressed = $wpdb->suppress_errors( true );
		try {
			$this->expectException( Storage_Error::class );
			( new Contact_Repository() )->upsert( 'broken@example.de' );
		} finally {
			$wpdb->suppress_errors( $suppressed );
		}
	}
}

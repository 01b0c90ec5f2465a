<?php
/**
 * Retention clean-up.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Privacy;

use ImmoWizards\Plugin;
use ImmoWizards\Privacy\Retention;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * Unconfirmed requests older than the retention period are deleted with everything attached.
 */
final class Retention_Test extends Test_Case {

	use Lead_Payloads;

	public function test_old_unconfirmed_requests_are_deleted(): void {
		global $wpdb;
		$this->mail_result = false;
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'old@example.de' ) ) ) );
		$this->mail_result = true;
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'new@example.de' ) ) ) );
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'confirmed@example.de' ) ) ) );
		preg_match( '/[?&;#]k=([0-9a-f]{64})/', end( $this->mails )['message'], $m );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $m[1] ) )->get_status() );

		$requests = Tables::name( 'requests' );
		$contacts = Tables::name( 'contacts' );
		// phpcs:disable
		$wpdb->query( "UPDATE $requests r JOIN $contacts c ON c.id = r.contact_id SET r.created_at = '2001-01-01 00:00:00' WHERE c.email IN ('old@example.de','confirmed@example.de')" );
		// phpcs:enable
		$old_id = (int) $wpdb->get_var( "SELECT r.id FROM $requests r JOIN $contacts c ON c.id = r.contact_id WHERE c.email = 'old@example.de'" ); // phpcs:ignore

		do_action( Jobs::HOOK, 'retention' );

		$this->assertSame( array( 'new@example.de', 'confirmed@example.de' ), array_values( array_column( $this->rows( 'contacts' ), 'email' ) ) );
		$this->assertSame( 2, $this->count_rows( 'requests' ) );
		$this->assertSame( 0, $this->count_rows( 'requests', "id = $old_id" ) );
		$this->assertSame( 0, $this->count_rows( 'keys', "request_id = $old_id" ) );
		$this->assertSame( 0, $this->count_rows( 'consents', "request_id = $old_id" ) );
		$this->assertSame( 0, $this->count_rows( 'outbox', "request_id = $old_id" ) );
		$this->assertSame( 'confirmed', $this->rows( 'requests' )[1]->status );
	}

	public function test_retention_period_is_a_setting(): void {
		global $wpdb;
		\ImmoWizards\Settings\Settings::instance()->update( array( 'retention_days' => 2 ) );
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'requests' ) . ' SET created_at = %s', gmdate( 'Y-m-d H:i:s', time() - 3 * DAY_IN_SECONDS ) ) ); // phpcs:ignore
		do_action( Jobs::HOOK, 'retention' );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
	}

	public function test_a_batch_without_progress_ends_the_run(): void {
		global $wpdb;
		$requests = Tables::name( 'requests' );
		$values   = array();
		for ( $i = 0; $i < Retention::BATCH; $i++ ) {
			$values[] = $wpdb->prepare( '(%s, %s, %s, %s, %d, %s, %s)', wp_generate_uuid4(), wp_generate_uuid4(), 'lead', 'pending', 1, '{}', '2001-01-01 00:00:00' );
		}
		$wpdb->query( "INSERT INTO $requests (uuid, submission_id, type, status, contact_id, payload, created_at) VALUES " . implode( ',', $values ) ); // phpcs:ignore
		// The deletes fail (e.g. a lock or a permission problem): the same batch would come back forever.
		$selects = 0;
		add_filter(
			'query',
			static function ( $query ) use ( $requests, &$selects ) {
				if ( str_starts_with( ltrim( $query ), "DELETE FROM `$requests`" ) ) {
					return "DELETE FROM `$requests` WHERE 1 = 0";
				}
				if ( str_starts_with( ltrim( $query ), "SELECT id FROM $requests WHERE status = 'pending'" ) ) {
					++$selects;
				}
				return $query;
			}
		);
		$this->assertSame( 0, Plugin::instance()->retention()->run() );
		$this->assertSame( 1, $selects, 'one batch, then it stops' );
		$this->assertSame( Retention::BATCH, $this->count_rows( 'requests' ) );
	}

	public function test_full_batches_continue_until_done(): void {
		global $wpdb;
		$requests = Tables::name( 'requests' );
		$values   = array();
		for ( $i = 0; $i < Retention::BATCH + 3; $i++ ) {
			$values[] = $wpdb->prepare( '(%s, %s, %s, %s, %d, %s, %s)', wp_generate_uuid4(), wp_generate_uuid4(), 'lead', 'pending', 1, '{}', '2001-01-01 00:00:00' );
		}
		$wpdb->query( "INSERT INTO $requests (uuid, submission_id, type, status, contact_id, payload, created_at) VALUES " . implode( ',', $values ) ); // phpcs:ignore
		$this->assertSame( Retention::BATCH + 3, Plugin::instance()->retention()->run() );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
	}

	/**
	 * Inserts stale pending requests and expired keys, and contacts without requests.
	 *
	 * @param int $requests Stale pending requests.
	 * @param int $orphans  Contacts without requests or user.
	 * @param int $keys     Keys that expired long ago.
	 */
	private function insert_garbage( int $requests, int $orphans, int $keys ): void {
		global $wpdb;
		$rows = array();
		for ( $i = 0; $i < $requests; $i++ ) {
			$rows[] = $wpdb->prepare( '(%s, %s, %s, %s, %d, %s, %s)', wp_generate_uuid4(), wp_generate_uuid4(), 'lead', 'pending', 1, '{}', '2001-01-01 00:00:00' );
		}
		if ( $rows ) {
			$wpdb->query( 'INSERT INTO ' . Tables::name( 'requests' ) . ' (uuid, submission_id, type, status, contact_id, payload, created_at) VALUES ' . implode( ',', $rows ) ); // phpcs:ignore
		}
		$rows = array();
		for ( $i = 0; $i < $orphans; $i++ ) {
			$rows[] = $wpdb->prepare( '(%s, %s, %s, %s, %s)', hash( 'sha256', "orphan$i" ), "orphan$i@example.de", 'Name', '2001-01-01 00:00:00', '2001-01-01 00:00:00' );
		}
		if ( $rows ) {
			$wpdb->query( 'INSERT INTO ' . Tables::name( 'contacts' ) . ' (email_hash, email, lastname, created_at, updated_at) VALUES ' . implode( ',', $rows ) ); // phpcs:ignore
		}
		$rows = array();
		for ( $i = 0; $i < $keys; $i++ ) {
			$rows[] = $wpdb->prepare( '(%s, %s, %s, %s)', hash( 'sha256', "key$i" ), 'login', '2001-01-01 00:00:00', '2001-01-01 00:00:00' );
		}
		if ( $rows ) {
			$wpdb->query( 'INSERT INTO ' . Tables::name( 'keys' ) . ' (key_hash, purpose, expires_at, created_at) VALUES ' . implode( ',', $rows ) ); // phpcs:ignore
		}
	}

	public function test_one_run_cleans_past_the_old_limits(): void {
		// Before, a run stopped after 100 batches of requests and 500 orphaned contacts.
		add_filter( 'immo_wizards_retention_batch_size', static fn () => 5 );
		$this->insert_garbage( 5 * 100 + 7, 600, 523 );
		$this->assertSame( 507, Plugin::instance()->retention()->run() );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
		$this->assertSame( 0, $this->count_rows( 'contacts' ) );
		$this->assertSame( 0, $this->count_rows( 'keys' ) );
	}

	public function test_a_run_stops_when_its_time_is_up_and_the_next_run_goes_on(): void {
		add_filter( 'immo_wizards_retention_batch_size', static fn () => 5 );
		add_filter( 'immo_wizards_retention_time_budget', static fn () => 0 );
		$this->insert_garbage( 12, 7, 0 );
		$this->assertSame( 5, Plugin::instance()->retention()->run(), 'one batch per part when the time is up' );
		$this->assertSame( 7, $this->count_rows( 'requests' ) );
		$this->assertSame( 2, $this->count_rows( 'contacts' ) );
		$this->assertSame( 5, Plugin::instance()->retention()->run() );
		$this->assertSame( 2, Plugin::instance()->retention()->run() );
		$this->assertSame( 0, Plugin::instance()->retention()->run() );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
		$this->assertSame( 0, $this->count_rows( 'contacts' ) );
	}

	public function test_an_orphan_that_a_new_request_picked_up_stays(): void {
		global $wpdb;
		$this->insert_garbage( 0, 1, 0 );
		$contacts = Tables::name( 'contacts' );
		$requests = Tables::name( 'requests' );
		$id       = (int) $wpdb->get_var( "SELECT id FROM $contacts" ); // phpcs:ignore
		// A submit attaches a request between the clean-up's look-up and its delete.
		add_filter(
			'query',
			static function ( $query ) use ( $wpdb, $contacts, $requests, $id ) {
				if ( str_starts_with( $query, "DELETE FROM $contacts" ) ) {
					$wpdb->insert( $requests, array( 'uuid' => wp_generate_uuid4(), 'submission_id' => wp_generate_uuid4(), 'type' => 'lead', 'status' => 'pending', 'contact_id' => $id, 'payload' => '{}', 'created_at' => Tables::now() ) ); // phpcs:ignore
				}
				return $query;
			}
		);
		Plugin::instance()->retention()->run();
		$this->assertSame( 1, $this->count_rows( 'contacts' ) );
	}

	public function test_the_clean_up_runs_hourly_in_the_one_cron_hook_and_drops_its_old_event(): void {
		wp_schedule_event( time() + 60, 'daily', 'immo_wizards_retention' );
		\ImmoWizards\Install\Installer::schedule_cron();
		$this->assertFalse( wp_next_scheduled( 'immo_wizards_retention' ), 'the hook of older versions is gone' );

		$half_an_hour_ago = time() - 30 * MINUTE_IN_SECONDS;
		update_option(
			Jobs::LAST_RUN_OPTION,
			array(
				'retention' => $half_an_hour_ago,
				'outbox'    => $half_an_hour_ago,
			)
		);
		do_action( Jobs::HOOK );
		$this->assertSame( $half_an_hour_ago, Jobs::last_run( 'retention' ), 'not again within the hour' );
		$this->assertGreaterThan( $half_an_hour_ago, Jobs::last_run( 'outbox' ), 'the outbox runs every time' );
		update_option( Jobs::LAST_RUN_OPTION, array( 'retention' => time() - HOUR_IN_SECONDS - 1 ) );
		do_action( Jobs::HOOK );
		$this->assertGreaterThan( time() - 60, Jobs::last_run( 'retention' ), 'again after the hour' );
	}
}

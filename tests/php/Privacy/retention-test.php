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
		preg_match( '/[?&;]k=([0-9a-f]{64})/', end( $this->mails )['message'], $m );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $m[1] ) )->get_status() );

		$requests = Tables::name( 'requests' );
		$contacts = Tables::name( 'contacts' );
		// phpcs:disable
		$wpdb->query( "UPDATE $requests r JOIN $contacts c ON c.id = r.contact_id SET r.created_at = '2001-01-01 00:00:00' WHERE c.email IN ('old@example.de','confirmed@example.de')" );
		// phpcs:enable
		$old_id = (int) $wpdb->get_var( "SELECT r.id FROM $requests r JOIN $contacts c ON c.id = r.contact_id WHERE c.email = 'old@example.de'" ); // phpcs:ignore

		do_action( Retention::CRON_HOOK );

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
		do_action( Retention::CRON_HOOK );
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
}

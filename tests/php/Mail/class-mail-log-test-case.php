<?php
/**
 * Shared helpers of the mail log tests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Plugin;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;

/**
 * Stores mails in given states and signs users in.
 */
abstract class Mail_Log_Test_Case extends Test_Case {

	/**
	 * Stores a mail (not sent) and puts it into a state.
	 *
	 * @param array<string,mixed> $row Columns to set after storing (status, created_at, …).
	 * @param array<string,mixed> $mail Mail fields over the defaults.
	 */
	protected function mail( array $row = array(), array $mail = array() ): int {
		global $wpdb;
		$id = Plugin::instance()->outbox()->store(
			$mail + array(
				'recipient' => 'anna@example.de',
				'subject'   => 'Bitte bestätigen',
				'html'      => '<p>Hallo <a href="https://example.de/?immo_confirm=abc">bestätigen</a></p>',
				'text'      => 'Hallo https://example.de/?immo_confirm=abc',
				'kind'      => 'agency_notification',
			)
		);
		if ( $row ) {
			$wpdb->update( Tables::name( 'outbox' ), $row, array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		return $id;
	}

	/**
	 * Stores a request of $type and returns its id.
	 *
	 * @param string $type Request type.
	 */
	protected function request( string $type ): int {
		global $wpdb;
		$wpdb->insert( Tables::name( 'requests' ), array( 'uuid' => wp_generate_uuid4(), 'submission_id' => wp_generate_uuid4(), 'type' => $type, 'status' => 'pending', 'contact_id' => 1, 'payload' => '{}', 'created_at' => Tables::now() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->insert_id;
	}

	/**
	 * A row of the outbox.
	 *
	 * @param int $id Mail id.
	 */
	protected function outbox_row( int $id ): object {
		return ( new Outbox_Repository() )->find( $id );
	}
}

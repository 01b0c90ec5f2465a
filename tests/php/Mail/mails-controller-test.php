<?php
/**
 * GET /mails and POST /mails/{id}/resend: the mail log.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Mail\Kinds\Confirmation_Mail;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Users\Roles;
use ImmoWizards\Wiring\Jobs;

require_once __DIR__ . '/class-mail-log-test-case.php';

/**
 * Filters, paging and totals; resend; administrators only.
 */
final class Mails_Controller_Test extends Mail_Log_Test_Case {

	public function test_the_log_lists_mails_newest_first_with_their_request_type(): void {
		$this->login( 'administrator' );
		$lead  = $this->request( 'lead' );
		$first = $this->mail(
			array(
				'created_at' => '2026-01-01 10:00:00',
				'status'     => 'failed',
				'attempts'   => 7,
				'last_error' => 'SMTP down',
			),
			array(
				'request_id' => $lead,
				'kind'       => Confirmation_Mail::NAME,
			)
		);
		$second = $this->mail( array( 'created_at' => '2026-01-02 10:00:00' ) );

		$response = $this->rest( 'GET', '/mails' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '2', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '1', $response->get_headers()['X-WP-TotalPages'] );
		$items = $this->json( $response );
		$this->assertSame( array( $second, $first ), array_column( $items, 'id' ) );
		$this->assertSame(
			array(
				'id'         => $first,
				'recipient'  => 'anna@example.de',
				'subject'    => 'Bitte bestätigen',
				'kind'       => 'confirmation',
				'typeLabel'  => 'Owner lead',
				'status'     => 'failed',
				'attempts'   => 7,
				'lastError'  => 'SMTP down',
				'createdAt'  => '2026-01-01T10:00:00Z',
				'sentAt'     => null,
				'requestId'  => $lead,
				'canResend'  => true,
				'hasContent' => false,
				'attachment' => null,
			),
			$items[1]
		);
		$this->assertNull( $items[0]['typeLabel'], 'a mail of no request has no type' );
		$this->assertArrayNotHasKey( 'html', $items[0], 'no body in the log' );
	}

	public function test_filters_search_dates_order_and_paging(): void {
		$this->login( 'administrator' );
		$failed = $this->mail( array( 'status' => 'failed', 'created_at' => '2026-03-01 08:00:00' ), array( 'recipient' => 'bernd@example.de' ) );
		$sent   = $this->mail( array( 'status' => 'sent', 'created_at' => '2026-03-02 08:00:00' ), array( 'kind' => 'login_link' ) );
		$old    = $this->mail( array( 'created_at' => '2025-12-31 23:00:00' ), array( 'recipient' => 'Bernd.Old@example.de' ) );

		$ids = fn ( array $query ) => array_column( $this->json( $this->rest( 'GET', '/mails', null, $query ) ), 'id' );
		$this->assertSame( array( $failed ), $ids( array( 'status' => 'failed' ) ) );
		$this->assertSame( array( $sent ), $ids( array( 'kind' => 'login_link' ) ) );
		$this->assertSame( array( $failed, $old ), $ids( array( 'search' => 'bernd' ) ), 'search is part of the address, any case' );
		$this->assertSame( array(), $ids( array( 'search' => '%' ) ), 'LIKE wildcards are literal' );
		$this->assertSame( array( $sent, $failed ), $ids( array( 'after' => '2026-01-01T00:00:00Z' ) ) );
		$this->assertSame( array( $old ), $ids( array( 'before' => '2026-01-01T00:00:00Z' ) ) );
		$this->assertSame( array( $failed ), $ids( array( 'after' => '2026-03-01T09:00:00+02:00', 'before' => '2026-03-02T00:00:00Z' ) ), 'times are compared in UTC' );
		$this->assertSame( array( $old, $failed, $sent ), $ids( array( 'order' => 'asc', 'orderby' => 'date' ) ) );

		$page = $this->rest( 'GET', '/mails', null, array( 'per_page' => 2, 'page' => 2 ) );
		$this->assertSame( '3', $page->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $page->get_headers()['X-WP-TotalPages'] );
		$this->assertSame( array( $old ), array_column( $this->json( $page ), 'id' ) );
		$filtered = $this->rest( 'GET', '/mails', null, array( 'status' => 'sent' ) );
		$this->assertSame( '1', $filtered->get_headers()['X-WP-Total'], 'the total counts the filtered mails' );
	}

	/**
	 * Bad collection parameters.
	 *
	 * @return array<string, array{0:array<string,mixed>}>
	 */
	public function bad_queries(): array {
		return array(
			'unknown status' => array( array( 'status' => 'deleted' ) ),
			'status array'   => array( array( 'status' => array( 'sent' ) ) ),
			'kind sql'       => array( array( 'kind' => "x' OR 1=1 --" ) ),
			'kind too long'  => array( array( 'kind' => str_repeat( 'a', 31 ) ) ),
			'search 2 MB'    => array( array( 'search' => str_repeat( 'a', 2 * 1024 * 1024 ) ) ),
			'after no date'  => array( array( 'after' => 'gestern' ) ),
			'orderby other'  => array( array( 'orderby' => 'recipient' ) ),
			'order sql'      => array( array( 'order' => 'desc; DROP TABLE x' ) ),
			'page zero'      => array( array( 'page' => 0 ) ),
			'page text'      => array( array( 'page' => 'abc' ) ),
			'per_page 101'   => array( array( 'per_page' => 101 ) ),
			'per_page -1'    => array( array( 'per_page' => -1 ) ),
		);
	}

	/**
	 * Bad parameters are a 400.
	 *
	 * @dataProvider bad_queries
	 * @param array<string,mixed> $query Query.
	 */
	public function test_bad_queries_are_400( array $query ): void {
		$this->login( 'administrator' );
		$this->assertSame( 400, $this->rest( 'GET', '/mails', null, $query )->get_status() );
	}

	public function test_resend_requeues_a_failed_mail_through_the_runner(): void {
		$this->login( 'administrator' );
		$id = $this->mail(
			array(
				'status'      => 'failed',
				'attempts'    => 9,
				'retry_until' => '2001-01-01 00:00:00',
			)
		);
		$response = $this->rest( 'POST', "/mails/$id/resend" );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'pending', $this->json( $response )['status'] );
		$this->assertSame( 0, $this->json( $response )['attempts'] );
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( 'runner' ) ), 'the runner sends it, not the admin request' );
		$this->assertCount( 0, $this->mails );

		do_action( Jobs::HOOK, 'runner' );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'sent', $this->outbox_row( $id )->status );
	}

	public function test_resend_refuses_sent_and_unknown_mails(): void {
		$this->login( 'administrator' );
		$sent = $this->mail( array( 'status' => 'sent' ) );
		$this->assertSame( 409, $this->rest( 'POST', "/mails/$sent/resend" )->get_status() );
		$this->assertSame( 'sent', $this->outbox_row( $sent )->status );
		$this->assertSame( 404, $this->rest( 'POST', '/mails/999999999/resend' )->get_status() );
		foreach ( array( '0', '-1', 'abc', '1%20OR%201=1' ) as $bad ) {
			$this->assertContains( $this->rest( 'POST', "/mails/$bad/resend" )->get_status(), array( 400, 404 ), $bad );
		}
	}

	public function test_resend_of_one_mail_leaves_the_other_failed_ones(): void {
		$this->login( 'administrator' );
		$one   = $this->mail( array( 'status' => 'failed' ) );
		$other = $this->mail( array( 'status' => 'failed' ) );
		$this->rest( 'POST', "/mails/$one/resend" );
		$this->assertSame( 'pending', $this->outbox_row( $one )->status );
		$this->assertSame( 'failed', $this->outbox_row( $other )->status );
	}

	/**
	 * Everyone but administrators.
	 *
	 * @return array<string, array{0:string}>
	 */
	public function other_roles(): array {
		return array(
			'visitor'    => array( '' ),
			'subscriber' => array( 'subscriber' ),
			'contact'    => array( Roles::ROLE ),
			'editor'     => array( 'editor' ),
		);
	}

	/**
	 * Only administrators reach the log.
	 *
	 * @dataProvider other_roles
	 * @param string $role Role ('' for a visitor).
	 */
	public function test_the_log_is_for_administrators_only( string $role ): void {
		$id = $this->mail( array( 'status' => 'failed' ) );
		if ( '' !== $role ) {
			$this->login( $role );
		}
		$expected = '' === $role ? 401 : 403;
		$this->assertSame( $expected, $this->rest( 'GET', '/mails' )->get_status() );
		$this->assertSame( $expected, $this->rest( 'GET', "/mails/$id/content" )->get_status() );
		$this->assertSame( $expected, $this->rest( 'POST', "/mails/$id/resend" )->get_status() );
		$this->assertSame( 'failed', $this->outbox_row( $id )->status );
	}
}

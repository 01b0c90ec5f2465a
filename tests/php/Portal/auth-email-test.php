<?php
/**
 * POST /auth/email: the login link by e-mail.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Plugin;
use ImmoWizards\Portal\Login_Links;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Portal_Test_Case;
use ImmoWizards\Users\Roles;

require_once dirname( __DIR__ ) . '/includes/class-portal-test-case.php';

/**
 * Login links by e-mail: one answer for every address, the mail queued for portal users only and
 * sent after the response, limits per address and per IP.
 */
final class Auth_Email_Test extends Portal_Test_Case {

	/**
	 * POST /auth/email.
	 *
	 * @param mixed $email Address.
	 */
	private function ask_link( $email ): \WP_REST_Response {
		return $this->call( 'POST', '/immo-wizards/auth/email', array( 'email' => $email ) );
	}

	public function test_email_answers_alike_for_unknown_admin_editor_and_portal_addresses(): void {
		$this->user_with_role( 'boss@example.de', 'administrator' );
		$this->user_with_role( 'ed@example.de', 'editor' );
		$this->user_with_role( 'anna@example.de', Roles::ROLE );

		$answers = array();
		foreach ( array( 'nobody@example.de', 'boss@example.de', 'ed@example.de', 'anna@example.de' ) as $email ) {
			$response          = $this->ask_link( $email );
			$answers[ $email ] = array( $response->get_status(), $this->json( $response ), $response->get_headers() );
		}
		$this->assertSame( array( 200, array( 'sent' => true ), array() ), $answers['nobody@example.de'] );
		$this->assertSame( array_fill_keys( array_keys( $answers ), $answers['nobody@example.de'] ), $answers );

		$this->assertSame( array(), $this->mails, 'nothing is sent inside the request' );
		$outbox = $this->rows( 'outbox' );
		$this->assertCount( 1, $outbox, 'a mail is queued only for the portal user' );
		$this->assertSame( 'anna@example.de', $outbox[0]->recipient );
		$this->assertSame( 'pending', $outbox[0]->status );
		$this->assertSame( 1, $this->count_rows( 'keys', "purpose = 'login'" ) );
	}

	public function test_the_login_mail_goes_out_through_the_outbox_after_the_response(): void {
		$this->user_with_role( 'anna@example.de', Roles::ROLE );
		$this->ask_link( 'anna@example.de' );
		$this->assertSame( array(), $this->mails, 'not inside the request' );
		$runner = Plugin::instance()->runner();
		$this->assertSame( 100, has_action( 'shutdown', array( $runner, 'flush' ) ), 'the runner sends it on shutdown, after the response ended, or is woken in a request of its own' );

		$runner->flush();
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'sent', $this->rows( 'outbox' )[0]->status );
	}

	public function test_the_login_mail_is_retried_when_the_send_after_the_response_fails(): void {
		$this->user_with_role( 'anna@example.de', Roles::ROLE );
		$this->ask_link( 'anna@example.de' );
		$this->mail_result = false;
		Plugin::instance()->runner()->flush();
		$row = $this->rows( 'outbox' )[0];
		$this->assertSame( 'pending', $row->status, 'kept for the outbox retries' );
		$this->assertGreaterThan( gmdate( 'Y-m-d H:i:s' ), $row->next_attempt_at );
	}

	public function test_no_new_link_while_a_recent_one_is_unused_and_at_most_three_a_day(): void {
		// Asking is limited per address too (5 an hour); these are the mails' own limits.
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'auth_email' === $kind ? 100 : $limit, 10, 2 );
		$this->user_with_role( 'anna@example.de', Roles::ROLE );
		foreach ( range( 1, 4 ) as $ignored ) {
			$this->assertSame( array( 'sent' => true ), $this->json( $this->ask_link( 'anna@example.de' ) ) );
		}
		$this->assertSame( 1, $this->count_rows( 'outbox' ), 'the first link still works: no second one' );

		// Once the link is older than the hold, another one may go; three a day at most.
		global $wpdb;
		$old = Tables::now( -( Login_Links::HOLD_MINUTES + 1 ) * MINUTE_IN_SECONDS );
		foreach ( range( 1, 4 ) as $ignored ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'keys' ) . ' SET created_at = %s', $old ) ); // phpcs:ignore
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'outbox' ) . ' SET created_at = GREATEST( %s, created_at - INTERVAL 6 MINUTE )', Tables::now( -DAY_IN_SECONDS + 3600 ) ) ); // phpcs:ignore
			$this->assertSame( 200, $this->ask_link( 'ANNA@example.de' )->get_status() );
		}
		$this->assertSame( 3, $this->count_rows( 'outbox' ), 'the daily cap' );
		$this->assertSame( 3, $this->count_rows( 'keys', "purpose = 'login'" ) );
	}

	public function test_a_login_key_that_was_never_mailed_holds_nothing_back(): void {
		$user_id = $this->user_with_role( 'anna@example.de', Roles::ROLE );
		// The confirmation hands its page a login key of its own.
		Plugin::instance()->portal()->login_links()->issue( $user_id, 0 );
		$this->ask_link( 'anna@example.de' );
		$this->assertSame( 1, $this->count_rows( 'outbox' ) );
	}

	public function test_a_used_link_does_not_hold_back_a_new_one(): void {
		$this->user_with_role( 'anna@example.de', Roles::ROLE );
		$this->ask_link( 'anna@example.de' );
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Tables::name( 'keys' ) . ' SET uses = 1' ); // phpcs:ignore
		$this->ask_link( 'anna@example.de' );
		$this->assertSame( 2, $this->count_rows( 'outbox' ) );
	}

	public function test_email_takes_the_same_minimum_time_whether_a_mail_is_queued_or_not(): void {
		remove_all_filters( 'immo_wizards_auth_email_min_seconds' );
		add_filter( 'immo_wizards_auth_email_min_seconds', static fn () => 0.2 );
		$this->user_with_role( 'anna@example.de', Roles::ROLE );
		foreach ( array( 'nobody@example.de', 'anna@example.de', 'not-an-address' ) as $email ) {
			$start = microtime( true );
			$this->ask_link( $email );
			$this->assertGreaterThanOrEqual( 0.2, microtime( true ) - $start, $email );
		}
		$this->assertSame( 0.3, \ImmoWizards\Portal\Auth_Controller::EMAIL_MIN_SECONDS );
	}

	public function test_the_queued_mail_carries_a_20_minute_login_link_in_german(): void {
		$user_id = $this->user_with_role( 'anna@example.de', Roles::ROLE );
		add_filter( 'determine_locale', static fn () => 'de_DE' );
		$this->assertSame( 200, $this->ask_link( 'Anna@Example.DE' )->get_status() );
		$this->run_mail_queue();

		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( 'anna@example.de', $mail['to'] );
		$this->assertSame( 'Ihr Link zum Kundenportal', $mail['subject'] );
		$this->assertStringContainsString( '20 Minuten', $mail['message'] );
		$key = $this->key_from_mail_to( 'anna@example.de' );
		$this->assertStringContainsString( get_permalink( Plugin::instance()->settings()->portal_page_id() ), $mail['message'] );
		$row = ( new \ImmoWizards\Storage\Key_Repository() )->find_by_hash( hash( 'sha256', $key ) );
		$this->assertSame( 'login', $row->purpose );
		$this->assertSame( (string) $user_id, (string) $row->user_id );
		$this->assertEqualsWithDelta( time() + 20 * MINUTE_IN_SECONDS, strtotime( $row->expires_at . ' UTC' ), 5 );
		$this->assertSame( 'sent', $this->rows( 'outbox' )[0]->status );
	}

	public function test_the_login_mail_is_english_for_an_english_site(): void {
		$this->user_with_role( 'anna@example.de', Roles::ROLE );
		add_filter( 'determine_locale', static fn () => 'en_US' );
		$this->ask_link( 'anna@example.de' );
		$this->run_mail_queue();
		$this->assertSame( 'Your link to the customer portal', $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'valid for 20 minutes', $this->mails[0]['message'] );
	}

	public function test_an_internationalised_address_finds_its_portal_user(): void {
		$this->user_with_role( 'anna@xn--bcher-kva.de', Roles::ROLE );
		$this->assertSame( array( 'sent' => true ), $this->json( $this->ask_link( 'Anna@Bücher.de' ) ) );
		$this->assertSame( 'anna@xn--bcher-kva.de', $this->rows( 'outbox' )[0]->recipient );
	}

	public function test_email_malformed_addresses_are_sent_false_and_queue_nothing(): void {
		foreach ( array( 'a@b', 'a@@b.de', 'anna@example.de.', "anna@example.de\r\nBcc: x@example.de", 'anna@example.de, x@example.de', ' ', str_repeat( 'a', 65 ) . '@b.de' ) as $email ) {
			$response = $this->ask_link( $email );
			$this->assertSame( 200, $response->get_status(), $email );
			$this->assertSame( array( 'sent' => false ), $this->json( $response ), $email );
		}
		$this->assertSame( 0, $this->count_rows( 'outbox' ) );
	}

	public function test_email_of_a_wrong_type_or_too_long_is_a_bad_request(): void {
		foreach ( array( array( 'a@b.de' ), null, true, 42, str_repeat( 'a', 2 * 1024 * 1024 ) ) as $email ) {
			$response = $this->ask_link( $email );
			$this->assertSame( 400, $response->get_status() );
			$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		}
		$this->assertSame( 400, $this->ask_link( str_repeat( 'a', 250 ) . '@b.de' )->get_status(), 'longer than any address' );
		$this->assertSame( 400, $this->call( 'POST', '/immo-wizards/auth/email', array() )->get_status() );
		$this->assertSame( 400, $this->call( 'POST', '/immo-wizards/auth/email', array( 'role' => 'administrator' ) )->get_status() );
	}

	public function test_email_is_rate_limited_per_address_and_per_ip(): void {
		$this->user_with_role( 'anna@example.de', Roles::ROLE );
		$statuses = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$statuses[] = $this->ask_link( 0 === $i % 2 ? 'anna@example.de' : 'ANNA+' . $i . '@example.de' )->get_status();
		}
		$this->assertSame( array( 200, 200, 200, 200, 200, 429 ), $statuses );
		$limited = $this->ask_link( 'anna@example.de' );
		$this->assertSame( 'immo_rate_limited', $this->error_code( $limited ) );
		$this->assertSame( 'Too many requests. Please try again later.', $this->json( $limited )['message'] );
		$this->assertSame( 1, $this->count_rows( 'outbox' ), 'one mail to the portal user only (a +tag is another address; its first link still works)' );
		$this->assertSame( 200, $this->ask_link( 'other@example.de' )->get_status(), 'another address is fine' );

		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$statuses               = array();
		for ( $i = 0; $i < 21; $i++ ) {
			$statuses[] = $this->ask_link( "person$i@example.de" )->get_status();
		}
		$this->assertSame( array_merge( array_fill( 0, 20, 200 ), array( 429 ) ), $statuses );
	}
}

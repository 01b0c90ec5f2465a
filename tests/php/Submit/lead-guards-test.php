<?php
/**
 * POST /wizard/lead: anti-automation.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Honeypot, signed form token (fill time) and rate limits.
 */
final class Lead_Guards_Test extends Test_Case {

	use Request_Payloads;

	public function test_honeypot_pretends_success_but_stores_nothing(): void {
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'hp' => 'http://spam.example' ) ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 'pending', $this->json( $response )['status'] );
		$this->assertTrue( wp_is_uuid( $this->json( $response )['uuid'] ) );
		$this->assert_nothing_stored();
	}

	/**
	 * @dataProvider too_fast_provider
	 */
	public function test_too_fast_is_rejected( int $age ): void {
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $this->form_token( $age ) ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'immo_wizards_too_fast', $this->error_code( $response ) );
		$this->assertSame( 'The form was sent too quickly. Please check your details and send it again.', $this->json( $response )['message'] );
		$this->assert_nothing_stored();
	}

	public function too_fast_provider(): array {
		return array(
			'now'     => array( 0 ),
			'1 s ago' => array( 1 ),
		);
	}

	/**
	 * @dataProvider bad_form_token_provider
	 *
	 * @param callable $token Builds the body's formToken (null: omitted).
	 */
	public function test_missing_or_bad_form_token_is_rejected( callable $token ): void {
		$body = $this->lead_body( array( 'startedAt' => 0 ) );
		unset( $body['formToken'] );
		$value = $token( $this );
		if ( null !== $value ) {
			$body['formToken'] = $value;
		}
		$response = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->error_code( $response ), array( 'immo_wizards_invalid_form_token', 'rest_invalid_param' ) );
		$this->assertNotSame( '', (string) $this->json( $response )['message'] );
		$this->assert_nothing_stored();
	}

	public function bad_form_token_provider(): array {
		$sign = static fn ( int $time ) => \ImmoWizards\Plugin::instance()->spam_guard()->issue_form_token( 'lead', $time );
		return array(
			'missing (old client with startedAt 0)' => array( static fn () => null ),
			'empty'                                 => array( static fn () => '' ),
			'number'                                => array( static fn () => 12345 ),
			'array'                                 => array( static fn () => array( 'x' ) ),
			'time only'                             => array( static fn () => (string) ( time() - 60 ) ),
			'old format (time.signature)'           => array( static fn () => ( time() - 60 ) . '.' . str_repeat( 'a', 64 ) ),
			'forged signature'                      => array( static fn () => ( time() - 60 ) . '.' . str_repeat( 'b', 32 ) . '.' . str_repeat( 'a', 64 ) ),
			'time changed'                          => array( static fn () => ( time() - 600 ) . substr( $sign( time() - 60 ), strlen( (string) ( time() - 60 ) ) ) ),
			'random part changed'                   => array( static fn () => preg_replace( '/\.[0-9a-f]{32}\./', '.' . str_repeat( 'c', 32 ) . '.', $sign( time() - 60 ) ) ),
			'upper-case signature'                  => array( static fn () => strtoupper( $sign( time() - 60 ) ) ),
			'expired (2 h 1 min)'                   => array( static fn () => $sign( time() - 2 * HOUR_IN_SECONDS - 60 ) ),
			'another form type'                     => array( static fn () => \ImmoWizards\Plugin::instance()->spam_guard()->issue_form_token( 'newsletter', time() - 60 ) ),
			'another network'                       => array( static fn () => \ImmoWizards\Plugin::instance()->spam_guard()->issue_form_token( 'lead', time() - 60, '203.0.113.200' ) ),
			'in future'                             => array( static fn () => $sign( time() + 3600 ) ),
			'2 MB'                                  => array( static fn () => str_repeat( '1', 2 * 1024 * 1024 ) ),
		);
	}

	public function test_old_client_without_form_token_gets_a_clear_400(): void {
		$body = $this->lead_body( array( 'startedAt' => ( time() - 60 ) * 1000 ) );
		unset( $body['formToken'] );
		$response = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'immo_wizards_invalid_form_token', $this->error_code( $response ) );
		$this->assertSame( 'The form has expired or is incomplete. Please reload the page and send it again.', $this->json( $response )['message'] );
		$this->assert_nothing_stored();
	}

	public function test_an_almost_two_hours_old_token_and_the_fill_time_filter(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $this->form_token( 2 * HOUR_IN_SECONDS - 60 ) ) ) )->get_status() );
		add_filter( 'immo_wizards_min_fill_time', static fn () => 0.0 );
		$body = $this->lead_body( array( 'formToken' => $this->form_token( 0 ) ) );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body + array( 'startedAt' => 0 ) )->get_status(), 'startedAt is ignored' );
	}

	public function test_rate_limit_per_ip(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_ip' === $kind ? 2 : $limit, 10, 2 );
		$emails = array( 'a1@example.de', 'a2@example.de', 'a3@example.de' );
		$codes  = array();
		foreach ( $emails as $email ) {
			$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => $email ) ) ) );
			$codes[]  = $response->get_status();
		}
		$this->assertSame( array( 201, 201, 429 ), $codes );
		$this->assertSame( 'immo_wizards_rate_limited', $this->error_code( $response ) );
		$this->assertSame( 'Too many requests. Please try again later.', $this->json( $response )['message'] );
		$this->assertSame( 2, $this->count_rows( 'requests' ) );
	}

	public function test_rate_limit_per_target_email_across_ips(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_email' === $kind ? 1 : $limit, 10, 2 );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.77';
		$response               = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'ANNA.Schmidt@Example.de' ) ) ) );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
	}
}

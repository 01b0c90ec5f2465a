<?php
/**
 * Form tokens serve one submission: used tokens are remembered until they expire.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Security;

use ImmoWizards\Errors\Invalid_Form_Token;
use ImmoWizards\Plugin;
use ImmoWizards\Privacy\Retention;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * Single use, its order against the replay of a submission id, and the clean-up.
 */
final class Form_Token_Use_Test extends Test_Case {

	use Lead_Payloads;

	public function test_a_token_serves_one_submission_only(): void {
		$token  = $this->form_token( 60 );
		$first  = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $token ) ) );
		$second = $this->rest(
			'POST',
			'/wizard/lead',
			$this->lead_body(
				array(
					'formToken' => $token,
					'contact'   => array( 'email' => 'other@example.de' ),
				)
			)
		);
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 400, $second->get_status() );
		$this->assertSame( 'immo_wizards_invalid_form_token', $this->error_code( $second ) );
		$this->assertSame( 'The form has expired or is incomplete. Please reload the page and send it again.', $this->json( $second )['message'] );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
		$this->assertSame( 0, $this->count_rows( 'contacts', "email = 'other@example.de'" ) );
		$this->assertCount( 1, $this->mails );

		// The client fetches a new token and sends again: accepted.
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'other@example.de' ) ) ) )->get_status() );
	}

	public function test_replay_of_a_submission_id_is_answered_before_the_token_check(): void {
		$body  = $this->lead_body();
		$first = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 201, $first->get_status() );

		// Double click: the same body with its now used token.
		$again = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( $this->json( $first ), $this->json( $again ) );

		// A retry whose token is gone or foreign still gets the stored answer, and nothing more.
		foreach ( array( '', 'garbage', $this->form_token( 60, 'newsletter' ) ) as $token ) {
			$retry = $this->rest( 'POST', '/wizard/lead', array( 'formToken' => $token ) + $body );
			$this->assertSame( 200, $retry->get_status() );
			$this->assertSame( $this->json( $first )['uuid'], $this->json( $retry )['uuid'] );
		}
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
		$this->assertCount( 1, $this->mails );
	}

	public function test_the_same_submission_may_present_its_token_again_after_a_rate_limit(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_ip' === $kind ? 0 : $limit, 10, 2 );
		$body    = $this->lead_body();
		$limited = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 429, $limited->get_status() );
		$this->assertSame( 1, $this->count_rows( 'form_tokens' ), 'the token was claimed for this submission' );

		remove_all_filters( 'immo_wizards_rate_limit' );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body )->get_status(), 'the retry of the same submission' );
		$other = $this->rest( 'POST', '/wizard/lead', array( 'requestId' => wp_generate_uuid4() ) + $body );
		$this->assertSame( 'immo_wizards_invalid_form_token', $this->error_code( $other ), 'but no other submission' );
	}

	public function test_used_tokens_are_stored_as_hashes_until_they_expire(): void {
		$token = $this->form_token( 600 );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $token ) ) )->get_status() );
		$row = $this->rows( 'form_tokens' )[0];
		[ $issued, $random ] = explode( '.', $token );
		$this->assertSame( hash( 'sha256', $random ), $row->token_hash );
		$this->assertStringNotContainsString( $random, wp_json_encode( $this->rows( 'form_tokens' ) ), 'no raw token at rest' );
		$this->assertEqualsWithDelta( (int) $issued + 2 * HOUR_IN_SECONDS, strtotime( $row->expires_at . ' UTC' ), 2 );

		$guard = Plugin::instance()->spam_guard();
		$this->assertSame( 0, $guard->clean_up(), 'kept while the token is valid' );
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'form_tokens' ),
			array(
				'token_hash'    => str_repeat( 'e', 64 ),
				'submission_id' => wp_generate_uuid4(),
				'expires_at'    => Tables::now( -1 ),
			)
		);
		do_action( Jobs::HOOK, 'retention' );
		$this->assertSame( 1, $this->count_rows( 'form_tokens' ), 'the daily clean-up drops only the expired one' );
		$this->assertSame( 0, $guard->clean_up() );
	}

	public function test_guard_claims_atomically_per_submission(): void {
		add_filter( 'immo_wizards_min_fill_time', static fn () => 0.0 );
		$guard = Plugin::instance()->spam_guard();
		$ip    = '2001:db8:aa:bb::1';
		$token = $guard->issue_form_token( 'message', time() - 30, $ip );
		$mine  = wp_generate_uuid4();
		$guard->check_form_token( $token, 'message', '2001:db8:aa:bb::2', $mine );
		$guard->check_form_token( $token, 'message', $ip, $mine );
		$this->assertSame( 1, $this->count_rows( 'form_tokens' ) );
		$this->expectException( Invalid_Form_Token::class );
		$guard->check_form_token( $token, 'message', $ip, wp_generate_uuid4() );
	}
}

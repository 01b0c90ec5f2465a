<?php
/**
 * Under site-wide pressure a submit proves work instead of being refused.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Security;

use ImmoWizards\Security\Work_Proof;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Form_Token_Repository;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Tests\Work_Proof_Solver;

/**
 * A burst of real visitors (a newsletter, a TV spot) is stored whole: every submit beyond the site's
 * budget answers 428 with a challenge, the same submission with the solved challenge is stored. Per
 * client and per recipient limits still refuse.
 */
final class Work_Proof_Test extends Test_Case {

	use Lead_Payloads;
	use Work_Proof_Solver;

	/**
	 * Sends a lead from its own client; under pressure solves the challenge and sends it again.
	 *
	 * @param int $i Visitor number.
	 * @return array{0:int,1:bool} Final status, whether a challenge was asked.
	 */
	private function visitor_sends( int $i ): array {
		$_SERVER['REMOTE_ADDR'] = '10.' . intdiv( $i, 250 ) . '.' . ( $i % 250 ) . '.7';
		$body                   = $this->lead_body( array( 'contact' => array( 'email' => "visitor-$i@example.de" ) ) );
		$response               = $this->rest( 'POST', '/wizard/lead', $body );
		if ( 428 !== $response->get_status() ) {
			return array( $response->get_status(), false );
		}
		$challenge = $this->json( $response )['data']['challenge'];
		return array( $this->rest( 'POST', '/wizard/lead', $body + array( 'proof' => $this->solve( $challenge ) ) )->get_status(), true );
	}

	public function test_200_leads_from_200_clients_in_a_minute_are_all_stored(): void {
		$outcomes = array_map( array( $this, 'visitor_sends' ), range( 1, 200 ) );
		$this->assertSame( array_fill( 0, 200, 201 ), array_column( $outcomes, 0 ) );
		$this->assertSame( 200, $this->count_rows( 'requests' ) );
		$this->assertSame( 170, count( array_filter( array_column( $outcomes, 1 ) ) ), 'the 30 of the minute budget without work, every further one with it' );
	}

	public function test_a_client_without_an_answer_gets_a_clear_4xx_naming_the_challenge_and_nothing_is_stored(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_site' === $kind ? 0 : $limit, 10, 2 );
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->assertSame( 428, $response->get_status() );
		$answer = $this->json( $response );
		$this->assertSame( 'immo_wizards_challenge_required', $answer['code'] );
		$this->assertStringContainsString( 'proof-of-work challenge', $answer['message'] );
		$parameters = $answer['data']['challenge']['parameters'];
		$this->assertSame( array( 'algorithm', 'cost', 'data', 'expiresAt', 'keyLength', 'keyPrefix', 'nonce', 'salt' ), array_keys( $parameters ) );
		$this->assertSame( 'SHA-256', $parameters['algorithm'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $answer['data']['challenge']['signature'] );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
		$this->assertCount( 0, $this->mails );
	}

	public function test_the_cap_of_unconfirmed_requests_asks_for_work_instead_of_turning_a_visitor_away(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'pending_daily_cap' => 10 ) ) );
		foreach ( range( 1, 10 ) as $i ) {
			$this->assertSame( array( 201, false ), $this->visitor_sends( $i ) );
		}
		$this->assertSame( array( 201, true ), $this->visitor_sends( 11 ) );
		$this->assertSame( 11, $this->count_rows( 'requests' ) );
		$this->assertCount( 11, $this->mails, 'mails are capped per recipient, not site-wide' );
	}

	/**
	 * Answers the server must not take.
	 *
	 * @return array<string, array{0: callable}>
	 */
	public function bad_answers(): array {
		return array(
			'no answer'          => array( static fn ( array $proof ) => null ),
			'wrong counter'      => array(
				static function ( array $proof ) {
					++$proof['solution']['counter'];
					return $proof;
				},
			),
			'forged key'         => array(
				static function ( array $proof ) {
					$proof['solution']['derivedKey'] = $proof['challenge']['parameters']['keyPrefix'] . str_repeat( '0', 32 );
					return $proof;
				},
			),
			'easier prefix'      => array(
				static function ( array $proof ) {
					$proof['challenge']['parameters']['keyPrefix'] = '00';
					return $proof;
				},
			),
			'other type'         => array(
				static function ( array $proof ) {
					$proof['challenge']['parameters']['data']['type'] = 'message';
					return $proof;
				},
			),
			'later expiry'       => array(
				static function ( array $proof ) {
					$proof['challenge']['parameters']['expiresAt'] += 3600;
					return $proof;
				},
			),
			'negative counter'   => array(
				static function ( array $proof ) {
					$proof['solution']['counter'] = -1;
					return $proof;
				},
			),
			'parameters as list' => array(
				static function ( array $proof ) {
					$proof['challenge']['parameters'] = array( 1, 2 );
					return $proof;
				},
			),
			'2 MB signature'     => array(
				static function ( array $proof ) {
					$proof['challenge']['signature'] = str_repeat( 'a', 2097152 );
					return $proof;
				},
			),
		);
	}

	/**
	 * A tampered or missing answer is refused and stores nothing.
	 *
	 * @dataProvider bad_answers
	 * @param callable $tamper Changes a valid answer.
	 */
	public function test_a_bad_answer_stores_nothing( callable $tamper ): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_site' === $kind ? 0 : $limit, 10, 2 );
		$body      = $this->lead_body();
		$challenge = $this->json( $this->rest( 'POST', '/wizard/lead', $body ) )['data']['challenge'];
		$response  = $this->rest( 'POST', '/wizard/lead', $body + array( 'proof' => $tamper( $this->solve( $challenge ) ) ) );
		$this->assertContains( $response->get_status(), array( 400, 428 ) );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
	}

	public function test_an_answer_serves_one_submission_from_its_own_network_until_it_expires(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_site' === $kind ? 0 : $limit, 10, 2 );
		$first     = $this->lead_body( array( 'contact' => array( 'email' => 'first@example.de' ) ) );
		$challenge = $this->json( $this->rest( 'POST', '/wizard/lead', $first ) )['data']['challenge'];
		$proof     = $this->solve( $challenge );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $first + array( 'proof' => $proof ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/lead', $first + array( 'proof' => $proof ) )->get_status(), 'the same submission again: answered as before' );
		$second = $this->lead_body( array( 'contact' => array( 'email' => 'second@example.de' ) ) );
		$this->assertSame( 428, $this->rest( 'POST', '/wizard/lead', $second + array( 'proof' => $proof ) )->get_status(), 'used by another submission' );

		$ip    = '198.51.100.20';
		$proof = new Work_Proof( new Form_Token_Repository(), static fn () => time() - Work_Proof::TTL - 1 );
		$old   = $this->solve( $proof->challenge( 'lead', $ip ) );
		$this->assertFalse( ( new Work_Proof( new Form_Token_Repository() ) )->verify( $old, 'lead', $ip, wp_generate_uuid4() ), 'expired' );
		$fresh = $this->solve( $proof->challenge( 'lead', $ip ) );
		$now   = new Work_Proof( new Form_Token_Repository(), static fn () => time() - Work_Proof::TTL - 1 );
		$this->assertTrue( $now->verify( $fresh, 'lead', $ip, wp_generate_uuid4() ) );
		$this->assertFalse( $now->verify( $this->solve( $now->challenge( 'lead', $ip ) ), 'lead', '203.0.113.9', wp_generate_uuid4() ), 'another network' );
	}
}

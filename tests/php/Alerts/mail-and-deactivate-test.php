<?php
/**
 * Alert mails and the deactivate route.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Alerts;

use ImmoWizards\Alerts\Alert_Settings;
use ImmoWizards\Plugin;
use ImmoWizards\Security\Rate_Limiter;

require_once __DIR__ . '/class-alert-test-case.php';

/**
 * One mail per contact, its headers and links; deactivation by key.
 */
final class Mail_And_Deactivate_Test extends Alert_Test_Case {

	/**
	 * The deactivate token in a mail's List-Unsubscribe header.
	 *
	 * @param array<string,mixed> $mail Captured mail.
	 */
	private static function token( array $mail ): string {
		$line = (string) current( preg_grep( '/^List-Unsubscribe: /', (array) $mail['headers'] ) );
		preg_match( '/[?&]k=([^&>]+)/', $line, $match );
		return rawurldecode( $match[1] ?? '' );
	}

	/**
	 * Posts a token to the route.
	 *
	 * @param mixed                $token   Token.
	 * @param array<string,string> $headers Request headers.
	 * @param string               $path    '' (the page's button) or '/one-click'.
	 * @param array<string,string> $body    Form body.
	 */
	private function deactivate( $token, array $headers = array(), string $path = '', array $body = array( 'List-Unsubscribe' => 'One-Click' ) ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/immo-wizards/v1/saved-searches/deactivate' . $path );
		$request->set_query_params( array( 'k' => $token ) );
		$request->set_body_params( $body );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return rest_do_request( $request );
	}

	public function test_one_mail_per_contact_with_every_listing_in_german(): void {
		$this->search( 'anna@example.de' );
		$this->search( 'anna@example.de', array( 'locations' => array( array( 'locationId' => 32 ) ) ) );
		$first  = $this->listing();
		$second = $this->listing( array( 'price' => '450000' ) );
		$this->run_alerts();
		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( 'anna@example.de', $mail['to'] );
		$this->assertStringContainsString( 'Suchprofil deaktivieren', $mail['message'] );
		$this->assertStringContainsString( '300.000 €', $mail['message'] );
		$this->assertStringContainsString( '450.000 €', $mail['message'] );
		$this->assertStringContainsString( '01067 Dresden', $mail['message'] );
		$this->assertStringContainsString( esc_url( get_permalink( $first ) ), $mail['message'] );
		$this->assertStringContainsString( esc_url( get_permalink( $second ) ), $mail['message'] );
		$this->assertContains( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $mail['headers'] );
		$this->assertMatchesRegularExpression( '/^\d+-[0-9a-f]{64}\.\d+-[0-9a-f]{64}$/', self::token( $mail ), 'both searches' );
	}

	public function test_deactivate_by_key_replay_other_key_and_cross_site(): void {
		$mine   = $this->search( 'anna@example.de' );
		$theirs = $this->search( 'ben@example.de' );
		$this->listing();
		$this->run_alerts();
		$this->assertCount( 2, $this->mails );
		[ $anna, $ben ] = 'anna@example.de' === $this->mails[0]['to'] ? array( $this->mails[0], $this->mails[1] ) : array( $this->mails[1], $this->mails[0] );
		$token          = self::token( $anna );
		$other_key      = explode( '-', self::token( $ben ) )[1];

		foreach ( array( '', 'x', str_repeat( 'a', 64 ), $mine . '-' . $other_key, $theirs . '-' . explode( '-', $token )[1], $token . '.' . $theirs . '-' . $other_key . 'z' ) as $bad ) {
			$response = $this->deactivate( $bad );
			$this->assertSame( 403, $response->get_status(), "bad token '$bad'" );
			$this->assertSame( 'immo_wizards_invalid_key', $this->error_code( $response ) );
		}
		$this->assertSame( 403, $this->deactivate( $token, array( 'Origin' => 'https://evil.example' ) )->get_status(), 'cross-site' );
		$this->assertSame( 1, $this->count_rows( 'saved_searches', 'active = 1 AND id = ' . $mine ) );

		$this->assertSame( 200, $this->deactivate( $token )->get_status() );
		$this->assertSame( 200, $this->deactivate( $token )->get_status(), 'replay' );
		$this->assertSame( 0, $this->count_rows( 'saved_searches', 'active = 1 AND id = ' . $mine ) );
		$this->assertSame( 1, $this->count_rows( 'saved_searches', 'active = 1 AND id = ' . $theirs ) );
		$this->assertSame( 0, $this->count_rows( 'search_regions', 'search_id = ' . $mine ) );

		$this->mails = array();
		$this->listing();
		$this->run_alerts();
		$this->assertCount( 1, $this->mails, 'the deactivated search gets nothing' );
		$this->assertSame( 'ben@example.de', $this->mails[0]['to'] );
	}

	public function test_digest_mode_waits_for_the_daily_run(): void {
		( new Alert_Settings() )->save(
			array(
				'alert_mode'  => 'digest',
				'digest_hour' => 7,
			)
		);
		$this->search( 'anna@example.de' );
		$this->listing();
		$this->run_alerts();
		$this->assertSame( array(), $this->mails );
		Plugin::instance()->alerts()->runner()->send();
		Plugin::instance()->runner()->flush();
		$this->assertCount( 1, $this->mails );
		$this->expectException( \ImmoWizards\Errors\Invalid_Request::class );
		( new Alert_Settings() )->save(
			array(
				'alert_mode'  => 'digest',
				'digest_hour' => 24,
			)
		);
	}

	public function test_the_link_opens_a_page_with_a_button_only(): void {
		$html = ( new \ImmoWizards\Alerts\Deactivate_Page() )->html( '1-' . str_repeat( 'a', 64 ) );
		$this->assertStringContainsString( 'method="post"', $html );
		$this->assertStringContainsString( 'saved-searches/deactivate', $html );
		$this->assertStringContainsString( 'value="1-' . str_repeat( 'a', 64 ) . '"', $html, 'a link sent before, token in the query' );
	}

	public function test_the_mails_link_carries_the_token_in_its_fragment(): void {
		$url = \ImmoWizards\Alerts\Deactivate_Page::url( '7-' . str_repeat( 'b', 64 ) );
		$this->assertSame( '?immo-suchprofil-aus=1#k=7-' . str_repeat( 'b', 64 ), substr( $url, strpos( $url, '?' ) ) );
		$html = ( new \ImmoWizards\Alerts\Deactivate_Page() )->html( '1' );
		$this->assertStringContainsString( '<input type="hidden" name="k" value="">', $html, 'the page script fills it from the fragment' );
		$this->assertStringContainsString( 'immoWizardsLinkKey', $html );
		$this->assertStringStartsWith( '<!DOCTYPE html><html lang="', $html );
		$this->assertLessThan( strpos( $html, '<title>' ), strpos( $html, 'location.hash' ), 'the key leaves the address first' );
	}

	public function test_one_click_unsubscribe_has_its_own_higher_limit(): void {
		$this->search( 'anna@example.de' );
		$this->listing();
		$this->run_alerts();
		$this->assertStringContainsString( '/saved-searches/deactivate/one-click', rawurldecode( (string) current( preg_grep( '/^List-Unsubscribe: /', $this->mails[0]['headers'] ) ) ) );
		$token = self::token( $this->mails[0] );
		$this->assertSame( 400, $this->deactivate( $token, array(), '/one-click', array() )->get_status(), 'only the RFC 8058 body' );

		// A mail provider's address posts more than the key routes' limit; their budget stays untouched.
		$this->assertGreaterThanOrEqual( 10 * Rate_Limiter::POLICIES['key_ip'][ 10 * MINUTE_IN_SECONDS ], Rate_Limiter::POLICIES['unsubscribe_ip'][ 10 * MINUTE_IN_SECONDS ] );
		for ( $i = 0; $i <= Rate_Limiter::POLICIES['key_ip'][ 10 * MINUTE_IN_SECONDS ]; $i++ ) {
			$this->assertSame( 200, $this->deactivate( $token, array(), '/one-click' )->get_status() );
		}
		$this->assertSame( 200, $this->deactivate( $token )->get_status(), 'the button route counts apart' );

		// Yet bounded: guesses beyond the (here lowered) limit are refused.
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'unsubscribe_ip' === $kind ? Rate_Limiter::POLICIES['key_ip'][ 10 * MINUTE_IN_SECONDS ] + 5 : $limit, 10, 2 );
		$guess = explode( '-', $token )[0] . '-' . str_repeat( 'b', 64 );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->assertSame( 403, $this->deactivate( $guess, array(), '/one-click' )->get_status() );
		}
		$this->assertSame( 429, $this->deactivate( $guess, array(), '/one-click' )->get_status() );
		$this->assertSame( 429, $this->deactivate( $token, array(), '/one-click' )->get_status() );
	}
}

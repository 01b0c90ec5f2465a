<?php
/**
 * POST /setup/privacy-page and POST /setup/test-mail.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Setup;

use ImmoWizards\Setup\Setup_Pages;
use ImmoWizards\Tests\Test_Case;

/**
 * The privacy page is WordPress's own setting and only a published page; the test mail goes through
 * the outbox as kind `test_mail`, 10 an hour per administrator. Refused input changes nothing.
 */
final class Setup_Actions_Route_Test extends Test_Case {

	/**
	 * A page.
	 *
	 * @param string $status Post status.
	 * @param string $type   Post type.
	 */
	private function page( string $status = 'publish', string $type = 'page' ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => $type,
				'post_status' => $status,
				'post_title'  => 'Datenschutz ' . $status,
			)
		);
	}

	public function test_sets_wordpress_privacy_page_to_a_published_page(): void {
		$this->login( 'administrator' );
		update_option( 'wp_page_for_privacy_policy', 0 );
		$this->assertFalse( $this->json( $this->rest( 'GET', '/setup' ) )['steps']['privacy'] );
		$page     = $this->page();
		$response = $this->rest( 'POST', '/setup/privacy-page', array( 'page' => $page ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $page, (int) get_option( 'wp_page_for_privacy_policy' ) );
		$state = $this->json( $this->rest( 'GET', '/setup' ) );
		$this->assertTrue( $state['steps']['privacy'] );
		$this->assertSame( $page, $state['privacyPageId'] );
	}

	public function test_refuses_what_is_not_a_published_page_and_keeps_the_setting(): void {
		$this->login( 'administrator' );
		$kept = $this->page();
		update_option( 'wp_page_for_privacy_policy', $kept );
		$bad = array(
			'draft'      => array( 'page' => $this->page( 'draft' ) ),
			'post'       => array( 'page' => $this->page( 'publish', 'post' ) ),
			'missing id' => array( 'page' => 999999 ),
			'zero'       => array( 'page' => 0 ),
			'negative'   => array( 'page' => -3 ),
			'text'       => array( 'page' => 'about' ),
			'nothing'    => array(),
		);
		foreach ( $bad as $case => $body ) {
			$this->assertSame( 400, $this->rest( 'POST', '/setup/privacy-page', $body )->get_status(), $case );
		}
		$this->assertSame( 'immo_wizards_setup_invalid_page', $this->error_code( $this->rest( 'POST', '/setup/privacy-page', $bad['draft'] ) ) );
		$this->assertSame( $kept, (int) get_option( 'wp_page_for_privacy_policy' ) );
		$this->login( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/setup/privacy-page', array( 'page' => $this->page() ) )->get_status() );
		$this->assertSame( $kept, (int) get_option( 'wp_page_for_privacy_policy' ) );
	}

	public function test_sends_a_test_mail_through_the_outbox(): void {
		$this->login( 'administrator' );
		delete_option( Setup_Pages::OPTION );
		$before   = $this->count_rows( 'outbox' );
		$response = $this->rest( 'POST', '/setup/test-mail', array( 'recipient' => 'buero@example.org' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $before + 1, $this->count_rows( 'outbox', "kind = 'test_mail' AND recipient = 'buero@example.org'" ) );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'buero@example.org', $this->mails[0]['to'] );
		$this->assertSame( 'Test mail from Immo Wizards', $this->mails[0]['subject'] );
		$this->assertTrue( $this->json( $this->rest( 'GET', '/setup' ) )['steps']['test_mail'] );
	}

	public function test_refuses_bad_recipients_and_other_users_and_sends_nothing(): void {
		$before = $this->count_rows( 'outbox' );
		$this->assertSame( 401, $this->rest( 'POST', '/setup/test-mail', array( 'recipient' => 'a@example.org' ) )->get_status() );
		$this->login( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/setup/test-mail', array( 'recipient' => 'a@example.org' ) )->get_status() );
		$this->login( 'administrator' );
		$bad = array( array(), array( 'recipient' => 'no-address' ), array( 'recipient' => "a@example.org\r\nBcc: b@example.org" ), array( 'recipient' => array( 'a@example.org' ) ), array( 'recipient' => str_repeat( 'a', 250 ) . '@example.org' ) );
		foreach ( $bad as $body ) {
			$this->assertSame( 400, $this->rest( 'POST', '/setup/test-mail', $body )->get_status(), (string) wp_json_encode( $body ) );
		}
		$this->assertSame( $before, $this->count_rows( 'outbox' ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_an_administrator_sends_at_most_10_test_mails_an_hour(): void {
		$this->login( 'administrator' );
		for ( $i = 0; $i < 10; $i++ ) {
			$this->assertSame( 200, $this->rest( 'POST', '/setup/test-mail', array( 'recipient' => 'a@example.org' ) )->get_status() );
		}
		$this->assertSame( 429, $this->rest( 'POST', '/setup/test-mail', array( 'recipient' => 'a@example.org' ) )->get_status() );
		$this->assertCount( 10, $this->mails );
	}
}

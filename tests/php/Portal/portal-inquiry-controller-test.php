<?php
/**
 * GET /v1/expose-inquiry (Anfragen: inquiries, owner leads, messages) and the page an inquiry came from.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Portal\Inquiry_Source;
use ImmoWizards\Tests\Portal_Session;
use ImmoWizards\Tests\Test_Case;

require_once dirname( __DIR__ ) . '/includes/class-portal-session.php';

/**
 * "Anfragen": confirmed requests of the user only, each with the fields of its type.
 */
final class Portal_Inquiry_Controller_Test extends Test_Case {

	use Portal_Session;

	/**
	 * Sends an exposé inquiry from a page and optionally confirms it.
	 *
	 * @param string $email   Address.
	 * @param string $referer Page the form was on.
	 * @param bool   $confirm Whether to confirm it.
	 * @param array  $inquiry Inquiry overrides.
	 * @return string Request uuid.
	 */
	private function inquire( string $email, string $referer, bool $confirm, array $inquiry = array() ): string {
		$_SERVER['HTTP_REFERER'] = $referer;
		$body                    = $this->inquiry_body(
			array(
				'contact'       => array( 'email' => $email ),
				'exposeInquiry' => $inquiry,
			)
		);
		$response                = $this->rest( 'POST', '/wizard/expose-inquiry', $body );
		unset( $_SERVER['HTTP_REFERER'] );
		$this->assertSame( 201, $response->get_status() );
		if ( $confirm ) {
			$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		}
		return $this->json( $response )['uuid'];
	}

	public function test_lists_the_users_confirmed_inquiries_newest_first(): void {
		$this->capture_cookies();
		$page  = home_url( '/expose-inquiry-block/?objectId=4711&customObjectId=DD-0815' );
		$first = $this->inquire( 'anna@example.de', $page, true );
		$this->inquire( 'ben@example.de', $page, true );
		$anna   = $this->log_in( \ImmoWizards\Plugin::instance()->portal()->login_links()->issue( get_user_by( 'email', 'anna@example.de' )->ID, 0 ) );
		$second = $this->inquire( 'anna@example.de', 'https://evil.example.com/phish', true, array( 'customObjectId' => '' ) );
		// Unconfirmed last: an open confirmation holds back the next mail of the same type for a day.
		$this->inquire( 'anna@example.de', $page, false );

		$list = $this->browser( $anna['cookie'], $anna['nonce'], 'GET', '/immo-wizards/v1/expose-inquiry' );
		$this->assertSame( 200, $list->get_status() );
		$items = $this->json( $list );
		$this->assertSame( array( $second, $first ), array_column( $items, 'uuid' ), 'confirmed ones, newest first, no one else\'s' );
		$this->assertSame(
			array(
				'uuid'           => $first,
				'type'           => 'expose_inquiry',
				'title'          => 'Property DD-0815',
				'zip'            => '',
				'city'           => '',
				'image'          => '',
				'category'       => '',
				'price'          => array(
					'title' => '',
					'text'  => '',
				),
				'link'           => $page,
				'objectId'       => 4711,
				'customObjectId' => 'DD-0815',
			),
			array_diff_key( $items[1], array( 'createdAt' => '' ) )
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $items[1]['createdAt'] );
		$this->assertSame( 'Property 4711', $items[0]['title'], 'the object id when there is no object number' );
		$this->assertSame( '', $items[0]['link'], 'a page of another site is no link' );
	}

	public function test_lists_owner_leads_and_messages_with_their_fields_and_no_other_types(): void {
		$this->capture_cookies();
		// Five confirmations for one address in a day: more than the mail limits allow a visitor.
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => in_array( $kind, array( 'confirmation_email', 'submit_email' ), true ) ? 100 : $limit, 10, 2 );
		$anna = array( 'contact' => array( 'email' => 'anna@example.de' ) );
		$ben  = array( 'contact' => array( 'email' => 'ben@example.de' ) );
		$lead = $this->send( '/wizard/lead', $this->lead_body( $anna ) );
		$this->send( '/wizard/saved-search', $this->saved_search_body( $anna ) );
		$this->send( '/wizard/contact', $this->newsletter_body( $anna ) );
		$message = $this->send( '/wizard/contact', $this->message_body( $anna ) );
		$this->send( '/wizard/lead', $this->lead_body( $ben ) );
		$this->send( '/wizard/contact', $this->message_body( $ben ) );
		$session = $this->log_in( \ImmoWizards\Plugin::instance()->portal()->login_links()->issue( get_user_by( 'email', 'anna@example.de' )->ID, 0 ) );
		// Sent, not confirmed: not listed.
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/contact', $this->message_body( $anna ) )->get_status() );

		$items = $this->json( $this->browser( $session['cookie'], $session['nonce'], 'GET', '/immo-wizards/v1/expose-inquiry' ) );
		$this->assertSame( array( $message, $lead ), array_column( $items, 'uuid' ), 'confirmed leads and messages, newest first, no one else\'s' );
		$this->assertSame(
			array(
				'uuid'      => $lead,
				'type'      => 'lead',
				'category'  => 'Apartment',
				'marketing' => 'Sell',
				'address'   => 'Prager Straße 2, 01067 Dresden – Altstadt',
			),
			array_diff_key( $items[1], array( 'createdAt' => '' ) )
		);
		$this->assertSame(
			array(
				'uuid'    => $message,
				'type'    => 'message',
				'message' => "Bitte rufen Sie mich an.\nDanke!",
			),
			array_diff_key( $items[0], array( 'createdAt' => '' ) )
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $items[1]['createdAt'] );
	}

	public function test_a_long_message_is_listed_by_its_start(): void {
		$this->capture_cookies();
		$text = str_repeat( 'Lorem ipsum dolor sit amet. ', 20 );
		$this->send( '/wizard/contact', $this->message_body( array( 'message' => $text ) ) );
		$session = $this->log_in( \ImmoWizards\Plugin::instance()->portal()->login_links()->issue( get_user_by( 'email', 'anna.schmidt@example.de' )->ID, 0 ) );
		$items   = $this->json( $this->browser( $session['cookie'], $session['nonce'], 'GET', '/immo-wizards/v1/expose-inquiry' ) );
		$this->assertSame( mb_substr( $text, 0, 80 ) . '…', $items[0]['message'] );
	}

	public function test_the_list_needs_a_portal_session(): void {
		$this->capture_cookies();
		$session = $this->portal_session( 'anna@example.de' );
		$this->assertSame( 401, $this->browser( null, null, 'GET', '/immo-wizards/v1/expose-inquiry' )->get_status() );
		$this->assertSame( 401, $this->browser( $session['cookie'], null, 'GET', '/immo-wizards/v1/expose-inquiry' )->get_status(), 'cookie without nonce' );
		$this->assertSame( 403, $this->browser( $session['cookie'], 'garbage', 'GET', '/immo-wizards/v1/expose-inquiry' )->get_status() );
		$this->login( 'administrator' );
		$admin = $this->rest( 'GET', '/expose-inquiry' );
		$this->assertSame( 403, $admin->get_status(), 'no portal user' );
	}

	/**
	 * Submits a request and confirms it by the key of its mail.
	 *
	 * @param string              $route Submit route.
	 * @param array<string,mixed> $body  Body.
	 * @return string Request uuid.
	 */
	private function send( string $route, array $body ): string {
		$response = $this->rest( 'POST', $route, $body );
		$this->assertSame( 201, $response->get_status(), $route );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		return $this->json( $response )['uuid'];
	}

	public function test_only_pages_of_this_site_are_kept(): void {
		$home = home_url( '/' );
		$this->assertSame( home_url( '/objekt/?objectId=1' ), Inquiry_Source::page_url( home_url( '/objekt/?objectId=1' ) ) );
		foreach ( array( '', 'javascript:alert(1)', 'https://evil.example.com/', '//evil.example.com/x', 'http://user:pw@' . wp_parse_url( $home, PHP_URL_HOST ) . '/', 'data:text/html,x', str_repeat( 'a', 3000 ) ) as $url ) {
			$this->assertSame( '', Inquiry_Source::page_url( $url ), $url );
		}
	}

	public function test_other_request_types_get_no_page(): void {
		$_SERVER['HTTP_REFERER'] = home_url( '/kontakt/' );
		$this->rest( 'POST', '/wizard/contact', $this->message_body() );
		unset( $_SERVER['HTTP_REFERER'] );
		$this->assertArrayNotHasKey( Inquiry_Source::KEY, json_decode( $this->rows( 'requests' )[0]->payload, true ) );
	}
}

<?php
/**
 * GET /requests/{id}/openimmo-feedback: the inbox's download.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Tests\Crm;

use ImmoWizards\Crm\Feedback_Controller;
use ImmoWizards\Users\Roles;

require_once __DIR__ . '/class-crm-test-case.php';

/**
 * Only for users of the inbox, only confirmed requests of the types with a file; every other id is
 * the same 404, bad ids a 400; the answer is the file itself.
 */
final class Feedback_Route_Test extends Crm_Test_Case {

	/**
	 * The download of a request.
	 *
	 * @param int|string $id Request id as sent.
	 */
	private function download( $id ): \WP_REST_Response {
		return $this->rest( 'GET', '/requests/' . $id . '/openimmo-feedback' );
	}

	public function test_the_inbox_downloads_a_confirmed_requests_file(): void {
		$id = $this->confirmed( '/wizard/lead', $this->lead_body() );
		$this->login( 'editor' );
		$response = $this->download( $id );
		$this->assertSame( 200, $response->get_status() );
		$headers = $response->get_headers();
		$this->assertSame( 'application/xml; charset=UTF-8', $headers['Content-Type'] );
		$this->assertSame( 'attachment; filename="openimmo-feedback.xml"', $headers['Content-Disposition'] );
		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'] );
		$xpath = $this->parse( $response->get_data() );
		$this->assertSame( 'Schmidt', self::text( $xpath, 'objekt/interessent/nachname' ) );
		$this->assertSame( $this->rows( 'requests' )[0]->uuid, self::text( $xpath, 'objekt/portal_unique_id' ) );

		// The same file as by mail; available whether the transfer is on or not.
		$this->assertTrue( $this->json( $this->rest( 'GET', '/requests/' . $id ) )['feedback'] );
	}

	public function test_the_server_sends_the_file_as_it_is(): void {
		$id = $this->confirmed( '/wizard/contact', $this->message_body() );
		$this->login( 'administrator' );
		$request  = new \WP_REST_Request( 'GET', '/immo-wizards/v1/requests/' . $id . '/openimmo-feedback' );
		$response = rest_do_request( $request );
		ob_start();
		$served = Feedback_Controller::serve( false, $response, $request );
		$body   = (string) ob_get_clean();
		$this->assertTrue( $served );
		$this->assertSame( $response->get_data(), $body );
		$this->assertStringStartsWith( '<?xml version="1.0" encoding="UTF-8"?>', $body );

		// Errors, and every other route, stay JSON.
		$missing = new \WP_REST_Request( 'GET', '/immo-wizards/v1/requests/999999/openimmo-feedback' );
		$this->assertFalse( Feedback_Controller::serve( false, rest_do_request( $missing ), $missing ) );
		$other = new \WP_REST_Request( 'GET', '/immo-wizards/v1/requests/' . $id );
		$this->assertFalse( Feedback_Controller::serve( false, rest_do_request( $other ), $other ) );
	}

	public function test_only_users_of_the_inbox(): void {
		$id = $this->confirmed( '/wizard/contact', $this->message_body() );
		$this->assertSame( 401, $this->download( $id )->get_status(), 'logged out' );
		foreach ( array( 'subscriber', 'author', Roles::ROLE ) as $role ) {
			$this->login( $role );
			$response = $this->download( $id );
			$this->assertSame( 403, $response->get_status(), $role );
			$this->assertStringNotContainsString( 'Schmidt', (string) wp_json_encode( $response->get_data() ) );
		}
	}

	public function test_a_portal_user_cannot_fetch_even_their_own_request(): void {
		$id   = $this->confirmed( '/wizard/contact', $this->message_body() );
		$user = get_user_by( 'email', 'anna.schmidt@example.de' );
		$this->assertInstanceOf( \WP_User::class, $user );
		wp_set_current_user( $user->ID );
		$this->assertSame( 403, $this->download( $id )->get_status() );
	}

	public function test_requests_without_a_file_are_the_same_404(): void {
		$confirmed = $this->confirmed( '/wizard/contact', $this->message_body() );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( self::person( 'pending@example.de' ) ) )->get_status() );
		$pending    = (int) $this->rows( 'requests' )[1]->id;
		$newsletter = $this->confirmed( '/wizard/contact', $this->newsletter_body( self::person( 'news@example.de' ) ) );
		$this->login( 'administrator' );
		$this->assertFalse( $this->json( $this->rest( 'GET', '/requests/' . $pending ) )['feedback'] );
		$this->assertFalse( $this->json( $this->rest( 'GET', '/requests/' . $newsletter ) )['feedback'] );
		foreach ( array( $pending, $newsletter, $confirmed + 1000 ) as $id ) {
			$response = $this->download( $id );
			$this->assertSame( 404, $response->get_status(), (string) $id );
			$this->assertSame( 'immo_wizards_not_found', $this->error_code( $response ) );
		}
	}

	public function test_bad_ids_are_refused(): void {
		$this->confirmed( '/wizard/contact', $this->message_body() );
		$this->login( 'administrator' );
		foreach ( array( '0', '4294967296', '99999999999999999999' ) as $id ) {
			$response = $this->download( $id );
			$this->assertSame( 400, $response->get_status(), $id );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ), $id );
		}
		// Not digits: no such route at all.
		foreach ( array( '-1', 'abc', '1%20OR%201=1', '1;DROP' ) as $id ) {
			$this->assertSame( 404, $this->download( $id )->get_status(), $id );
		}
	}
}

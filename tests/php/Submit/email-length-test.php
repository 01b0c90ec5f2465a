<?php
/**
 * E-mail addresses longer than a WordPress user's address (100 characters).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Submit\Email;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * A clear 400 before anything is stored, never a confirmed request without its portal user.
 */
final class Email_Length_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * An address of $length characters (64-character local part).
	 *
	 * @param int $length Total length.
	 */
	private static function address( int $length ): string {
		return str_repeat( 'a', 64 ) . '@' . str_repeat( 'b', $length - 68 ) . '.de';
	}

	public function test_101_characters_get_a_400_with_a_message_and_nothing_is_stored(): void {
		$this->assertSame( 101, strlen( self::address( 101 ) ) );
		$routes = array(
			'/wizard/lead'           => $this->lead_body(),
			'/wizard/saved-search'   => $this->saved_search_body(),
			'/wizard/expose-inquiry' => $this->inquiry_body(),
			'/wizard/contact'        => $this->message_body(),
		);
		foreach ( $routes as $route => $body ) {
			$body['contact']['email'] = self::address( 101 );
			$response                 = $this->rest( 'POST', $route, $body );
			$this->assertSame( 400, $response->get_status(), $route );
			$this->assertSame( 'immo_wizards_invalid_request', $this->error_code( $response ), $route );
			$this->assertSame( 'Please enter an e-mail address of at most 100 characters.', $this->json( $response )['message'], $route );
		}
		$this->assert_nothing_stored();
		$this->assertSame( 0, $this->count_rows( 'form_tokens' ), 'the form tokens stay usable' );
	}

	public function test_the_message_is_german_on_a_german_site(): void {
		$message = Mailer::in_locale(
			'de_DE',
			static function (): string {
				try {
					Email::contact( self::address( 101 ) );
				} catch ( Invalid_Request $e ) {
					return $e->getMessage();
				}
				return '';
			}
		);
		$this->assertSame( 'Bitte geben Sie eine E-Mail-Adresse mit höchstens 100 Zeichen ein.', $message );
	}

	public function test_100_characters_are_accepted_and_become_the_portal_users_address(): void {
		$email    = self::address( 100 );
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => strtoupper( $email ) ) ) ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( $email, $this->rows( 'contacts' )[0]->email );

		$confirm = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->assertSame( 200, $confirm->get_status() );
		$user = get_user_by( 'email', $email );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( $email, $user->user_email );
		$this->assertSame( (string) $user->ID, (string) $this->rows( 'contacts' )[0]->user_id );
	}

	public function test_the_limit_applies_to_the_normalised_address(): void {
		// 97 characters as typed, 103 once the domain is punycode.
		$typed = str_repeat( 'a', 64 ) . '@' . str_repeat( 'ü', 8 ) . '.' . str_repeat( 'b', 20 ) . '.de';
		$this->assertSame( 97, mb_strlen( $typed ) );
		$this->assertSame( 103, strlen( (string) Email::normalize( $typed ) ) );

		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => $typed ) ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Please enter an e-mail address of at most 100 characters.', $this->json( $response )['message'] );
		$this->assert_nothing_stored();
	}

	/**
	 * @dataProvider contact_address_provider
	 *
	 * @param mixed       $value    Input.
	 * @param string|null $expected Normalised address, or null when rejected.
	 */
	public function test_contact_address_rules( $value, ?string $expected ): void {
		if ( null === $expected ) {
			$this->expectException( Invalid_Request::class );
		}
		$this->assertSame( $expected, Email::contact( $value ) );
	}

	public function contact_address_provider(): array {
		return array(
			'100'            => array( self::address( 100 ), self::address( 100 ) ),
			'100 with space' => array( ' ' . self::address( 100 ) . ' ', self::address( 100 ) ),
			'101'            => array( self::address( 101 ), null ),
			'254'            => array( self::address( 254 ), null ),
			'array'          => array( array( 'a@b.de' ), null ),
			'malformed'      => array( 'a@@b.de', null ),
		);
	}
}

<?php
/**
 * POST /wizard/confirm and the double opt-in.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Portal_Session;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

require_once dirname( __DIR__ ) . '/includes/class-portal-session.php';

/**
 * Key handling and what confirming does.
 */
final class Confirm_Controller_Test extends Test_Case {

	use Portal_Session;

	/**
	 * Submits a lead and returns [uuid, raw key from the mail].
	 *
	 * @param array<string,mixed> $overrides Body overrides.
	 * @return array{0:string,1:string}
	 */
	private function submit( array $overrides = array() ): array {
		$body     = $this->lead_body( $overrides );
		$response = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 201, $response->get_status() );
		$mail = end( $this->mails );
		$this->assertSame( 1, preg_match( '/[?&;#]k=([0-9a-f]{64})/', $mail['message'], $m ) );
		return array( $this->json( $response )['uuid'], $m[1] );
	}

	public function test_confirm_flow(): void {
		$fired = array();
		add_action(
			'immo_wizards_request_confirmed',
			static function ( $id, $type ) use ( &$fired ) {
				$fired[] = $type;
			},
			10,
			2
		);
		[ $uuid, $key ] = $this->submit();
		$response       = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );

		$this->assertSame( 200, $response->get_status() );
		$answer = $this->json( $response );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $answer['loginKey'] );
		$this->assertSame(
			array(
				'opcode' => 'Contact',
				'type'   => 'lead',
				'uuid'   => $uuid,
			),
			array_diff_key( $answer, array( 'loginKey' => '' ) )
		);
		$request = $this->rows( 'requests' )[0];
		$this->assertSame( 'confirmed', $request->status );
		$this->assertNotNull( $request->confirmed_at );
		foreach ( $this->rows( 'consents' ) as $consent ) {
			$this->assertNotNull( $consent->confirmed_at );
		}
		$user = get_user_by( 'email', 'anna.schmidt@example.de' );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( array( Roles::ROLE ), $user->roles );
		$this->assertFalse( $user->has_cap( 'edit_posts' ) );
		$this->assertSame( 'Anna', $user->first_name );
		$this->assertStringNotContainsString( 'anna', $user->user_login );
		$this->assertSame( (string) $user->ID, (string) $this->rows( 'contacts' )[0]->user_id );
		$this->assertSame( array( 'lead' ), $fired );

		$agency = end( $this->mails );
		$this->assertSame( 'admin@example.org', $agency['to'] );
		$this->assertContains( 'Reply-To: anna.schmidt@example.de', $agency['headers'] );
		$this->assertStringContainsString( 'Schmidt', $agency['message'] );
		$this->assertStringContainsString( '01067', $agency['message'] );
	}

	public function test_agency_mail_escapes_every_text_field(): void {
		$evil = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'';
		$body = $this->lead_body();
		foreach ( array( 'firstname', 'lastname', 'phone', 'street', 'city' ) as $field ) {
			$body['contact'][ $field ] = mb_substr( $evil, 0, 'phone' === $field ? 40 : 100 );
		}
		$body['contact']['number'] = '<b>1</b>';
		$body['contact']['zip']    = '<i>1</i>';
		foreach ( array( 'city', 'district', 'street', 'text' ) as $field ) {
			$body['lead']['location'][ $field ] = $evil;
		}
		$body['lead']['location']['number'] = '<b>2</b>';
		$body['lead']['location']['zip']    = '<i>2</i>';
		$this->rest( 'POST', '/wizard/lead', $body );
		preg_match( '/[?&;#]k=([0-9a-f]{64})/', $this->mails[0]['message'], $m );
		$this->assertStringNotContainsString( '<script>', $this->mails[0]['message'] );

		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $m[1] ) )->get_status() );
		$agency = end( $this->mails );
		foreach ( array( '<script>', '<img', '<b>', '<i>', 'onerror=alert(2)>' ) as $raw ) {
			$this->assertStringNotContainsString( $raw, $agency['message'] );
		}
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $agency['message'] );
		$this->assertStringNotContainsString( "\n", $agency['subject'] );
	}

	public function test_a_used_key_of_a_confirmed_request_is_told_apart(): void {
		[ , $key ] = $this->submit();
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) )->get_status() );
		$again = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'immo_already_confirmed', $this->error_code( $again ) );
		$this->assertSame( 'This request is already confirmed.', $this->json( $again )['message'] );
		$this->assertCount( 1, $this->rows( 'requests' ) );
		$this->assert_invalid_key( $this->rest( 'POST', '/wizard/confirm', array( 'k' => strtoupper( $key ) ) ) );
		$this->assert_invalid_key( $this->rest( 'POST', '/wizard/confirm', array( 'k' => substr( $key, 0, 63 ) ) ) );
	}

	public function test_a_used_key_whose_request_is_gone_or_expired_is_invalid(): void {
		global $wpdb;
		[ , $key ] = $this->submit();
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) )->get_status() );
		$wpdb->query( 'UPDATE ' . Tables::name( 'keys' ) . " SET expires_at = '2001-01-01 00:00:00'" ); // phpcs:ignore
		$this->assert_invalid_key( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) ) );
	}

	public function test_an_admin_address_gets_no_login_key(): void {
		wp_insert_user(
			array(
				'user_login' => 'boss',
				'user_email' => 'boss@example.de',
				'user_pass'  => 'secret-password',
				'role'       => 'administrator',
			)
		);
		[ , $key ] = $this->submit( array( 'contact' => array( 'email' => 'boss@example.de' ) ) );
		$response  = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '', $this->json( $response )['loginKey'] );
		$this->assertSame( 0, $this->count_rows( 'keys', "purpose = 'login'" ) );
	}

	public function test_login_key_belongs_to_the_contacts_portal_user_for_20_minutes(): void {
		[ , $key ] = $this->submit();
		$login     = $this->json( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) ) )['loginKey'];
		$row       = ( new \ImmoWizards\Storage\Key_Repository() )->find_by_hash( hash( 'sha256', $login ) );
		$user      = get_user_by( 'email', 'anna.schmidt@example.de' );
		$this->assertSame( 'login', $row->purpose );
		$this->assertSame( (string) $user->ID, (string) $row->user_id );
		$this->assertSame( (string) $this->rows( 'contacts' )[0]->id, (string) $row->contact_id );
		$this->assertSame( '2', (string) $row->max_uses );
		$this->assertEqualsWithDelta( time() + 20 * MINUTE_IN_SECONDS, strtotime( $row->expires_at . ' UTC' ), 5 );
	}

	public function test_every_bad_key_fails_alike(): void {
		[ , $key ] = $this->submit();
		$bad       = array(
			'',
			substr( $key, 0, 63 ),
			substr( $key, 0, 32 ),
			strtoupper( $key ),
			$key . 'a',
			' ' . $key,
			str_repeat( '0', 64 ),
			bin2hex( random_bytes( 32 ) ),
			hash( 'sha256', $key ),
			"' OR '1'='1",
			'zz' . substr( $key, 2 ),
		);
		foreach ( $bad as $k ) {
			$this->assert_invalid_key( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $k ) ) );
		}
		$this->assertSame( 'pending', $this->rows( 'requests' )[0]->status );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) )->get_status(), 'failures do not use the key up' );
	}

	public function test_key_of_wrong_type_or_missing_is_a_bad_request(): void {
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/confirm', array( 'k' => array( 'a' ) ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/confirm', array() )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/confirm', array( 'k' => str_repeat( 'a', 201 ) ) )->get_status() );
	}

	public function test_expired_key_fails(): void {
		global $wpdb;
		[ , $key ] = $this->submit();
		$wpdb->query( 'UPDATE ' . Tables::name( 'keys' ) . " SET expires_at = '2001-01-01 00:00:00'" ); // phpcs:ignore
		$this->assert_invalid_key( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) ) );
	}

	public function test_key_of_other_purpose_fails(): void {
		$this->submit();
		$request = $this->rows( 'requests' )[0];
		$other   = Plugin::instance()->keys()->create( 'login', (int) $request->id, (int) $request->contact_id, 3600, 5 );
		$this->assert_invalid_key( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $other ) ) );
	}

	public function test_only_hashes_are_stored(): void {
		global $wpdb;
		[ , $key ] = $this->submit();
		$this->assertSame( hash( 'sha256', $key ), $this->rows( 'keys' )[0]->key_hash );
		foreach ( Tables::ALL as $table ) {
			$dump = wp_json_encode( $wpdb->get_results( 'SELECT * FROM ' . Tables::name( $table ) ) ); // phpcs:ignore
			$this->assertStringNotContainsString( $key, $dump, "raw key in $table" );
		}
		$options = wp_json_encode( $wpdb->get_results( "SELECT option_value FROM $wpdb->options" ) );
		$this->assertStringNotContainsString( $key, $options );
	}

	public function test_existing_admin_with_same_email_is_not_changed(): void {
		$admin_id = wp_insert_user(
			array(
				'user_login' => 'boss',
				'user_email' => 'boss@example.de',
				'user_pass'  => 'secret-password',
				'role'       => 'administrator',
				'first_name' => 'Real',
			)
		);
		$users     = count_users()['total_users'];
		[ , $key ] = $this->submit(
			array(
				'contact' => array(
					'email'     => 'BOSS@example.de',
					'firstname' => 'Mallory',
				),
			)
		);
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) )->get_status() );
		clean_user_cache( $admin_id );
		$admin = get_user_by( 'id', $admin_id );
		$this->assertSame( array( 'administrator' ), $admin->roles );
		$this->assertSame( 'Real', $admin->first_name );
		$this->assertTrue( wp_check_password( 'secret-password', $admin->user_pass, $admin_id ) );
		$this->assertSame( $users, count_users()['total_users'] );
		$this->assertSame( '0', (string) $this->rows( 'contacts' )[0]->user_id );
	}

	public function test_existing_contact_user_is_updated_and_linked(): void {
		$user_id = wp_insert_user(
			array(
				'user_login' => 'contact-1',
				'user_email' => 'anna.schmidt@example.de',
				'user_pass'  => wp_generate_password(),
				'role'       => Roles::ROLE,
			)
		);
		[ , $key ] = $this->submit();
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
		clean_user_cache( $user_id );
		$this->assertSame( 'Anna', get_user_by( 'id', $user_id )->first_name );
		$this->assertSame( (string) $user_id, (string) $this->rows( 'contacts' )[0]->user_id );
	}

	public function test_second_request_of_same_contact(): void {
		[ , $first ] = $this->submit();
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $first ) );
		// Submitted after the first is confirmed: no second confirmation mail while one is open.
		[ , $second ] = $this->submit( array( 'contact' => array( 'firstname' => 'Annemarie' ) ) );
		$this->assertSame( 'Anna', $this->rows( 'contacts' )[0]->firstname, 'a pending request does not overwrite contact data' );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $second ) );
		$this->assertSame( 'Annemarie', $this->rows( 'contacts' )[0]->firstname );
		$this->assertSame( 1, count( get_users( array( 'search' => 'anna.schmidt@example.de', 'search_columns' => array( 'user_email' ) ) ) ) );
	}

	public function test_key_guessing_is_rate_limited(): void {
		$statuses = array();
		for ( $i = 0; $i < 31; $i++ ) {
			$statuses[] = $this->rest( 'POST', '/wizard/confirm', array( 'k' => bin2hex( random_bytes( 32 ) ) ) )->get_status();
		}
		$this->assertSame( array_fill( 0, 30, 403 ), array_slice( $statuses, 0, 30 ) );
		$this->assertSame( 429, $statuses[30] );
		$limited = $this->rest( 'POST', '/wizard/confirm', array( 'k' => bin2hex( random_bytes( 32 ) ) ) );
		$this->assertSame( 'immo_rate_limited', $this->error_code( $limited ) );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.1';
		$this->assertSame( 403, $this->rest( 'POST', '/wizard/confirm', array( 'k' => bin2hex( random_bytes( 32 ) ) ) )->get_status() );
	}
}

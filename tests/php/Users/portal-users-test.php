<?php
/**
 * The portal user is created and linked after the confirmation commits.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Users;

use ImmoWizards\Errors\Account_Refused;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;
use ImmoWizards\Wiring\Jobs;

/**
 * After the commit, idempotent, repaired in the background; a veto is a 4xx and the request stays
 * confirmed.
 */
final class Portal_Users_Test extends Test_Case {

	use Lead_Payloads;

	private const EMAIL = 'anna.schmidt@example.de';

	/**
	 * The error log before the test silenced it (refusals are logged).
	 *
	 * @var string
	 */
	private string $error_log = '';

	/**
	 * Silences the plugin's error log.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->error_log = (string) ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
	}

	/**
	 * Restores the error log.
	 */
	protected function tearDown(): void {
		ini_set( 'error_log', $this->error_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		parent::tearDown();
	}

	/**
	 * Submits a lead (optionally for another address) and returns the key from its mail.
	 *
	 * @param string $email Address.
	 */
	private function submit( string $email = self::EMAIL ): string {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => $email ) ) ) )->get_status() );
		$mail = end( $this->mails );
		$this->assertSame( 1, preg_match( '/[?&;#]k=([0-9a-f]{64})/', (string) $mail['message'], $m ) );
		return $m[1];
	}

	/**
	 * Confirms a key.
	 *
	 * @param string $key Key.
	 */
	private function confirm( string $key ): \WP_REST_Response {
		return $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
	}

	/**
	 * Users with the address.
	 *
	 * @param string $email Address.
	 */
	private function users_with( string $email ): int {
		return count( get_users( array( 'search' => $email, 'search_columns' => array( 'user_email' ) ) ) );
	}

	public function test_the_user_is_created_after_the_confirmation_commits(): void {
		$key = $this->submit();
		global $wpdb;
		$events = array();
		add_filter(
			'query',
			static function ( $query ) use ( &$events, $wpdb ) {
				if ( preg_match( '/^\s*(COMMIT|RELEASE SAVEPOINT)/i', $query ) ) {
					$events[] = 'commit';
				} elseif ( str_starts_with( ltrim( $query ), "INSERT INTO `$wpdb->users`" ) ) {
					$events[] = 'create user';
				} elseif ( preg_match( '/^\s*UPDATE `' . preg_quote( Tables::name( 'contacts' ), '/' ) . '` SET `user_id`/', $query ) ) {
					$events[] = 'link';
				}
				return $query;
			}
		);
		$this->assertSame( 200, $this->confirm( $key )->get_status() );
		$this->assertSame( array( 'commit', 'create user', 'link' ), $events );
		$user = get_user_by( 'email', self::EMAIL );
		$this->assertSame( array( Roles::ROLE ), $user->roles );
		$this->assertSame( (string) $user->ID, (string) $this->rows( 'contacts' )[0]->user_id );
	}

	public function test_linking_is_idempotent(): void {
		$this->assertSame( 200, $this->confirm( $this->submit() )->get_status() );
		$user_id = (int) get_user_by( 'email', self::EMAIL )->ID;
		$contact = (int) $this->rows( 'contacts' )[0]->id;
		$users   = Plugin::instance()->portal_users();

		$this->assertSame( $user_id, $users->link( $contact ) );
		$this->assertSame( $user_id, $users->link( $contact ) );
		$this->assertSame( 200, $this->confirm( $this->submit( 'Anna.Schmidt@Example.de' ) )->get_status(), 'a second request of the contact' );
		$this->assertSame( 1, $this->users_with( self::EMAIL ) );
		$this->assertSame( (string) $user_id, (string) $this->rows( 'contacts' )[0]->user_id );
		$this->assertSame( 0, $users->link( 999999 ), 'unknown contact' );
	}

	public function test_two_confirmations_creating_the_same_user_at_once_end_with_one(): void {
		$key = $this->submit();
		// The other confirmation creates the user between our look-up and our insert.
		$raced = false;
		add_filter(
			'illegal_user_logins',
			static function ( $logins ) use ( &$raced ) {
				if ( ! $raced ) {
					$raced = true;
					wp_insert_user(
						array(
							'user_login' => 'immo-contact-other',
							'user_email' => self::EMAIL,
							'user_pass'  => wp_generate_password(),
							'role'       => Roles::ROLE,
						)
					);
				}
				return $logins;
			}
		);
		$this->assertSame( 200, $this->confirm( $key )->get_status() );
		$this->assertTrue( $raced );
		$this->assertSame( 1, $this->users_with( self::EMAIL ) );
		$this->assertSame( (string) get_user_by( 'login', 'immo-contact-other' )->ID, (string) $this->rows( 'contacts' )[0]->user_id );
	}

	/**
	 * @dataProvider veto_provider
	 *
	 * @param callable $veto Adds another plugin's veto.
	 */
	public function test_a_veto_is_a_4xx_and_the_request_stays_confirmed( callable $veto ): void {
		$key   = $this->submit();
		$users = count_users()['total_users'];
		$veto();
		$response = $this->confirm( $key );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'immo_wizards_account_refused', $this->error_code( $response ) );
		$this->assertSame( 'Your request has been confirmed, but your customer account could not be created. Please contact us.', $this->json( $response )['message'] );
		$this->assertSame( 'confirmed', $this->rows( 'requests' )[0]->status );
		$this->assertSame( 0, $this->count_rows( 'consents', 'confirmed_at IS NULL' ) );
		$this->assertSame( 'admin@example.org', end( $this->mails )['to'], 'the agency is told' );
		$this->assertSame( $users, count_users()['total_users'], 'no user left behind' );
		$this->assertSame( '0', (string) $this->rows( 'contacts' )[0]->user_id );

		// Opening the link again is no endless error: the request is confirmed (the portal offers a login link).
		$again = $this->confirm( $key );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'immo_already_confirmed', $this->error_code( $again ) );

		// Once the veto is lifted, the background run links the contact.
		remove_all_filters( 'illegal_user_logins' );
		remove_all_filters( 'wp_pre_insert_user_data' );
		remove_all_filters( 'pre_user_email' );
		do_action( Jobs::HOOK );
		$user = get_user_by( 'email', self::EMAIL );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( (string) $user->ID, (string) $this->rows( 'contacts' )[0]->user_id );
	}

	public function veto_provider(): array {
		$login = static fn () => add_filter( 'immo_wizards_portal_user_login', static fn () => 'blocked-login' );
		return array(
			'illegal_user_logins'                  => array(
				static function () use ( $login ) {
					$login();
					add_filter( 'illegal_user_logins', static fn () => array( 'blocked-login' ) );
				},
			),
			'wp_pre_insert_user_data empties data' => array( static fn () => add_filter( 'wp_pre_insert_user_data', static fn () => array() ) ),
			'pre_user_email drops the address'     => array( static fn () => add_filter( 'pre_user_email', static fn () => '' ) ),
			'pre_user_email rewrites the address'  => array( static fn () => add_filter( 'pre_user_email', static fn () => 'someone.else@example.org' ) ),
		);
	}

	public function test_a_crash_after_the_commit_is_repaired_in_the_background(): void {
		$key = $this->submit();
		add_filter(
			'wp_pre_insert_user_data',
			static function () {
				throw new \RuntimeException( 'crash' );
			}
		);
		$response = $this->confirm( $key );
		$this->assertSame( 200, $response->get_status(), 'the request is confirmed' );
		$this->assertSame( 'confirmed', $this->rows( 'requests' )[0]->status );
		$this->assertFalse( get_user_by( 'email', self::EMAIL ) );
		$this->assertSame( '0', (string) $this->rows( 'contacts' )[0]->user_id );

		remove_all_filters( 'wp_pre_insert_user_data' );
		do_action( Jobs::HOOK );
		$user = get_user_by( 'email', self::EMAIL );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( array( Roles::ROLE ), $user->roles );
		$this->assertSame( (string) $user->ID, (string) $this->rows( 'contacts' )[0]->user_id );
	}

	public function test_the_repair_leaves_old_refusals_and_pending_contacts_alone(): void {
		add_filter( 'wp_pre_insert_user_data', static fn () => array() );
		$this->assertSame( 'immo_wizards_account_refused', $this->error_code( $this->confirm( $this->submit() ) ) );
		$this->submit( 'pending@example.de' );
		remove_all_filters( 'wp_pre_insert_user_data' );

		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'requests' ) . ' SET confirmed_at = %s WHERE status = %s', Tables::now( -2 * HOUR_IN_SECONDS ), 'confirmed' ) ); // phpcs:ignore
		$this->assertSame( 0, Plugin::instance()->portal_users()->repair() );
		$this->assertFalse( get_user_by( 'email', self::EMAIL ), 'a refusal is not retried for ever' );
		$this->assertFalse( get_user_by( 'email', 'pending@example.de' ), 'no user without a confirmation' );
	}

	public function test_ensure_throws_the_domain_error_on_a_veto(): void {
		add_filter( 'wp_pre_insert_user_data', static fn () => array() );
		$this->expectException( Account_Refused::class );
		Plugin::instance()->portal_users()->ensure( 'new@example.de', 'New', 'User' );
	}
}

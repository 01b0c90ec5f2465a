<?php
/**
 * Nothing lost: a request or a confirmation is committed together with its mail, or not at all.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * The outbox row is written inside the transaction; only the send attempt follows the commit.
 */
final class Nothing_Lost_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * The error log before a test silenced it.
	 *
	 * @var string
	 */
	private string $error_log = '';

	/**
	 * Makes every insert into the outbox fail (as a full disk or a dropped table would).
	 */
	private function fail_outbox_inserts(): void {
		global $wpdb;
		$wpdb->suppress_errors( true );
		$this->error_log = (string) ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		$table = Tables::name( 'outbox' );
		add_filter( 'query', static fn ( $query ) => str_starts_with( ltrim( $query ), "INSERT INTO `$table`" ) ? "INSERT INTO `{$table}_missing` (`x`) VALUES (1)" : $query );
	}

	/**
	 * Lets outbox inserts succeed again.
	 */
	private function heal_outbox(): void {
		global $wpdb;
		remove_all_filters( 'query' );
		$wpdb->suppress_errors( false );
		ini_set( 'error_log', $this->error_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
	}

	public function test_submit_is_rolled_back_when_its_mail_cannot_be_stored(): void {
		$body = $this->lead_body();
		$this->fail_outbox_inserts();
		$response = $this->rest( 'POST', '/wizard/lead', $body );
		$this->heal_outbox();

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'immo_wizards_storage_error', $this->error_code( $response ) );
		$this->assertSame( 'Your request could not be saved. Please try again later.', $this->json( $response )['message'] );
		$this->assert_nothing_stored();

		// The visitor sends again: it is a new request (nothing of the first was committed).
		$again = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 201, $again->get_status() );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
		$this->assertSame( 1, $this->count_rows( 'outbox' ) );
		$this->assertCount( 1, $this->mails );
	}

	public function test_every_submit_route_rolls_back(): void {
		$routes = array(
			'/wizard/saved-search'   => $this->saved_search_body(),
			'/wizard/expose-inquiry' => $this->inquiry_body(),
			'/wizard/contact'        => $this->message_body(),
		);
		$this->fail_outbox_inserts();
		foreach ( $routes as $route => $body ) {
			$response = $this->rest( 'POST', $route, $body );
			$this->assertSame( 503, $response->get_status(), $route );
			$this->assertSame( 'immo_wizards_storage_error', $this->error_code( $response ), $route );
		}
		$this->heal_outbox();
		$this->assert_nothing_stored();
	}

	public function test_confirmation_is_rolled_back_when_the_agency_mail_cannot_be_stored(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'lost@example.de' ) ) ) )->get_status() );
		$key = $this->key_from_last_mail();

		$this->fail_outbox_inserts();
		$response = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
		$this->heal_outbox();

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'immo_wizards_storage_error', $this->error_code( $response ) );
		$this->assertSame( 'pending', $this->rows( 'requests' )[0]->status );
		$this->assertSame( 0, $this->count_rows( 'consents', 'confirmed_at IS NOT NULL' ) );
		$this->assertSame( 0, $this->count_rows( 'keys', 'uses > 0' ), 'the key is not used up' );
		$this->assertFalse( get_user_by( 'email', 'lost@example.de' ), 'no portal user' );
		$this->assertCount( 1, $this->mails, 'no agency mail' );

		// The visitor opens the link again: now it works and the agency is told.
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) )->get_status() );
		$this->assertSame( 'confirmed', $this->rows( 'requests' )[0]->status );
		$this->assertCount( 2, $this->mails );
	}

	public function test_mails_are_stored_before_the_commit_and_sent_after_it(): void {
		$outbox = Tables::name( 'outbox' );
		$events = array();
		add_filter(
			'query',
			static function ( $query ) use ( &$events, $outbox ) {
				if ( str_starts_with( ltrim( $query ), "INSERT INTO `$outbox`" ) ) {
					$events[] = 'store mail';
				} elseif ( preg_match( '/^\s*(COMMIT|RELEASE SAVEPOINT)/i', $query ) ) {
					$events[] = 'commit';
				}
				return $query;
			}
		);
		add_filter(
			'pre_wp_mail',
			static function ( $result ) use ( &$events ) {
				$events[] = 'send';
				return $result;
			},
			5
		);
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$this->assertSame( array( 'store mail', 'commit', 'send' ), $events );

		$events = array();
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		$this->assertSame( array( 'store mail', 'commit', 'send' ), $events );
	}

	public function test_confirmation_mail_greets_by_a_name_only_when_it_reads_as_one(): void {
		$this->rest(
			'POST',
			'/wizard/lead',
			$this->lead_body(
				array(
					'contact' => array(
						'salutation' => '',
						'firstname'  => 'Win a prize at evil.example',
						'lastname'   => 'Mallory',
					),
				)
			)
		);
		$mail = end( $this->mails );
		$this->assertStringNotContainsString( 'evil.example', (string) $mail['message'] );
		$this->assertStringNotContainsString( 'Mallory', (string) $mail['message'], 'half a name is no name' );
		$this->assertStringNotContainsString( 'Mallory', (string) $mail['subject'] );
		$this->assertMatchesRegularExpression( '/(Hello|Guten Tag),/', (string) $mail['message'] );

		// The agency's mail still names the visitor (escaped).
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$agency = end( $this->mails );
		$this->assertStringContainsString( 'Mallory', (string) $agency['subject'] );

		// A name that reads as one greets the visitor.
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'anna.other@example.de' ) ) ) );
		$this->assertMatchesRegularExpression( '/(Dear Ms|Guten Tag Frau) Schmidt,/', (string) end( $this->mails )['message'] );
	}
}

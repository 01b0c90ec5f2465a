<?php
/**
 * Webhook deliveries and the SSRF guard: no redirects, no plain http, no internal addresses, and the
 * connection goes to the address that was checked.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Webhooks;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Fake_Receiver;
use ImmoWizards\Security\Pinned_Address;
use ImmoWizards\Webhooks\Delivery_Repository;
use ImmoWizards\Webhooks\Webhook_Sender;
use ImmoWizards\Webhooks\Webhook_Settings;

require_once __DIR__ . '/class-webhook-test-case.php';

/**
 * A delivery reaches only a public https address, resolved once.
 */
final class Delivery_Guard_Test extends Webhook_Test_Case {

	public function test_a_redirect_is_not_followed(): void {
		$this->allow_receiver();
		[ $url, $token ] = Fake_Receiver::endpoint( 'redirect' );
		$this->endpoint( $url );
		$row    = $this->submit_lead();
		$before = count( Fake_Receiver::requests() );
		$this->assertFalse( $this->runner()->attempt( (int) $row->id ) );
		$this->assertSame( $before + 1, count( Fake_Receiver::requests() ), 'only the first request' );
		$this->assertNull( Fake_Receiver::received( $token ) );
		$row = $this->deliveries()[0];
		$this->assertSame( '302', (string) $row->response_code );
		$this->assertSame( 'HTTP 302: redirects are not followed.', $row->last_error );
	}

	public function test_loopback_and_private_addresses_are_refused_without_the_site_allowing_them(): void {
		add_filter( 'immo_wizards_webhooks_allow_http', '__return_true' );
		foreach ( array( Fake_Receiver::url( 'ok' ) . '/x', 'https://10.0.0.1/hook', 'https://localhost/hook', 'https://[::1]/hook' ) as $url ) {
			$this->endpoint( $url );
			$row    = $this->submit_lead();
			$before = count( Fake_Receiver::requests() );
			$this->assertFalse( $this->runner()->attempt( (int) $row->id ), $url );
			$this->assertSame( $before, count( Fake_Receiver::requests() ), $url );
			$refused = $this->deliveries()[0];
			$this->assertSame( 'pending', $refused->status, $url );
			$this->assertNull( $refused->response_code, $url );
			$this->assertStringContainsString( 'may not be called', $refused->last_error, $url );
			global $wpdb;
			$wpdb->query( 'DELETE FROM ' . Tables::name( 'webhook_deliveries' ) ); // phpcs:ignore
		}
	}

	public function test_plain_http_is_neither_stored_nor_sent_unless_the_site_allows_it(): void {
		$this->configure( array( array( 'url' => 'http://receiver.example.com/hook' ) ) );
		$this->assertSame( array(), Webhook_Settings::endpoints(), 'not stored' );

		// An endpoint stored while http was allowed (or by an older version) is not sent to.
		add_filter( 'immo_wizards_webhooks_allow_http', '__return_true' );
		$this->endpoint( Fake_Receiver::url( 'ok' ) . '/x' );
		remove_filter( 'immo_wizards_webhooks_allow_http', '__return_true' );
		$this->allow_host( '127.0.0.1' );
		$row    = $this->submit_lead();
		$before = count( Fake_Receiver::requests() );
		$this->assertFalse( $this->runner()->attempt( (int) $row->id ) );
		$this->assertSame( $before, count( Fake_Receiver::requests() ) );
		$this->assertSame( 'Webhooks are sent to https addresses only.', $this->deliveries()[0]->last_error );
	}

	public function test_the_host_is_resolved_once_and_the_connection_goes_to_the_checked_address(): void {
		$this->allow_receiver();
		$this->allow_host( 'receiver.test' );
		$lookups  = 0;
		$resolver = static function ( string $host ) use ( &$lookups ): array {
			++$lookups;
			return 'receiver.test' === $host ? array( '127.0.0.1' ) : array();
		};
		$runner = self::queue_with( new Webhook_Sender( new Pinned_Address( $resolver ) ) );
		// The system cannot resolve receiver.test: the request reaches the receiver only through the pin.
		[ $url, $token ] = Fake_Receiver::endpoint( 'ok' );
		$this->endpoint( str_replace( '127.0.0.1', 'receiver.test', $url ) );
		$row = $this->submit_lead();
		$this->assertTrue( $runner->attempt( (int) $row->id ), (string) $this->deliveries()[0]->last_error );
		$this->assertSame( 1, $lookups, 'one lookup per send' );
		$got = Fake_Receiver::received( $token );
		$this->assertNotNull( $got );
		$this->assertStringStartsWith( 'receiver.test:', $got['headers']['host'] );
	}

	public function test_a_host_with_any_private_address_is_refused(): void {
		$this->allow_receiver();
		$resolver = static fn (): array => array( '93.184.216.34', '10.1.2.3' );
		$runner   = self::queue_with( new Webhook_Sender( new Pinned_Address( $resolver ) ) );
		$this->endpoint( 'https://rebinding.example.com/hook' );
		$row = $this->submit_lead();
		$this->assertFalse( $runner->attempt( (int) $row->id ) );
		$this->assertNull( $this->deliveries()[0]->response_code );
		$this->assertStringContainsString( 'may not be called', $this->deliveries()[0]->last_error );
	}

	public function test_every_kind_of_internal_address_and_odd_port_is_refused(): void {
		$address = new Pinned_Address( static fn (): array => array() );
		foreach ( array( 'https://10.0.0.1/', 'https://172.16.5.4/', 'https://192.168.1.10/', 'https://127.0.0.2/', 'https://[::1]/', 'https://169.254.169.254/latest', 'https://0.0.0.0/', 'https://[fd00::1]/', 'https://93.184.216.34:22/', 'ftp://93.184.216.34/', 'https://user:pw@93.184.216.34/', 'https://unresolvable.example/' ) as $url ) {
			$this->assertInstanceOf( \WP_Error::class, $address->check( $url ), $url );
		}
		$this->assertSame(
			array(
				'host' => '93.184.216.34',
				'port' => 443,
				'ip'   => '93.184.216.34',
			),
			$address->check( 'https://93.184.216.34/hook' )
		);
	}

	/**
	 * Lets a host through core's SSRF filter (as a site allows a development receiver).
	 *
	 * @param string $allowed Host name.
	 */
	private function allow_host( string $allowed ): void {
		add_filter( 'http_request_host_is_external', static fn ( $external, $host ) => $allowed === $host ? true : $external, 10, 2 );
	}
}

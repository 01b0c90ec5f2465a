<?php
/**
 * The client address behind trusted proxies.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Security;

use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Security\Trusted_Proxies;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Invalid_Settings;
use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * The forwarding header counts only when REMOTE_ADDR is a configured proxy; then the right-most
 * address of the chain that is not a trusted proxy is the client.
 */
final class Client_Ip_Test extends Test_Case {

	use Invalid_Settings;
	use Settings_Rest;
	use Lead_Payloads;

	/**
	 * Forgets the forwarding headers of the test.
	 */
	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_CF_CONNECTING_IP'] );
		parent::tearDown();
	}

	/**
	 * Configures the trusted proxies.
	 *
	 * @param string $ranges Setting text.
	 * @param string $header Header name.
	 */
	private function trust( string $ranges, string $header = 'X-Forwarded-For' ): void {
		$this->assertSame(
			array(),
			Settings::instance()->update(
				array(
					'trusted_proxies' => $ranges,
					'proxy_header'    => $header,
				)
			)
		);
	}

	/**
	 * The client IP the limiter sees for a request from $remote with X-Forwarded-For $forwarded.
	 *
	 * @param string $remote    REMOTE_ADDR.
	 * @param string $forwarded X-Forwarded-For ('' for none).
	 */
	private static function client( string $remote, string $forwarded ): string {
		$_SERVER['REMOTE_ADDR'] = $remote;
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		if ( '' !== $forwarded ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = $forwarded;
		}
		return Rate_Limiter::client_ip();
	}

	public function test_without_a_configured_proxy_the_header_is_ignored(): void {
		$this->assertSame( '203.0.113.7', self::client( '203.0.113.7', '198.51.100.1' ) );
	}

	public function test_a_spoofed_header_from_an_untrusted_address_is_ignored(): void {
		$this->trust( '10.0.0.0/8' );
		$this->assertSame( '203.0.113.7', self::client( '203.0.113.7', '198.51.100.1' ) );
		$this->assertSame( '203.0.113.7', self::client( '203.0.113.7', '10.0.0.1' ) );
	}

	/**
	 * @dataProvider chain_provider
	 *
	 * @param string $forwarded X-Forwarded-For.
	 * @param string $expected  Client.
	 */
	public function test_the_right_most_untrusted_address_of_the_chain_is_the_client( string $forwarded, string $expected ): void {
		$this->trust( '10.0.0.0/8, 192.0.2.10' );
		$this->assertSame( $expected, self::client( '10.1.2.3', $forwarded ) );
	}

	public function chain_provider(): array {
		return array(
			'one hop'                    => array( '198.51.100.9', '198.51.100.9' ),
			'client forged a left part'  => array( '6.6.6.6, 198.51.100.9', '198.51.100.9' ),
			'through two proxies'        => array( '6.6.6.6, 198.51.100.9, 192.0.2.10, 10.0.0.5', '198.51.100.9' ),
			'all trusted'                => array( '10.0.0.7, 10.0.0.5', '10.0.0.7' ),
			'with a port'                => array( '198.51.100.9:5555', '198.51.100.9' ),
			'garbage on the left'        => array( '<script>, 198.51.100.9', '198.51.100.9' ),
			'garbage from a proxy'       => array( '198.51.100.9, garbage', '10.1.2.3' ),
			'no spaces'                  => array( '6.6.6.6,198.51.100.9', '198.51.100.9' ),
			'empty'                      => array( ' ', '10.1.2.3' ),
			'IPv6 client'                => array( '2a00:1450:4001::1', '2a00:1450:4001::1' ),
			'IPv6 client with port'      => array( '[2a00:1450:4001::1]:443', '2a00:1450:4001::1' ),
			'2 MB chain'                 => array( str_repeat( '6.6.6.6, ', 200000 ) . '198.51.100.9', '198.51.100.9' ),
			'more proxies than are read' => array( '198.51.100.9, ' . str_repeat( '10.0.0.1, ', 50 ) . '10.0.0.2', '10.0.0.1' ),
		);
	}

	public function test_ipv6_ranges_and_mapped_addresses(): void {
		$this->trust( '2001:db8:cafe::/48, 10.0.0.0/8' );
		$this->assertSame( '2a00:1450::1', self::client( '2001:db8:cafe:1::2', '2a00:1450::1, [2001:db8:cafe::9]:443' ) );
		$this->assertSame( '2001:db8:caff::2', self::client( '2001:db8:caff::2', '2a00:1450::1' ), 'outside the /48' );
		$this->assertSame( '198.51.100.9', self::client( '::ffff:10.1.2.3', '198.51.100.9' ), 'IPv4-mapped proxy address' );
		$proxies = new Trusted_Proxies( array( '2001:db8:cafe::/48', '10.0.0.0/8' ) );
		$this->assertTrue( $proxies->contains( '2001:db8:cafe:ffff:ffff:ffff:ffff:ffff' ) );
		$this->assertFalse( $proxies->contains( '2001:db8:cb00::' ) );
		$this->assertTrue( $proxies->contains( '10.255.255.255' ) );
		$this->assertFalse( $proxies->contains( '11.0.0.0' ) );
		$this->assertFalse( $proxies->contains( '::a00:1' ), 'an IPv6 address is not in an IPv4 range' );
		$this->assertFalse( $proxies->contains( 'unknown' ) );
	}

	public function test_another_header_name(): void {
		$this->trust( '10.0.0.0/8', 'CF-Connecting-IP' );
		$_SERVER['HTTP_CF_CONNECTING_IP'] = '198.51.100.44';
		$this->assertSame( '198.51.100.44', self::client( '10.9.9.9', '6.6.6.6' ), 'X-Forwarded-For is not read' );
	}

	public function test_visitors_behind_a_trusted_proxy_get_their_own_buckets(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_ip' === $kind ? 1 : $limit, 10, 2 );
		$submit = function ( string $forwarded, int $i ): int {
			self::client( '10.0.0.2', $forwarded );
			return $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => "proxied-$i@example.de" ) ) ) )->get_status();
		};
		$this->assertSame( array( 201, 429 ), array( $submit( '198.51.100.1', 1 ), $submit( '198.51.100.2', 2 ) ), 'unconfigured: everyone shares the proxy\'s bucket' );
		$this->trust( '10.0.0.0/24' );
		$this->assertSame( array( 201, 201, 429 ), array( $submit( '198.51.100.3', 3 ), $submit( '198.51.100.4', 4 ), $submit( '6.6.6.6, 198.51.100.4', 5 ) ) );
	}

	public function test_settings_are_normalised(): void {
		$this->trust( " 10.1.2.3/8 ;2001:DB8::1/32\n192.0.2.1, 10.0.0.0/8 ", ' CF-Connecting-IP ' );
		$this->assertSame( array( '10.0.0.0/8', '2001:db8::/32', '192.0.2.1/32' ), Settings::instance()->trusted_proxies() );
		$this->assertSame( 'CF-Connecting-IP', Settings::instance()->proxy_header() );
		$this->trust( '' );
		$this->assertSame( array(), Settings::instance()->trusted_proxies() );
	}

	public function test_defaults(): void {
		delete_option( Settings::OPTION );
		$this->assertSame( array(), Settings::instance()->trusted_proxies() );
		$this->assertSame( 'X-Forwarded-For', Settings::instance()->proxy_header() );
	}

	public function test_the_settings_route_has_the_proxy_fields(): void {
		$this->trust( '203.0.113.0/24', 'X-Real-IP' );
		$this->sign_in();
		$values = $this->rest_settings();
		$this->assertSame( '203.0.113.0/24', $values['trusted_proxies'] );
		$this->assertSame( 'X-Real-IP', $values['proxy_header'] );
	}

	public function invalid_provider(): array {
		return array(
			'prefix too long'   => array( 'trusted_proxies', '10.0.0.0/33' ),
			'v6 prefix too long' => array( 'trusted_proxies', '2001:db8::/129' ),
			'negative prefix'   => array( 'trusted_proxies', '10.0.0.0/-1' ),
			'not an address'    => array( 'trusted_proxies', '300.1.1.1' ),
			'host name'         => array( 'trusted_proxies', 'proxy.example' ),
			'one bad of two'    => array( 'trusted_proxies', '10.0.0.0/8, abc' ),
			'sql'               => array( 'trusted_proxies', "10.0.0.1' OR 1=1" ),
			'array'             => array( 'trusted_proxies', array( '10.0.0.0/8' ) ),
			'too many'          => array( 'trusted_proxies', implode( ',', array_map( static fn ( $i ) => "10.0.0.$i", range( 0, 100 ) ) ) ),
			'header space'      => array( 'proxy_header', 'X Forwarded For' ),
			'header injection'  => array( 'proxy_header', "X-Forwarded-For\r\nBcc: x@example.de" ),
			'header empty'      => array( 'proxy_header', '' ),
			'header array'      => array( 'proxy_header', array( 'X-Real-IP' ) ),
			'header 2 MB'       => array( 'proxy_header', str_repeat( 'X', 2097152 ) ),
		);
	}
}

<?php
/**
 * Site Health warns about an unconfigured proxy.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Security;

use ImmoWizards\Security\Proxy_Health;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Test_Case;

/**
 * The limiter notes X-Forwarded-For without a configured proxy; the Site Health test reads the note.
 */
final class Proxy_Health_Test extends Test_Case {

	/**
	 * Forgets the header of the test.
	 */
	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		parent::tearDown();
	}

	/**
	 * Runs the plugin's test as Site Health does.
	 *
	 * @return array<string, mixed>
	 */
	private function run_test(): array {
		require_once ABSPATH . 'wp-admin/includes/class-wp-site-health.php';
		$tests = \WP_Site_Health::get_tests();
		$this->assertArrayHasKey( 'immo_wizards_trusted_proxy', $tests['direct'] );
		$test = $tests['direct']['immo_wizards_trusted_proxy'];
		$this->assertIsCallable( $test['test'] );
		return call_user_func( $test['test'] );
	}

	/**
	 * A request from $remote with X-Forwarded-For passes the rate limiter.
	 *
	 * @param string $remote REMOTE_ADDR.
	 */
	private static function forwarded_request( string $remote ): void {
		$_SERVER['REMOTE_ADDR']          = $remote;
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.7';
		Rate_Limiter::client_ip();
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
	}

	public function test_good_without_forwarded_requests(): void {
		Rate_Limiter::client_ip();
		$result = $this->run_test();
		$this->assertSame( 'good', $result['status'] );
		$this->assertSame( 'immo_wizards_trusted_proxy', $result['test'] );
		$this->assertFalse( get_option( Proxy_Health::OPTION ) );
	}

	public function test_warns_after_a_forwarded_request_without_a_configured_proxy(): void {
		self::forwarded_request( '10.0.0.2' );
		$this->assertEqualsWithDelta( time(), (int) get_option( Proxy_Health::OPTION ), 5 );
		$result = $this->run_test();
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertSame( 'Requests arrive through a proxy that Immo Wizards does not know', $result['label'] );
		$this->assertStringContainsString( 'X-Forwarded-For', $result['description'] );
		$this->assertStringContainsString( 'admin.php?page=immo-wizards-settings', $result['actions'] );
	}

	public function test_the_sighting_is_written_at_most_once_an_hour(): void {
		update_option( Proxy_Health::OPTION, time() - 600 );
		$queries = get_num_queries();
		self::forwarded_request( '10.0.0.2' );
		$this->assertSame( $queries, get_num_queries(), 'no query for a recent sighting' );
		$this->assertSame( time() - 600, (int) get_option( Proxy_Health::OPTION ) );
		update_option( Proxy_Health::OPTION, time() - 2 * HOUR_IN_SECONDS );
		self::forwarded_request( '10.0.0.2' );
		$this->assertEqualsWithDelta( time(), (int) get_option( Proxy_Health::OPTION ), 5 );
	}

	public function test_the_current_request_counts_too(): void {
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.7';
		$this->assertSame( 'recommended', $this->run_test()['status'] );
	}

	public function test_good_once_a_proxy_is_configured(): void {
		self::forwarded_request( '10.0.0.2' );
		Settings::instance()->update( array( 'trusted_proxies' => '10.0.0.0/8' ) );
		$this->assertSame( 'good', $this->run_test()['status'] );
	}

	public function test_an_old_sighting_no_longer_warns(): void {
		update_option( Proxy_Health::OPTION, time() - 8 * DAY_IN_SECONDS );
		$this->assertSame( 'good', $this->run_test()['status'] );
	}
}

<?php
/**
 * Rate limiter.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Security;

use ImmoWizards\Plugin;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Tests\Test_Case;

/**
 * Counters in the database, per bucket, filterable.
 */
final class Rate_Limiter_Test extends Test_Case {

	public function test_limit_per_bucket(): void {
		$limiter = Plugin::instance()->rate_limiter();
		$this->assertTrue( $limiter->hit( 'test:a', 2, 60 ) );
		$this->assertTrue( $limiter->hit( 'test:a', 2, 60 ) );
		$this->assertFalse( $limiter->hit( 'test:a', 2, 60 ) );
		$this->assertTrue( $limiter->hit( 'test:b', 2, 60 ) );
		$this->assertSame( 2, $this->count_rows( 'rate_limits' ) );
		$this->assertStringNotContainsString( 'test:a', wp_json_encode( $this->rows( 'rate_limits' ) ), 'buckets are hashed' );
	}

	public function test_filter_changes_limit(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'test' === $kind ? 0 : $limit, 10, 2 );
		$this->assertFalse( Plugin::instance()->rate_limiter()->hit( 'test:x', 100, 60 ) );
	}

	public function test_client_ip(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->assertSame( '203.0.113.9', Rate_Limiter::client_ip() );
		$_SERVER['REMOTE_ADDR'] = "1.2.3.4'; DROP TABLE x";
		$this->assertSame( 'unknown', Rate_Limiter::client_ip() );
		add_filter( 'immo_wizards_client_ip', static fn () => '2001:db8::1' );
		$this->assertSame( '2001:db8::1', Rate_Limiter::client_ip() );
	}

	public function test_clean_up_removes_old_windows(): void {
		global $wpdb;
		$limiter = Plugin::instance()->rate_limiter();
		$limiter->hit( 'test:old', 5, 60 );
		$wpdb->query( 'UPDATE ' . \ImmoWizards\Storage\Tables::name( 'rate_limits' ) . ' SET window_start = 1000' ); // phpcs:ignore
		$limiter->hit( 'test:new', 5, 60 );
		$limiter->clean_up();
		$this->assertSame( 1, $this->count_rows( 'rate_limits' ) );
	}
}

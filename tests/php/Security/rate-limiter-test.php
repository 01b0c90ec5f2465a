<?php
/**
 * Rate limiter.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Security;

use ImmoWizards\Plugin;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Counters in the database, per bucket, filterable.
 */
final class Rate_Limiter_Test extends Test_Case {

	use Lead_Payloads;

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

	public function test_ipv6_counts_per_64(): void {
		$this->assertSame( '2001:db8:1:2::/64', Rate_Limiter::network( '2001:db8:1:2:aaaa:bbbb:cccc:dddd' ) );
		$this->assertSame( Rate_Limiter::network( '2001:db8:1:2::1' ), Rate_Limiter::network( '2001:0DB8:0001:0002:ffff::9' ) );
		$this->assertNotSame( Rate_Limiter::network( '2001:db8:1:2::1' ), Rate_Limiter::network( '2001:db8:1:3::1' ) );
		$this->assertSame( '203.0.113.5', Rate_Limiter::network( '203.0.113.5' ) );
		$this->assertSame( '203.0.113.5', Rate_Limiter::network( '::ffff:203.0.113.5' ) );
		$this->assertSame( 'unknown', Rate_Limiter::network( 'unknown' ) );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:7:7::42';
		$this->assertSame( 'submit_ip:2001:db8:7:7::/64', Rate_Limiter::ip_bucket( 'submit_ip' ) );
	}

	public function test_email_subject_ignores_plus_tags_and_case(): void {
		$this->assertSame( 'anna@example.de', Rate_Limiter::email_subject( 'Anna+News@Example.de' ) );
		$this->assertSame( 'anna@example.de', Rate_Limiter::email_subject( 'anna+a+b@example.de' ) );
		$this->assertSame( 'anna@example.de', Rate_Limiter::email_subject( 'anna@example.de' ) );
		$this->assertSame( '+x@example.de', Rate_Limiter::email_subject( '+x@example.de' ) );
	}

	public function test_submits_from_one_ipv6_64_share_a_bucket(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_ip' === $kind ? 2 : $limit, 10, 2 );
		$codes = array();
		foreach ( array( '2001:db8:5:5::1', '2001:db8:5:5::2', '2001:db8:5:5:ffff::3' ) as $i => $ip ) {
			$_SERVER['REMOTE_ADDR'] = $ip;
			$codes[]                = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => "v6-$i@example.de" ) ) ) )->get_status();
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:5:6::1';
		$codes[]                = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'v6-other@example.de' ) ) ) )->get_status();
		$this->assertSame( array( 201, 201, 429, 201 ), $codes );
	}

	public function test_plus_tags_share_the_email_bucket(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_email' === $kind ? 1 : $limit, 10, 2 );
		$first  = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'victim+1@example.de' ) ) ) );
		$second = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'Victim+2@example.de' ) ) ) );
		$this->assertSame( array( 201, 429 ), array( $first->get_status(), $second->get_status() ) );
	}

	public function test_replay_is_answered_before_rate_limits_count(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => in_array( $kind, array( 'submit_ip', 'submit_email' ), true ) ? 1 : $limit, 10, 2 );
		$body   = $this->lead_body();
		$first  = $this->rest( 'POST', '/wizard/lead', $body );
		$replay = $this->rest( 'POST', '/wizard/lead', $body );
		$again  = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( array( 201, 200, 200 ), array( $first->get_status(), $replay->get_status(), $again->get_status() ) );
		$this->assertSame( $this->json( $first ), $this->json( $replay ) );
		$this->assertSame( 429, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status(), 'a new submit is still limited' );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
	}
}

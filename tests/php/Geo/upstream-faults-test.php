<?php
/**
 * Slow, failing or overloaded upstream services: bounded time, stale answers, a cap on concurrent calls.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Geo;

use ImmoWizards\Geo\Upstream;
use ImmoWizards\Geo\Upstream_Slots;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Fake_Osrm;
use ImmoWizards\Tests\Fake_Photon;
use ImmoWizards\Tests\Test_Case;

/**
 * The geocoder and routing routes against the local fakes (mode `stalled` answers after 5 s).
 */
final class Upstream_Faults_Test extends Test_Case {

	/**
	 * Slots this test holds (released at the end).
	 *
	 * @var string[]
	 */
	private array $held = array();

	protected function tearDown(): void {
		array_map( array( Upstream_Slots::class, 'release' ), $this->held );
		parent::tearDown();
	}

	/**
	 * A geocoder search with a text no cache knows.
	 *
	 * @param string $text Search text.
	 */
	private function search( string $text = '' ): \WP_REST_Response {
		return $this->rest( 'GET', '/geocoder', null, array( 'q' => '' !== $text ? $text : 'Prager Straße ' . wp_rand() ) );
	}

	public function test_a_stalled_service_is_given_up_after_at_most_3_seconds(): void {
		$this->assertLessThanOrEqual( 3.0, Upstream::MAX_TIMEOUT );
		add_filter( 'immo_wizards_geocoder_timeout', static fn () => 30 );
		Settings::instance()->update(
			array(
				'geocoder_url' => Fake_Photon::url( 'stalled' ),
				'routing_url'  => Fake_Osrm::url( 'stalled' ),
			)
		);
		$started  = microtime( true );
		$response = $this->search();
		$this->assertLessThan( 4.0, microtime( true ) - $started, 'a filtered timeout above the bound is cut to 3 s' );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'The address search is not available right now.', $this->json( $response )['message'] );

		$started  = microtime( true );
		$response = $this->rest( 'GET', '/route', null, Fake_Osrm::start_point() );
		$this->assertLessThan( 4.0, microtime( true ) - $started );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'Route planning is not available right now.', $this->json( $response )['message'] );
	}

	public function test_a_stale_cached_answer_is_served_while_the_service_is_down(): void {
		wp_using_ext_object_cache( true );
		Settings::instance()->update( array( 'geocoder_url' => Fake_Photon::url( 'ok' ) ) );
		$text  = 'Dresden ' . wp_rand();
		$first = $this->search( $text );
		$this->assertSame( 200, $first->get_status() );

		// Every cached answer is stale now, and the service times out.
		add_filter( 'immo_wizards_upstream_cache_ttl', static fn () => -1 );
		add_filter( 'pre_http_request', static fn () => new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' ) );
		$stale = $this->search( $text );
		$this->assertSame( 200, $stale->get_status() );
		$this->assertSame( $this->json( $first ), $this->json( $stale ) );

		$this->assertSame( 502, $this->search()->get_status(), 'nothing cached: the failure is told' );
	}

	public function test_a_fresh_answer_replaces_a_stale_one_while_the_service_is_up(): void {
		wp_using_ext_object_cache( true );
		add_filter( 'immo_wizards_upstream_cache_ttl', static fn () => -1 );
		Settings::instance()->update( array( 'geocoder_url' => Fake_Photon::url( 'ok' ) ) );
		$text   = 'Leipzig ' . wp_rand();
		$before = count( Fake_Photon::requests() );
		$this->assertSame( 200, $this->search( $text )->get_status() );
		$this->assertSame( 200, $this->search( $text )->get_status() );
		$this->assertCount( 2, array_slice( Fake_Photon::requests(), $before ), 'a stale answer is asked again' );
	}

	public function test_over_the_cap_the_call_fails_at_once_without_reaching_the_service(): void {
		Settings::instance()->update( array( 'geocoder_url' => Fake_Photon::url( 'ok' ) ) );
		for ( $i = 0; $i < Upstream_Slots::capacity(); $i++ ) {
			$slot = Upstream_Slots::claim( 60 );
			$this->assertNotNull( $slot, 'slot ' . $i );
			$this->held[] = $slot;
		}
		$this->assertNull( Upstream_Slots::claim( 60 ), 'every slot is held (slow calls in other workers)' );

		$before   = count( Fake_Photon::requests() );
		$started  = microtime( true );
		$response = $this->search();
		$this->assertLessThan( 0.5, microtime( true ) - $started );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'immo_wizards_geocoder_unavailable', $this->error_code( $response ) );
		$this->assertCount( 0, array_slice( Fake_Photon::requests(), $before ) );

		Upstream_Slots::release( array_pop( $this->held ) );
		$this->assertSame( 200, $this->search()->get_status(), 'a freed slot serves the next call' );
		$this->assertNotNull( $slot = Upstream_Slots::claim( 60 ), 'the call gave its slot back' );
		$this->held[] = $slot;
	}

	public function test_a_slot_whose_worker_died_is_free_after_its_lease(): void {
		add_filter( 'immo_wizards_upstream_concurrency', static fn () => 1 );
		$this->held[] = (string) Upstream_Slots::claim( 1 );
		$this->assertNull( Upstream_Slots::claim( 60 ) );
		sleep( 2 );
		$slot = Upstream_Slots::claim( 60 );
		$this->assertNotNull( $slot, 'the expired lease is taken over' );
		$this->held[] = $slot;
	}
}

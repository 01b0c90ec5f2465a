<?php
/**
 * The beacon answered on plugins_loaded: the same answers as through the REST server.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Analytics;

use ImmoWizards\Analytics\Beacon_Fast_Path;
use ImmoWizards\Plugin;

require_once __DIR__ . '/class-funnel-test-case.php';
require_once __DIR__ . '/beacon-route-test.php';

/**
 * Which requests it takes, and for those the status, error code and counters the REST route gives
 * (Beacon_Route_Test), for form and JSON bodies.
 */
final class Beacon_Fast_Path_Test extends Funnel_Test_Case {

	/**
	 * The fast path's answer to a body.
	 *
	 * @param mixed                $body    Body (array: sent as JSON and, in `$form`, as a form).
	 * @param array<string,string> $headers Headers.
	 * @param bool                 $form    Send an array as a form body.
	 */
	private function fast( $body, array $headers = array(), bool $form = false ): \WP_REST_Response {
		$headers += array( 'content_type' => $form ? 'application/x-www-form-urlencoded' : 'application/json' );
		$fast     = new Beacon_Fast_Path( Plugin::instance()->analytics()->beacon() );
		if ( $form ) {
			return $fast->handle( $headers, $body, '' );
		}
		return $fast->handle( $headers, array(), is_string( $body ) ? $body : (string) wp_json_encode( $body ) );
	}

	public function test_it_takes_posts_to_the_route_only(): void {
		$path = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . '/wp-json/immo-wizards/v1/funnel';
		$this->assertTrue( Beacon_Fast_Path::matches( array( 'REQUEST_METHOD' => 'POST', 'REQUEST_URI' => $path ), array() ) );
		$this->assertTrue( Beacon_Fast_Path::matches( array( 'REQUEST_METHOD' => 'POST', 'REQUEST_URI' => $path . '/?x=1' ), array() ) );
		$this->assertTrue( Beacon_Fast_Path::matches( array( 'REQUEST_METHOD' => 'POST', 'REQUEST_URI' => '/index.php' ), array( 'rest_route' => '/immo-wizards/v1/funnel' ) ) );
		$this->assertFalse( Beacon_Fast_Path::matches( array( 'REQUEST_METHOD' => 'GET', 'REQUEST_URI' => $path ), array() ) );
		$this->assertFalse( Beacon_Fast_Path::matches( array( 'REQUEST_METHOD' => 'POST', 'REQUEST_URI' => $path . '/report' ), array() ) );
		$this->assertFalse( Beacon_Fast_Path::matches( array( 'REQUEST_METHOD' => 'POST', 'REQUEST_URI' => '/bewerten/' ), array() ) );
		$this->assertFalse( Beacon_Fast_Path::matches( array( 'REQUEST_METHOD' => 'POST', 'REQUEST_URI' => '/index.php' ), array( 'rest_route' => '/immo-wizards/v1/funnel/report' ) ) );
	}

	public function test_a_form_and_a_json_batch_are_counted(): void {
		$page  = self::page();
		$batch = array(
			'source' => array(
				'post'        => (string) $page,
				'utmCampaign' => 'herbst',
			),
			'events' => array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'reached',
					'step'   => 'category',
				),
			),
		);
		$this->assertSame( 204, $this->fast( $batch + array( 'batch' => self::batch_id() ), array(), true )->get_status() );
		$this->assertSame( 204, $this->fast( $batch + array( 'batch' => self::batch_id() ) )->get_status() );
		$this->assertSame( array( 'lead-wizard|category|reached' => 2 ), $this->counters() );
		$this->assertSame( 1, $this->count_rows( 'funnel_sources', "post_id = $page AND utm_campaign = 'herbst'" ) );
	}

	/**
	 * Batches off the allow-list.
	 *
	 * @dataProvider ImmoWizards\Tests\Analytics\Beacon_Route_Test::off_the_list
	 * @param array<string,mixed> $bad  The bad event.
	 * @param string              $code Expected error code.
	 */
	public function test_a_batch_off_the_allow_list_counts_nothing( array $bad, string $code ): void {
		$response = $this->fast(
			array(
				'batch'  => self::batch_id(),
				'source' => array(),
				'events' => array( $bad ),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertSame( 0, $this->count_rows( 'funnel_counts' ) );
	}

	/**
	 * Wrong types and sizes.
	 *
	 * @dataProvider ImmoWizards\Tests\Analytics\Beacon_Route_Test::bad_bodies
	 * @param mixed $body Body.
	 */
	public function test_bad_bodies_are_refused( $body ): void {
		$this->assertSame( 400, $this->fast( $body )->get_status() );
		if ( is_array( $body ) ) {
			$this->assertSame( 400, $this->fast( $body, array(), true )->get_status() );
		}
		$this->assertSame( 0, $this->count_rows( 'funnel_counts' ) );
	}

	public function test_replays_and_other_websites_are_refused(): void {
		$batch = array(
			'batch'  => self::batch_id(),
			'source' => array(),
			'events' => array(
				array(
					'screen' => 'newsletter',
					'event'  => 'view',
				),
			),
		);
		$this->assertSame( 204, $this->fast( $batch )->get_status() );
		$this->assertSame( 409, $this->fast( $batch )->get_status() );
		$batch['batch'] = self::batch_id();
		$response       = $this->fast( $batch, array( 'origin' => 'https://evil.example' ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'immo_cross_site', $response->get_data()['code'] );
		$this->assertSame( array( 'newsletter||view' => 1 ), $this->counters() );
	}
}

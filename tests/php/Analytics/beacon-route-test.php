<?php
/**
 * POST /funnel: what a browser may count, and the bad inputs it must survive.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Analytics;

use ImmoWizards\Analytics\Beacon_Controller;
use ImmoWizards\Settings\Settings;

require_once __DIR__ . '/class-funnel-test-case.php';

/**
 * A batch is counted whole (204, one counter row per distinct event) or not at all (a clear 4xx):
 * only known screens, steps and events, only pages and embedding websites this site knows, each
 * batch once, same-site browsers only, within the rate limits.
 */
final class Beacon_Route_Test extends Funnel_Test_Case {

	public function test_a_batch_is_counted_per_screen_step_and_event(): void {
		$page     = self::page();
		$response = $this->beacon(
			array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'view',
				),
				array(
					'screen' => 'lead-wizard',
					'event'  => 'reached',
					'step'   => 'category',
				),
				array(
					'screen' => 'lead-wizard',
					'event'  => 'completed',
					'step'   => 'category',
				),
				array(
					'screen' => 'lead-wizard',
					'event'  => 'reached',
					'step'   => 'address',
				),
				array(
					'screen' => 'lead-wizard',
					'event'  => 'reached',
					'step'   => 'address',
				),
			),
			array(
				'post'        => $page,
				'utmSource'   => 'Newsletter',
				'utmCampaign' => 'Frühjahr 2026',
			)
		);
		$this->assertSame( 204, $response->get_status() );
		$this->assertNull( $response->get_data() );
		$this->assertSame(
			array(
				'lead-wizard|address|reached'   => 2,
				'lead-wizard|category|completed' => 1,
				'lead-wizard|category|reached'  => 1,
				'lead-wizard||view'              => 1,
			),
			$this->counters()
		);
		$this->assertSame( 4, $this->count_rows( 'funnel_counts' ), 'one row per distinct event' );
		// The campaign values as given (case and spaces kept).
		$this->assertSame( array( "$page||Newsletter|Frühjahr 2026" => 1 ), $this->by_source( 'lead-wizard', 'view' ) );

		// A second batch adds to the same rows.
		$this->beacon(
			array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'view',
				),
			),
			array(
				'post'        => $page,
				'utmSource'   => 'Newsletter',
				'utmCampaign' => 'Frühjahr 2026',
			)
		);
		$this->assertSame( array( "$page||Newsletter|Frühjahr 2026" => 2 ), $this->by_source( 'lead-wizard', 'view' ) );
		$this->assertSame( 1, $this->count_rows( 'funnel_sources' ) );
	}

	public function test_a_form_body_as_the_browser_beacon_sends_it(): void {
		$page    = self::page();
		$request = new \WP_REST_Request( 'POST', '/immo-wizards/v1/funnel' );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8' );
		// Every value a string, as PHP parses `events[0][screen]=…`.
		$request->set_body_params(
			array(
				'batch'  => self::batch_id(),
				'source' => array(
					'post'      => (string) $page,
					'utmSource' => 'google',
				),
				'events' => array(
					array(
						'screen' => 'lead-wizard',
						'event'  => 'completed',
						'step'   => 'category',
					),
					array(
						'screen' => 'lead-wizard',
						'event'  => 'reached',
						'step'   => 'address',
					),
				),
			)
		);
		$this->assertSame( 204, rest_do_request( $request )->get_status() );
		$this->assertSame(
			array(
				'lead-wizard|address|reached'    => 1,
				'lead-wizard|category|completed' => 1,
			),
			$this->counters()
		);
		$this->assertSame( 1, $this->count_rows( 'funnel_sources', "post_id = $page AND utm_source = 'google'" ) );
	}

	public function test_the_portal_and_the_forms_have_their_own_events(): void {
		$events = array(
			array(
				'screen' => 'portal',
				'event'  => 'login_link_asked',
			),
			array(
				'screen' => 'portal',
				'event'  => 'login_done',
			),
			array(
				'screen' => 'newsletter',
				'event'  => 'submit_attempted',
			),
			array(
				'screen' => 'contact-form',
				'event'  => 'failed_validation',
			),
			array(
				'screen' => 'expose-inquiry',
				'event'  => 'failed_rate_limit',
			),
			array(
				'screen' => 'saved-search-wizard',
				'event'  => 'failed_server',
			),
			array(
				'screen' => 'route-planner',
				'event'  => 'reached',
				'step'   => 'route',
			),
		);
		$this->assertSame( 204, $this->beacon( $events )->get_status() );
		$this->assertCount( 7, $this->counters() );
	}

	/**
	 * Batches off the allow-list, each with one valid event beside the bad one.
	 *
	 * @return array<string, array{0: array<string,mixed>, 1: string}>
	 */
	public static function off_the_list(): array {
		return array(
			'unknown screen'              => array(
				array(
					'screen' => 'checkout',
					'event'  => 'view',
				),
				'rest_invalid_param',
			),
			'unknown event'               => array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'purchase',
				),
				'rest_invalid_param',
			),
			'submitted from a browser'    => array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'submitted',
				),
				'rest_invalid_param',
			),
			'confirmed from a browser'    => array(
				array(
					'screen' => 'newsletter',
					'event'  => 'confirmed',
				),
				'rest_invalid_param',
			),
			'step of another screen'      => array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'reached',
					'step'   => 'regions',
				),
				'immo_wizards_funnel_unknown',
			),
			'step event without a step'   => array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'reached',
				),
				'immo_wizards_funnel_unknown',
			),
			'screen event with a step'    => array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'view',
					'step'   => 'address',
				),
				'immo_wizards_funnel_unknown',
			),
			'submit event of the portal'  => array(
				array(
					'screen' => 'portal',
					'event'  => 'submit_attempted',
				),
				'immo_wizards_funnel_unknown',
			),
			'login event of a wizard'     => array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'login_done',
				),
				'immo_wizards_funnel_unknown',
			),
			'extra field (an identifier)' => array(
				array(
					'screen' => 'lead-wizard',
					'event'  => 'view',
					'userId' => 7,
				),
				'rest_invalid_param',
			),
		);
	}

	/**
	 * Nothing of a batch with one bad event is counted.
	 *
	 * @dataProvider off_the_list
	 * @param array<string,mixed> $bad  The bad event.
	 * @param string              $code Expected error code.
	 */
	public function test_a_batch_off_the_allow_list_counts_nothing( array $bad, string $code ): void {
		$good     = array(
			'screen' => 'lead-wizard',
			'event'  => 'view',
		);
		$response = $this->beacon( array( $good, $bad ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $this->error_code( $response ) );
		$this->assertSame( 0, $this->count_rows( 'funnel_counts' ) );
		$this->assertSame( 0, $this->count_rows( 'funnel_batches' ) );
	}

	/**
	 * Bodies of the wrong shape.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public static function bad_bodies(): array {
		$view  = array(
			'screen' => 'lead-wizard',
			'event'  => 'view',
		);
		$batch = str_repeat( 'ab', 16 );
		return array(
			'no events'               => array( array( 'batch' => $batch, 'source' => array(), 'events' => array() ) ),
			'one event over the cap'  => array( array( 'batch' => $batch, 'source' => array(), 'events' => array_fill( 0, Beacon_Controller::MAX_EVENTS + 1, $view ) ) ),
			'10,000 events'           => array( array( 'batch' => $batch, 'source' => array(), 'events' => array_fill( 0, 10000, $view ) ) ),
			'events as an object'     => array( array( 'batch' => $batch, 'source' => array(), 'events' => array( 'a' => $view ) ) ),
			'event as a string'       => array( array( 'batch' => $batch, 'source' => array(), 'events' => array( 'view' ) ) ),
			'screen as an array'      => array( array( 'batch' => $batch, 'source' => array(), 'events' => array( array( 'screen' => array( 'lead-wizard' ), 'event' => 'view' ) ) ) ),
			'no batch id'             => array( array( 'source' => array(), 'events' => array( $view ) ) ),
			'short batch id'          => array( array( 'batch' => 'abc', 'source' => array(), 'events' => array( $view ) ) ),
			'batch id with SQL'       => array( array( 'batch' => "' OR 1=1 -- aaaaaaaaaaaaaaaaaaaaaa", 'source' => array(), 'events' => array( $view ) ) ),
			'no source'               => array( array( 'batch' => $batch, 'events' => array( $view ) ) ),
			'post as text'            => array( array( 'batch' => $batch, 'source' => array( 'post' => 'abc' ), 'events' => array( $view ) ) ),
			'negative post'           => array( array( 'batch' => $batch, 'source' => array( 'post' => -1 ), 'events' => array( $view ) ) ),
			'campaign of 65 chars'    => array( array( 'batch' => $batch, 'source' => array( 'utmCampaign' => str_repeat( 'a', 65 ) ), 'events' => array( $view ) ) ),
			'campaign of 2 MB'        => array( array( 'batch' => $batch, 'source' => array( 'utmSource' => str_repeat( 'a', 2 * MB_IN_BYTES ) ), 'events' => array( $view ) ) ),
			'campaign with a newline' => array( array( 'batch' => $batch, 'source' => array( 'utmSource' => "a\nb" ), 'events' => array( $view ) ) ),
			'source with an IP'       => array( array( 'batch' => $batch, 'source' => array( 'ip' => '198.51.100.7' ), 'events' => array( $view ) ) ),
			'not JSON'                => array( '{"batch":' ),
		);
	}

	/**
	 * Wrong types and sizes: a 400, nothing counted.
	 *
	 * @dataProvider bad_bodies
	 * @param mixed $body Body.
	 */
	public function test_bad_bodies_are_refused( $body ): void {
		$response = $this->beacon_body( $body );
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 0, $this->count_rows( 'funnel_counts' ) );
		$this->assertSame( 0, $this->count_rows( 'funnel_sources' ) );
	}

	public function test_a_replayed_batch_counts_once(): void {
		$events = array(
			array(
				'screen' => 'newsletter',
				'event'  => 'view',
			),
		);
		$batch  = self::batch_id();
		$this->assertSame( 204, $this->beacon( $events, array(), $batch )->get_status() );
		$replay = $this->beacon( $events, array(), $batch );
		$this->assertSame( 409, $replay->get_status() );
		$this->assertSame( 'immo_wizards_funnel_replayed', $this->error_code( $replay ) );
		$this->assertSame( array( 'newsletter||view' => 1 ), $this->counters() );
	}

	public function test_unknown_pages_and_websites_count_nothing(): void {
		$events = array(
			array(
				'screen' => 'contact-form',
				'event'  => 'view',
			),
		);
		$draft  = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
				'post_title'  => 'Entwurf',
			)
		);
		Settings::instance()->update( array( 'embed_origins' => array( 'https://makler-beispiel.de' ) ) );
		foreach ( array( array( 'post' => 999999 ), array( 'post' => $draft ), array( 'origin' => 'https://fremde-seite.de' ) ) as $source ) {
			$response = $this->beacon( $events, $source );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $source ) );
			$this->assertSame( 'immo_wizards_funnel_unknown', $this->error_code( $response ) );
		}
		$this->assertSame( 0, $this->count_rows( 'funnel_counts' ) );

		// An allowed embedding website counts under its origin.
		$this->assertSame( 204, $this->beacon( $events, array( 'origin' => 'https://makler-beispiel.de' ) )->get_status() );
		$this->assertSame( array( '0|https://makler-beispiel.de||' => 1 ), $this->by_source( 'contact-form', 'view' ) );
	}

	public function test_other_websites_are_turned_away(): void {
		$events = array(
			array(
				'screen' => 'lead-wizard',
				'event'  => 'view',
			),
		);
		foreach ( array( array( 'Origin' => 'https://evil.example' ), array( 'Sec-Fetch-Site' => 'cross-site' ) ) as $headers ) {
			$response = $this->beacon( $events, array(), null, $headers );
			$this->assertSame( 403, $response->get_status() );
			$this->assertSame( 'immo_cross_site', $this->error_code( $response ) );
		}
		$this->assertSame( 0, $this->count_rows( 'funnel_counts' ) );
		$this->assertSame( 204, $this->beacon( $events, array(), null, array( 'Sec-Fetch-Site' => 'same-origin' ) )->get_status() );
	}

	public function test_rate_limit(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'funnel_ip' === $kind ? 2 : $limit, 10, 2 );
		$events = array(
			array(
				'screen' => 'lead-wizard',
				'event'  => 'view',
			),
		);
		$this->assertSame( 204, $this->beacon( $events )->get_status() );
		$this->assertSame( 204, $this->beacon( $events )->get_status() );
		$response = $this->beacon( $events );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( array( 'lead-wizard||view' => 2 ), $this->counters() );

		// Another visitor is not limited by the first one.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->assertSame( 204, $this->beacon( $events )->get_status() );
	}
}

<?php
/**
 * Submitted and confirmed are counted by the server; campaign values are capped.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Analytics;

use ImmoWizards\Analytics\Batch_Repository;
use ImmoWizards\Analytics\Counter_Repository;
use ImmoWizards\Analytics\Funnel;
use ImmoWizards\Analytics\Funnel_Maintenance;
use ImmoWizards\Analytics\Funnel_Source;
use ImmoWizards\Analytics\Pending_Repository;
use ImmoWizards\Analytics\Source_Repository;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Lead_Payloads;

require_once __DIR__ . '/class-funnel-test-case.php';

/**
 * A request stored through the submit route with the funnel's screen and source counts `submitted`;
 * its double opt-in counts `confirmed` once, under the same screen and source, on the day it happens.
 * A submit without them (a script, not the plugin's screen) is not counted, and nothing about the
 * request stays once it is confirmed.
 */
final class Funnel_Counting_Test extends Funnel_Test_Case {

	use Lead_Payloads;

	/**
	 * The confirmation key of the last mail.
	 */
	private function last_key(): string {
		preg_match( '/[?&;#]k=([0-9a-f]{64})/', (string) end( $this->mails )['message'], $m );
		return $m[1];
	}

	public function test_submitted_and_confirmed_are_counted_under_the_submit_source(): void {
		$page     = self::page();
		$response = $this->rest(
			'POST',
			'/wizard/lead',
			$this->lead_body(
				array(
					'funnel' => array(
						'screen'      => 'lead-wizard',
						'post'        => $page,
						'utmCampaign' => 'herbst',
					),
				)
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( array( "$page|||herbst" => 1 ), $this->by_source( 'lead-wizard', 'submitted' ) );
		$this->assertSame( 1, $this->count_rows( 'funnel_pending' ) );

		$key = $this->last_key();
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) )->get_status() );
		$this->assertSame( array( "$page|||herbst" => 1 ), $this->by_source( 'lead-wizard', 'confirmed' ) );
		$this->assertSame( 0, $this->count_rows( 'funnel_pending' ), 'the link to the request goes with its confirmation' );

		// A second click on the link counts nothing more.
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
		$this->assertSame( array( 'lead-wizard||confirmed' => 1, 'lead-wizard||submitted' => 1 ), $this->counters() );
	}

	public function test_erasing_the_contact_removes_its_unconfirmed_requests_sources(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'funnel' => array( 'screen' => 'lead-wizard' ) ) ) )->get_status() );
		$this->assertSame( 1, $this->count_rows( 'funnel_pending' ) );

		$eraser = apply_filters( 'wp_privacy_personal_data_erasers', array() )['immo-wizards'];
		$this->assertTrue( call_user_func( $eraser['callback'], 'anna.schmidt@example.de', 1 )['items_removed'] );
		$this->assertSame( 0, $this->count_rows( 'funnel_pending' ), 'nothing links the erased request to where it was sent from' );
		$this->assertSame( array( 'lead-wizard||submitted' => 1 ), $this->counters(), 'the counter stays: it holds no person' );
	}

	public function test_a_submit_without_the_funnel_counts_nothing(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->last_key() ) );
		$this->assertSame( array(), $this->counters() );
		$this->assertSame( 0, $this->count_rows( 'funnel_pending' ) );
	}

	public function test_a_replayed_submit_counts_once(): void {
		$body = $this->lead_body( array( 'funnel' => array( 'screen' => 'lead-wizard' ) ) );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/lead', $body )->get_status() );
		$this->assertSame( array( 'lead-wizard||submitted' => 1 ), $this->counters() );
	}

	public function test_a_submit_with_an_unknown_source_is_stored_but_not_counted(): void {
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'funnel' => array( 'screen' => 'lead-wizard', 'origin' => 'https://fremde-seite.de' ) ) ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
		$this->assertSame( array(), $this->counters() );
	}

	public function test_bad_funnel_fields_on_a_submit_are_refused(): void {
		foreach ( array( array( 'screen' => 'portal' ), array( 'screen' => 'lead-wizard', 'ip' => '198.51.100.1' ), array( 'screen' => 'lead-wizard', 'post' => 'abc' ) ) as $funnel ) {
			$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'funnel' => $funnel ) ) );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $funnel ) );
		}
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
		$this->assertSame( array(), $this->counters() );
	}

	public function test_counters_fall_on_the_sites_day(): void {
		$funnel = new Funnel( new Counter_Repository(), new Source_Repository(), new Pending_Repository(), new Batch_Repository(), Settings::instance(), static fn () => '2026-03-01' );
		$funnel->count_batch(
			self::batch_id(),
			new Funnel_Source(),
			array(
				array(
					'screen' => 'newsletter',
					'event'  => 'view',
				),
			)
		);
		$this->assertSame( '2026-03-01', $this->rows( 'funnel_counts' )[0]->day );
	}

	public function test_campaign_values_beyond_the_days_allowance_count_as_other(): void {
		$funnel = new Funnel( new Counter_Repository(), new Source_Repository(), new Pending_Repository(), new Batch_Repository(), Settings::instance(), static fn () => '2026-03-01' );
		$view   = array(
			array(
				'screen' => 'newsletter',
				'event'  => 'view',
			),
		);
		for ( $i = 0; $i < Funnel::NEW_CAMPAIGNS_PER_DAY + 3; $i++ ) {
			$funnel->count_batch( self::batch_id(), new Funnel_Source( 0, '', 'quelle' . $i ), $view );
		}
		$views = $this->by_source( 'newsletter', 'view' );
		$this->assertCount( Funnel::NEW_CAMPAIGNS_PER_DAY + 1, $views );
		$this->assertSame( 3, $views[ '0||' . Funnel_Source::OTHER . '|' ] );
		// A value seen before still counts as itself.
		$funnel->count_batch( self::batch_id(), new Funnel_Source( 0, '', 'quelle7' ), $view );
		$this->assertSame( 2, $this->by_source( 'newsletter', 'view' )['0||quelle7|'] );
	}

	public function test_a_finished_day_keeps_its_50_most_frequent_campaign_values(): void {
		$day    = '2026-03-01';
		$funnel = new Funnel( new Counter_Repository(), new Source_Repository(), new Pending_Repository(), new Batch_Repository(), Settings::instance(), static fn () => $day );
		$view   = array(
			array(
				'screen' => 'lead-wizard',
				'event'  => 'view',
			),
		);
		// Campaign c0 … c59; c<i> is seen 60 - i times, so c0 … c49 are the most frequent.
		for ( $i = 0; $i < 60; $i++ ) {
			$funnel->count_batch( self::batch_id(), new Funnel_Source( 0, '', 'mail', "c$i" ), array_fill( 0, min( 30, 60 - $i ), $view[0] ) );
			if ( 60 - $i > 30 ) {
				$funnel->count_batch( self::batch_id(), new Funnel_Source( 0, '', 'mail', "c$i" ), array_fill( 0, 30 - $i, $view[0] ) );
			}
		}
		$maintenance = new Funnel_Maintenance( Settings::instance(), new Counter_Repository(), new Source_Repository(), new Pending_Repository(), new Batch_Repository(), static fn () => '2026-03-02' );
		$maintenance->run();

		$views = $this->by_source( 'lead-wizard', 'view' );
		$this->assertCount( 51, $views );
		$this->assertSame( 60, $views['0||mail|c0'] );
		$this->assertSame( 11, $views['0||mail|c49'] );
		$this->assertArrayNotHasKey( '0||mail|c50', $views );
		$this->assertSame( 10 + 9 + 8 + 7 + 6 + 5 + 4 + 3 + 2 + 1, $views[ '0||mail|' . Funnel_Source::OTHER ] );
		$this->assertSame( array_sum( range( 1, 60 ) ), array_sum( $views ), 'nothing lost in the fold' );
	}
}

<?php
/**
 * Shared helpers of the funnel tests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Analytics;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;

/**
 * Sends beacon batches and reads the counters back.
 */
abstract class Funnel_Test_Case extends Test_Case {

	/**
	 * Posts a batch to the beacon route.
	 *
	 * @param array<int, array<string,mixed>> $events  Events.
	 * @param array<string,mixed>             $source  Source.
	 * @param string|null                     $batch   Batch id (null: a fresh one).
	 * @param array<string,string>            $headers Browser headers.
	 */
	protected function beacon( array $events, array $source = array( 'post' => 0 ), ?string $batch = null, array $headers = array() ): \WP_REST_Response {
		return $this->beacon_body(
			array(
				'batch'  => $batch ?? self::batch_id(),
				'source' => $source,
				'events' => $events,
			),
			$headers
		);
	}

	/**
	 * Posts a raw body to the beacon route.
	 *
	 * @param mixed                $body    Body (array or raw string).
	 * @param array<string,string> $headers Browser headers.
	 */
	protected function beacon_body( $body, array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/immo-wizards/v1/funnel' );
		$request->set_header( 'Content-Type', 'application/json' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_body( is_string( $body ) ? $body : (string) wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	/**
	 * A random batch id as the browser makes it.
	 */
	protected static function batch_id(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * Counters summed by "screen|step|event" (all days and sources).
	 *
	 * @return array<string,int>
	 */
	protected function counters(): array {
		$totals = array();
		foreach ( $this->rows( 'funnel_counts' ) as $row ) {
			$key            = "$row->screen|$row->step|$row->event";
			$totals[ $key ] = ( $totals[ $key ] ?? 0 ) + (int) $row->hits;
		}
		ksort( $totals );
		return $totals;
	}

	/**
	 * Hits of one counter per source: "post|origin|utm_source|utm_campaign" => hits.
	 *
	 * @param string $screen Screen.
	 * @param string $event  Event (step '').
	 * @return array<string,int>
	 */
	protected function by_source( string $screen, string $event ): array {
		global $wpdb;
		$rows   = $wpdb->get_results( $wpdb->prepare( 'SELECT s.post_id, s.embed_origin, s.utm_source, s.utm_campaign, SUM(c.hits) AS hits FROM ' . Tables::name( 'funnel_counts' ) . ' c JOIN ' . Tables::name( 'funnel_sources' ) . " s ON s.id = c.source_id WHERE c.screen = %s AND c.step = '' AND c.event = %s GROUP BY s.id", $screen, $event ) ); // phpcs:ignore
		$result = array();
		foreach ( $rows as $row ) {
			$result[ "$row->post_id|$row->embed_origin|$row->utm_source|$row->utm_campaign" ] = (int) $row->hits;
		}
		return $result;
	}

	/**
	 * A published page.
	 */
	protected static function page(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Immobilie bewerten',
			)
		);
	}
}

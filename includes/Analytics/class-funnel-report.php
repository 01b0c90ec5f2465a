<?php
/**
 * What the agency sees of the funnel: a range of days beside the period before it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

defined( 'ABSPATH' ) || exit;

/**
 * Per screen its counters (`view`, `reached:<step>`, `completed:<step>`, `submit_attempted`,
 * `failed_*`, `submitted`, `confirmed`, `login_*`), the submissions and confirmations per day, and
 * views, submissions and confirmations per source, for a range and the period of the same length
 * right before it.
 */
final class Funnel_Report {

	/** Longest range (the counters are kept 25 months by default). */
	public const MAX_DAYS = 800;

	/** Sources listed at most (the busiest). */
	public const MAX_SOURCES = 200;

	/** The events of the time series and of the sources' table. */
	private const SOURCE_EVENTS = array( 'view', 'submitted', 'confirmed' );

	/**
	 * Constructor.
	 *
	 * @param Counter_Repository $counters Counters.
	 * @param Source_Repository  $sources  Sources.
	 */
	public function __construct( private Counter_Repository $counters, private Source_Repository $sources ) {
	}

	/**
	 * The report of a range.
	 *
	 * @param string $from First day (Y-m-d).
	 * @param string $to   Last day (Y-m-d, not before $from).
	 * @return array<string, mixed>
	 */
	public function build( string $from, string $to ): array {
		$days     = self::days( $from, $to );
		$previous = array(
			'from' => self::shift( $from, -count( $days ) ),
			'to'   => self::shift( $from, -1 ),
		);
		$current  = $this->totals( $from, $to );
		$before   = $this->totals( $previous['from'], $previous['to'] );
		$screens  = array();
		foreach ( Funnel_Catalogue::SCREENS as $screen => $steps ) {
			$screens[] = array(
				'screen'   => $screen,
				'steps'    => $steps,
				'current'  => (object) ( $current[ $screen ] ?? array() ),
				'previous' => (object) ( $before[ $screen ] ?? array() ),
			);
		}
		return array(
			'from'     => $from,
			'to'       => $to,
			'previous' => $previous,
			'screens'  => $screens,
			'daily'    => $this->daily( $days, $from, $to ),
			'sources'  => $this->sources( $from, $to ),
		);
	}

	/**
	 * Submissions and confirmations of the 7 days up to today and of the 7 days before (all screens).
	 *
	 * @param string $today Y-m-d.
	 * @return array{current: array{submitted:int, confirmed:int}, previous: array{submitted:int, confirmed:int}}
	 */
	public function week( string $today ): array {
		$split = self::shift( $today, -6 );
		$week  = array(
			'current'  => array(
				'submitted' => 0,
				'confirmed' => 0,
			),
			'previous' => array(
				'submitted' => 0,
				'confirmed' => 0,
			),
		);
		foreach ( $this->counters->daily( self::shift( $today, -13 ), $today, array( 'submitted', 'confirmed' ) ) as $row ) {
			$week[ $row->day >= $split ? 'current' : 'previous' ][ $row->event ] += (int) $row->hits;
		}
		return $week;
	}

	/**
	 * Counters by screen, keyed `event` or `event:step`.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return array<string, array<string,int>>
	 */
	private function totals( string $from, string $to ): array {
		$totals = array();
		foreach ( $this->counters->totals( $from, $to ) as $row ) {
			$key                                     = '' === $row->step ? (string) $row->event : $row->event . ':' . $row->step;
			$totals[ (string) $row->screen ][ $key ] = (int) $row->hits;
		}
		return $totals;
	}

	/**
	 * Submissions and confirmations per day, every day of the range (all screens).
	 *
	 * @param string[] $days The range's days.
	 * @param string   $from First day.
	 * @param string   $to   Last day.
	 * @return array<int, array{day:string, submitted:int, confirmed:int}>
	 */
	private function daily( array $days, string $from, string $to ): array {
		$series = array();
		foreach ( $days as $day ) {
			$series[ $day ] = array(
				'day'       => $day,
				'submitted' => 0,
				'confirmed' => 0,
			);
		}
		foreach ( $this->counters->daily( $from, $to, array( 'submitted', 'confirmed' ) ) as $row ) {
			if ( isset( $series[ $row->day ] ) ) {
				$series[ $row->day ][ $row->event ] += (int) $row->hits;
			}
		}
		return array_values( $series );
	}

	/**
	 * Views, submissions and confirmations per source (all screens), the busiest first.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return array<int, array<string, mixed>>
	 */
	private function sources( string $from, string $to ): array {
		$hits = array();
		foreach ( $this->counters->by_source( $from, $to, self::SOURCE_EVENTS ) as $row ) {
			$hits[ (int) $row->source_id ][ (string) $row->event ] = (int) $row->hits;
		}
		uasort( $hits, static fn ( $a, $b ) => array( $b['submitted'] ?? 0, $b['view'] ?? 0 ) <=> array( $a['submitted'] ?? 0, $a['view'] ?? 0 ) );
		$hits    = array_slice( $hits, 0, self::MAX_SOURCES, true );
		$sources = $this->sources->find_many( array_keys( $hits ) );
		$rows    = array();
		foreach ( $hits as $id => $counts ) {
			$source = $sources[ $id ] ?? new Funnel_Source();
			$rows[] = array(
				'post'        => $source->post_id,
				'title'       => $source->post_id ? html_entity_decode( get_the_title( $source->post_id ), ENT_QUOTES, 'UTF-8' ) : '',
				'link'        => $source->post_id ? (string) get_permalink( $source->post_id ) : '',
				'origin'      => $source->origin,
				'utmSource'   => $source->utm_source,
				'utmCampaign' => $source->utm_campaign,
				'views'       => $counts['view'] ?? 0,
				'submitted'   => $counts['submitted'] ?? 0,
				'confirmed'   => $counts['confirmed'] ?? 0,
			);
		}
		return $rows;
	}

	/**
	 * Every day from $from to $to.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return string[]
	 */
	public static function days( string $from, string $to ): array {
		$days = array();
		for ( $day = $from, $n = 0; $day <= $to && $n <= self::MAX_DAYS; $day = self::shift( $day, 1 ), ++$n ) {
			$days[] = $day;
		}
		return $days;
	}

	/**
	 * A day shifted by whole days.
	 *
	 * @param string $day  Y-m-d.
	 * @param int    $days Days to add (negative: earlier).
	 */
	public static function shift( string $day, int $days ): string {
		return gmdate( 'Y-m-d', (int) strtotime( $day . ' 00:00:00 UTC' ) + $days * DAY_IN_SECONDS );
	}
}

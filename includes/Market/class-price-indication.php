<?php
/**
 * A price indication for a confirmed owner lead from the agency's own listings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Market;

use ImmoWizards\Listings\Region_Matcher;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Submit\Detail_Rows;
use ImmoWizards\Submit\Lead_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Comparables: the agency's published listings (active, reserved, sold) of the same category and
 * marketing type in the property's most local region (its parent when that has too few), living
 * space within ±tolerance %, changed in the last months (settings). The price per m² of each, weighted
 * by status (a sale says most about the price), gives the median and the interquartile range, times
 * the owner's living space and the correction factor. Nothing before the double opt-in, nothing
 * below the minimum number of comparables, nothing with the feature off.
 */
final class Price_Indication {

	/** How much a comparable counts by its status: a sale is a price paid, an offer only asked. */
	public const WEIGHTS = array(
		'sold'     => 3,
		'reserved' => 2,
		'active'   => 1,
	);

	/**
	 * Constructor.
	 *
	 * @param Market_Settings $settings Switch and numbers.
	 * @param Region_Matcher  $matcher  Regions of a point.
	 */
	public function __construct(
		private Market_Settings $settings = new Market_Settings(),
		private Region_Matcher $matcher = new Region_Matcher( new Location_Repository() )
	) {
	}

	/**
	 * The indication of a request: `{ low, high, median, count, from, to, comparables }` (amounts in
	 * euros, dates RFC 3339, comparables `{ id, title, url, status, price, livingSpace }`), or null.
	 *
	 * @param object|null $row Request row.
	 * @return array<string,mixed>|null
	 */
	public function of_request( ?object $row ): ?array {
		if ( ! $row || Lead_Type::NAME !== (string) $row->type || empty( $row->confirmed_at ) || ! $this->settings->valuation_enabled() ) {
			return null;
		}
		$facts = Property_Facts::of_lead( Detail_Rows::part( Request_Repository::payload( $row ), 'lead' ) );
		$space = self::living_space( Detail_Rows::part( Request_Repository::payload( $row ), 'lead' ) );
		if ( null === $space || '' === $facts->object_type ) {
			return null;
		}
		$regions = $this->matcher->match( $facts->lat, $facts->lng, $facts->zip, $facts->district );
		$minimum = $this->settings->number_of( 'valuation_min_comparables' );
		// The most local regions first (those whose parent is also a match), then the parents.
		$parents = array_values( array_intersect( $regions, self::parents_of( $regions ) ) );
		$local   = array_values( array_diff( $regions, $parents ) );
		foreach ( array_filter( array( $local, $parents ) ) as $scope ) {
			$rows = $this->comparables( $scope, $facts, $space );
			if ( count( $rows ) >= $minimum ) {
				return $this->indication( $rows, $space, 'rent' === $facts->marketing_type ? -1 : -3 );
			}
		}
		return null;
	}

	/**
	 * The owner's living space (unrounded: the indication scales with it).
	 *
	 * @param array<string,mixed> $lead The lead part.
	 */
	private static function living_space( array $lead ): ?float {
		foreach ( (array) ( $lead['fields'] ?? array() ) as $field ) {
			if ( 'area.livingSpace' === ( $field['name'] ?? '' ) && is_numeric( $field['value'] ?? null ) && (float) $field['value'] > 0 ) {
				return (float) $field['value'];
			}
		}
		return null;
	}

	/**
	 * The parent ids of regions.
	 *
	 * @param int[] $regions Region ids.
	 * @return int[]
	 */
	private static function parents_of( array $regions ): array {
		global $wpdb;
		if ( ! $regions ) {
			return array();
		}
		$table = Tables::name( 'locations' );
		$ids   = implode( ',', array_map( 'intval', $regions ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers, table from Tables.
		return array_map( 'intval', $wpdb->get_col( "SELECT DISTINCT parent_id FROM $table WHERE location_id IN ($ids) AND parent_id > 0" ) );
	}

	/**
	 * The comparable listings in these regions.
	 *
	 * @param int[]          $regions Region ids.
	 * @param Property_Facts $facts   The property.
	 * @param float          $space   Its living space.
	 * @return object[] Rows: post_id, status, price, living_space, changed.
	 */
	private function comparables( array $regions, Property_Facts $facts, float $space ): array {
		global $wpdb;
		$lookup    = Tables::name( 'property_lookup' );
		$located   = Tables::name( 'property_regions' );
		$ids       = implode( ',', array_map( 'intval', $regions ) );
		$tolerance = $this->settings->number_of( 'valuation_tolerance' ) / 100;
		$since     = gmdate( 'Y-m-d H:i:s', (int) strtotime( '-' . $this->settings->number_of( 'valuation_months' ) . ' months' ) );
		$statuses  = "'" . implode( "','", array_keys( self::WEIGHTS ) ) . "'";
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- integers and constants inlined, values prepared.
		return (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT DISTINCT l.post_id, l.status, l.price, l.living_space, p.post_modified_gmt AS changed
FROM $lookup l JOIN $located pr ON pr.post_id = l.post_id JOIN $wpdb->posts p ON p.ID = l.post_id
WHERE pr.location_id IN ($ids) AND l.post_status = 'publish' AND l.status IN ($statuses)
AND l.marketing_type = %s AND l.object_type = %s AND l.category_id = %d
AND l.price > 0 AND l.living_space BETWEEN %s AND %s AND p.post_modified_gmt >= %s",
				$facts->marketing_type,
				$facts->object_type,
				$facts->category_id,
				(string) ( $space * ( 1 - $tolerance ) ),
				(string) ( $space * ( 1 + $tolerance ) ),
				$since
			)
		);
		// phpcs:enable
	}

	/**
	 * Median and quartiles of the weighted prices per m², times the living space and the correction.
	 *
	 * @param object[] $rows   Comparables.
	 * @param float    $space  The owner's living space.
	 * @param int      $digits Rounding (round()'s precision: thousands of a price, tens of a rent).
	 * @return array<string,mixed>
	 */
	private function indication( array $rows, float $space, int $digits ): array {
		$weighted = array();
		foreach ( $rows as $row ) {
			$weighted[] = array( (float) $row->price / (float) $row->living_space, self::WEIGHTS[ (string) $row->status ] ?? 1 );
		}
		usort( $weighted, static fn ( $a, $b ) => $a[0] <=> $b[0] );
		$factor  = $space * $this->settings->number_of( 'valuation_correction' ) / 100;
		$amount  = static fn ( float $per_m2 ) => round( $per_m2 * $factor, $digits );
		$changed = array_map( static fn ( $row ) => (string) $row->changed, $rows );
		sort( $changed );
		return array(
			'low'         => $amount( self::quantile( $weighted, 0.25 ) ),
			'median'      => $amount( self::quantile( $weighted, 0.5 ) ),
			'high'        => $amount( self::quantile( $weighted, 0.75 ) ),
			'count'       => count( $rows ),
			'from'        => gmdate( 'c', (int) strtotime( $changed[0] . ' UTC' ) ),
			'to'          => gmdate( 'c', (int) strtotime( end( $changed ) . ' UTC' ) ),
			'comparables' => array_map(
				static fn ( $row ) => array(
					'id'          => (int) $row->post_id,
					'title'       => html_entity_decode( get_the_title( (int) $row->post_id ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
					'url'         => (string) get_permalink( (int) $row->post_id ),
					'status'      => (string) $row->status,
					'price'       => (float) $row->price,
					'livingSpace' => (float) $row->living_space,
				),
				$rows
			),
		);
	}

	/**
	 * A weighted quantile: the first value whose cumulative weight reaches q of the total.
	 *
	 * @param array<int, array{0:float,1:int}> $weighted Values with weights, ascending.
	 * @param float                            $q        Quantile (0–1).
	 */
	private static function quantile( array $weighted, float $q ): float {
		$total = array_sum( array_column( $weighted, 1 ) );
		$sum   = 0;
		foreach ( $weighted as [ $value, $weight ] ) {
			$sum += $weight;
			if ( $sum >= $q * $total ) {
				return $value;
			}
		}
		return (float) end( $weighted )[0];
	}
}

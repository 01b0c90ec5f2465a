<?php
/**
 * How many saved searches wait for a home like the owner's, and whose they are.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Market;

use ImmoWizards\Catalogue\Catalogue;
use ImmoWizards\Listings\Region_Matcher;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Search_Region_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * The property is matched like a listing (Region_Matcher for its regions, the saved searches'
 * criteria rows of Search_Region_Repository for the rest), so only confirmed, active searches count.
 * The count leaves this class only from the threshold on: below it, and with the feature off, there
 * is no count at all (null), never a 0, 1 or 2.
 */
final class Waiting_Buyers {

	/** Contacts listed for the agent at most (the count says how many there are). */
	public const CONTACTS_MAX = 100;

	/**
	 * Constructor.
	 *
	 * @param Market_Settings          $settings  Switch and threshold.
	 * @param Region_Matcher           $matcher   Regions of a point.
	 * @param Search_Region_Repository $criteria  The searches' criteria rows.
	 * @param Location_Repository      $locations Region names (search titles).
	 */
	public function __construct(
		private Market_Settings $settings = new Market_Settings(),
		private Region_Matcher $matcher = new Region_Matcher( new Location_Repository() ),
		private Search_Region_Repository $criteria = new Search_Region_Repository(),
		private Location_Repository $locations = new Location_Repository()
	) {
	}

	/**
	 * The number of matching searches, or null (feature off, below the threshold).
	 *
	 * @param Property_Facts $facts The property.
	 */
	public function count( Property_Facts $facts ): ?int {
		if ( ! $this->settings->buyers_enabled() ) {
			return null;
		}
		$count = $this->matching( $facts );
		return $count >= $this->settings->number_of( 'buyers_threshold' ) ? $count : null;
	}

	/**
	 * The people behind the count, for the agent: name, e-mail, a title of the search and when it was
	 * confirmed (newest first); empty when there is no count.
	 *
	 * @param Property_Facts $facts The property.
	 * @return array<int, array{name:string,email:string,title:string,confirmedAt:string}>
	 */
	public function contacts( Property_Facts $facts ): array {
		global $wpdb;
		$sql = $this->sql( $facts, 'DISTINCT c.search_id' );
		if ( null === $sql || null === $this->count( $facts ) ) {
			return array();
		}
		$searches = Tables::name( 'saved_searches' );
		$contacts = Tables::name( 'contacts' );
		$requests = Tables::name( 'requests' );
		$limit    = self::CONTACTS_MAX;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- prepared by Search_Region_Repository, tables from Tables, $limit a constant.
		$rows = $wpdb->get_results(
			"SELECT s.payload, p.firstname, p.lastname, p.email, COALESCE( r.confirmed_at, s.created_at ) AS confirmed_at
FROM ( $sql ) m JOIN $searches s ON s.id = m.search_id JOIN $contacts p ON p.id = s.contact_id LEFT JOIN $requests r ON r.id = s.request_id
ORDER BY confirmed_at DESC, s.id DESC LIMIT $limit"
		);
		// phpcs:enable
		$names = $this->locations->names();
		return array_map(
			static fn ( object $row ) => array(
				'name'        => trim( $row->firstname . ' ' . $row->lastname ),
				'email'       => (string) $row->email,
				'title'       => self::title( Saved_Search_Repository::payload( $row ), $names ),
				'confirmedAt' => gmdate( 'c', (int) strtotime( $row->confirmed_at . ' UTC' ) ),
			),
			(array) $rows
		);
	}

	/**
	 * How many confirmed, active searches match (no threshold: only for count()).
	 *
	 * @param Property_Facts $facts The property.
	 */
	private function matching( Property_Facts $facts ): int {
		global $wpdb;
		$sql = $this->sql( $facts, 'COUNT(DISTINCT c.search_id)' );
		return null === $sql ? 0 : (int) $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- prepared by Search_Region_Repository.
	}

	/**
	 * The query of the matching searches, or null when the property lies in no region.
	 *
	 * @param Property_Facts $facts  The property.
	 * @param string         $select What to select.
	 */
	private function sql( Property_Facts $facts, string $select ): ?string {
		$regions = $this->matcher->match( $facts->lat, $facts->lng, $facts->zip, $facts->district );
		if ( ! $regions || '' === $facts->object_type ) {
			return null;
		}
		return $this->criteria->for_property_sql( $regions, $facts->marketing_type, $facts->object_type, $facts->category_id, $facts->values, $select );
	}

	/**
	 * A saved search in words: its category and regions ("Wohnung: Striesen, Blasewitz").
	 *
	 * @param array<string,mixed> $search Payload.
	 * @param array<int,string>   $names  Region names by id.
	 */
	private static function title( array $search, array $names ): string {
		$category = Catalogue::category_by_id( (int) ( $search['categoryId'] ?? 0 ) );
		$regions  = array_filter( array_map( static fn ( $location ) => $names[ (int) ( $location['locationId'] ?? 0 ) ] ?? '', (array) ( $search['locations'] ?? array() ) ) );
		$label    = (string) ( $category['label'] ?? __( 'Any property', 'immo-wizards' ) );
		return $regions ? $label . ': ' . implode( ', ', $regions ) : $label;
	}
}

<?php
/**
 * "Suchprofile": a portal user's saved searches.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Alerts\Matcher;
use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Errors\Not_Found;
use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Catalogue\Catalogue;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Saved_Search_List;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Submit\Request_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Every query is scoped to the contact, so another user's uuid is simply not found. Listed are the
 * searches of confirmed requests and those made in the portal (request 0): a pending request may have
 * been sent by someone else with this address (Saved_Search_List). Input goes through the wizard's own
 * rules.
 */
final class Portal_Searches {

	/** Saved searches one contact may create in the portal. */
	public const MAX = 50;

	/** Saved searches listed at most. */
	private const LIST_LIMIT = 200;

	/**
	 * Constructor.
	 *
	 * @param Request_Type            $type      The wizard's saved-search type (its rules).
	 * @param Saved_Search_Repository $searches  Saved searches.
	 * @param Location_Repository     $locations Regions (names).
	 * @param Matcher                 $matcher   Current matches of the searches.
	 * @param Saved_Search_List       $list      The contact's saved searches that count.
	 */
	public function __construct(
		private Request_Type $type,
		private Saved_Search_Repository $searches,
		private Location_Repository $locations,
		private Matcher $matcher,
		private Saved_Search_List $list = new Saved_Search_List()
	) {
	}

	/**
	 * The contact's saved searches, newest first.
	 *
	 * @param int $contact_id Contact id.
	 * @return array<int, array<string,mixed>>
	 */
	public function all( int $contact_id ): array {
		return $this->items( $this->list->newest_for_contact( $contact_id, self::LIST_LIMIT ) );
	}

	/**
	 * Creates an active saved search.
	 *
	 * @param int   $contact_id Contact id.
	 * @param mixed $data       The wizard's savedSearch shape.
	 * @return array<string,mixed> The item.
	 * @throws Invalid_Request When a rule is broken or the contact has too many (Storage_Error when
	 *                         the database fails).
	 */
	public function create( int $contact_id, $data ): array {
		$search = $this->normalize( $data );
		if ( count( $this->all( $contact_id ) ) >= self::MAX ) {
			/* translators: %d: maximum number of saved searches */
			throw new Invalid_Request( sprintf( __( 'You can keep at most %d saved searches.', 'immo-wizards' ), self::MAX ) );
		}
		$uuid = wp_generate_uuid4();
		Transaction::run(
			function () use ( $uuid, $contact_id, $search ) {
				// The user is confirmed already: active at once.
				$id = $this->searches->insert( $uuid, $contact_id, 0, $search );
				$this->searches->update( $id, null, true );
			}
		);
		return $this->find( $contact_id, $uuid );
	}

	/**
	 * Replaces a saved search (and activates or deactivates it when $active is given).
	 *
	 * @param int       $contact_id Contact id.
	 * @param string    $uuid       Saved search uuid.
	 * @param mixed     $data       The wizard's savedSearch shape.
	 * @param bool|null $active     New state, or null to keep it.
	 * @return array<string,mixed> The item.
	 * @throws Not_Found When the contact has no such saved search.
	 * @throws Invalid_Request When a rule is broken.
	 */
	public function update( int $contact_id, string $uuid, $data, ?bool $active ): array {
		$row = $this->row( $contact_id, $uuid );
		$this->searches->update( (int) $row->id, $this->normalize( $data ), $active );
		return $this->find( $contact_id, $uuid );
	}

	/**
	 * Deletes a saved search.
	 *
	 * @param int    $contact_id Contact id.
	 * @param string $uuid       Saved search uuid.
	 * @throws Not_Found When the contact has no such saved search.
	 */
	public function delete( int $contact_id, string $uuid ): void {
		$this->searches->delete_of_contact( (int) $this->row( $contact_id, $uuid )->id, $contact_id );
	}

	/**
	 * One item by uuid.
	 *
	 * @param int    $contact_id Contact id.
	 * @param string $uuid       Uuid.
	 * @return array<string,mixed>
	 * @throws Not_Found When the contact has no such saved search.
	 */
	private function find( int $contact_id, string $uuid ): array {
		return $this->items( array( $this->row( $contact_id, $uuid ) ) )[0];
	}

	/**
	 * The contact's row with this uuid.
	 *
	 * @param int    $contact_id Contact id.
	 * @param string $uuid       Uuid.
	 * @throws Not_Found When there is none (unknown and foreign uuids alike).
	 */
	private function row( int $contact_id, string $uuid ): object {
		$row = $this->list->find_for_contact( $contact_id, $uuid );
		if ( ! $row ) {
			throw new Not_Found( __( 'This saved search does not exist.', 'immo-wizards' ) );
		}
		return $row;
	}

	/**
	 * The wizard's normalisation of a saved search.
	 *
	 * @param mixed $data Input.
	 * @return array<string,mixed>
	 * @throws Invalid_Request When a rule is broken.
	 */
	private function normalize( $data ): array {
		return (array) $this->type->normalize( $data, array() )['savedSearch'];
	}

	/**
	 * SavedSearchItems of rows, with the number of listings each matches now: null for an inactive
	 * search (it is not matched; the card says 'inaktiv').
	 *
	 * @param object[] $rows Rows.
	 * @return array<int, array<string,mixed>>
	 */
	private function items( array $rows ): array {
		$names  = $this->locations->names();
		$active = array_filter( $rows, static fn ( $row ) => 1 === (int) $row->active );
		$counts = $this->matcher->counts( array_map( static fn ( $row ) => (int) $row->id, $active ) );
		return array_map( fn ( $row ) => $this->item( $row, $names, 1 === (int) $row->active ? $counts[ (int) $row->id ] ?? 0 : null ), $rows );
	}

	/**
	 * SavedSearchItem of a row.
	 *
	 * @param object            $row     Row.
	 * @param array<int,string> $names   Region names by id.
	 * @param int|null          $matches Listings it matches now.
	 * @return array<string,mixed>
	 */
	private function item( object $row, array $names, ?int $matches ): array {
		$search   = Saved_Search_Repository::payload( $row );
		$category = Catalogue::category_by_id( (int) ( $search['categoryId'] ?? 0 ) );
		return array(
			'uuid'          => (string) $row->uuid,
			'active'        => 1 === (int) $row->active,
			'matches'       => $matches,
			'objectType'    => (string) ( $search['objectType'] ?? '' ),
			'marketingType' => (string) ( $search['marketingType'] ?? 'buy' ),
			'categoryId'    => (int) ( $search['categoryId'] ?? 0 ),
			'category'      => array( 'name' => (string) ( $category['label'] ?? '' ) ),
			'fields'        => array_map(
				static fn ( $field ) => array(
					'name'      => (string) ( $field['name'] ?? '' ),
					'valueType' => (string) ( $field['valueType'] ?? 'RANGE' ),
					'minValue'  => $field['minValue'] ?? null,
					'maxValue'  => $field['maxValue'] ?? null,
					'value'     => $field['value'] ?? null,
				),
				(array) ( $search['fields'] ?? array() )
			),
			'locations'     => array_map(
				static fn ( $location ) => array(
					'locationId' => (int) ( $location['locationId'] ?? 0 ),
					'name'       => (string) ( $names[ (int) ( $location['locationId'] ?? 0 ) ] ?? '' ),
				),
				(array) ( $search['locations'] ?? array() )
			),
		);
	}
}

<?php
/**
 * The saved search (Suchprofil).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * `savedSearch: { objectType, categoryId, marketingType, locations: [{ locationId }], fields }` (the
 * portal's saved searches have the same shape), checked against the categories, the active regions and
 * the search ranges; stored inactive with the request and activated on confirmation.
 */
final class Saved_Search_Type implements Request_Type, Request_Effects {

	/** Type name stored with its requests. */
	public const NAME = 'saved_search';

	public const MAX_LOCATIONS = 200;

	/**
	 * Constructor.
	 *
	 * @param Location_Repository     $locations Regions.
	 * @param Saved_Search_Repository $searches  Saved searches.
	 */
	public function __construct( private Location_Repository $locations, private Saved_Search_Repository $searches ) {
	}

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * {@inheritDoc}
	 */
	public function route(): string {
		return 'wizard/saved-search';
	}

	/**
	 * {@inheritDoc}
	 */
	public function body_key(): string {
		return 'savedSearch';
	}

	/**
	 * {@inheritDoc}
	 */
	public function schema(): array {
		return array(
			'savedSearch' => Request_Schema::part(
				array(
					'uuid' => array(
						'description' => __( 'Ignored here: this route only creates saved searches.', 'immo-wizards' ),
						'type'        => array( 'string', 'null' ),
						'maxLength'   => 36,
					),
				) + self::properties()
			),
		);
	}

	/**
	 * Schema properties of a saved search (also the portal's bodies).
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function properties(): array {
		return Category_Choice::schema( 'search' ) + array(
			'locations' => array(
				'type'     => 'array',
				'minItems' => 1,
				'maxItems' => self::MAX_LOCATIONS,
				'required' => true,
				'items'    => array(
					'type'       => 'object',
					'properties' => array(
						'locationId' => array(
							'type'     => 'integer',
							'minimum'  => 1,
							'maximum'  => Request_Schema::ID_MAX,
							'required' => true,
						),
					),
				),
			),
			'fields'    => Field_Values::schema(),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Saved search', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function plural_label(): string {
		return __( 'Saved searches', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function rows( array $payload ): array {
		$search = Detail_Rows::part( $payload, 'savedSearch' );
		$rows   = Detail_Rows::choice( $search, array( __( 'Buy', 'immo-wizards' ), __( 'Rent', 'immo-wizards' ) ) );
		$rows[] = array( __( 'Regions', 'immo-wizards' ), $this->regions( $search ) );
		return array_merge( $rows, Detail_Rows::fields( (array) ( $search['fields'] ?? array() ), (string) ( $search['marketingType'] ?? 'buy' ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function column_labels(): array {
		return array(
			'category'   => __( 'Category', 'immo-wizards' ),
			'regions'    => __( 'Regions', 'immo-wizards' ),
			'priceRange' => __( 'Price range', 'immo-wizards' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function columns( array $payload ): array {
		$search = Detail_Rows::part( $payload, 'savedSearch' );
		return array(
			'category'   => Detail_Rows::category( $search ),
			'regions'    => $this->regions( $search ),
			'priceRange' => Detail_Rows::field( (array) ( $search['fields'] ?? array() ), 'price.price' ),
		);
	}

	/**
	 * The names of the searched regions, comma-separated (`#id` for a region deleted since).
	 *
	 * @param array<string,mixed> $search Saved search part of a payload.
	 */
	private function regions( array $search ): string {
		$names   = $this->locations->names();
		$regions = array();
		foreach ( (array) ( $search['locations'] ?? array() ) as $location ) {
			$id        = is_array( $location ) ? (int) ( $location['locationId'] ?? 0 ) : 0;
			$regions[] = $names[ $id ] ?? '#' . $id;
		}
		return implode( ', ', $regions );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed               $data    Submitted saved search (a uuid in it is ignored: this route creates).
	 * @param array<string,mixed> $contact Normalised contact (not used).
	 * @throws Invalid_Request When a rule is broken.
	 */
	public function normalize( $data, array $contact ): array {
		[ $choice, $category ] = Category_Choice::of( $data, 'search' );
		return array(
			'savedSearch' => $choice + array(
				'locations' => $this->locations( $data['locations'] ?? null ),
				'fields'    => Field_Values::ranges( $data['fields'] ?? array(), (array) ( $category['searchFields'] ?? array() ) ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int                 $request_id Request id.
	 * @param string              $uuid       Request uuid (also the saved search's uuid).
	 * @param int                 $contact_id Contact id.
	 * @param array<string,mixed> $payload    Stored payload.
	 */
	public function stored( int $request_id, string $uuid, int $contact_id, array $payload ): void {
		$this->searches->insert( $uuid, $contact_id, $request_id, (array) $payload['savedSearch'] );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param object              $request Request row.
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function confirmed( object $request, array $payload ): void {
		$this->searches->activate_for_request( (int) $request->id );
	}

	/**
	 * Chosen regions: 1..MAX_LOCATIONS entries `{ locationId }` of active regions, duplicates merged
	 * (the schema's maxItems is the same constant).
	 *
	 * @param mixed $input Locations.
	 * @return array<int, array{locationId:int}>
	 * @throws Invalid_Request When empty, too many, malformed or unknown.
	 */
	private function locations( $input ): array {
		$message = __( 'Please choose at least one region from the list.', 'immo-wizards' );
		if ( ! is_array( $input ) || ! array_is_list( $input ) || ! $input || count( $input ) > self::MAX_LOCATIONS ) {
			throw new Invalid_Request( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		$known = $this->locations->names();
		$ids   = array();
		foreach ( $input as $entry ) {
			$id = is_array( $entry ) ? ( $entry['locationId'] ?? null ) : null;
			if ( ! is_int( $id ) || ! isset( $known[ $id ] ) ) {
				throw new Invalid_Request( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
			}
			$ids[ $id ] = array( 'locationId' => $id );
		}
		return array_values( $ids );
	}
}

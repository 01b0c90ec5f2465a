<?php
/**
 * The owner lead.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;

defined( 'ABSPATH' ) || exit;

/**
 * `lead: { objectType, categoryId, marketingType, location, fields }`, checked against the categories
 * and field configs.
 */
final class Lead_Type implements Request_Type {

	/** Type name stored with its requests. */
	public const NAME = 'lead';

	private const LOCATION_TEXT = array(
		'zip'      => 10,
		'city'     => 100,
		'district' => 100,
		'street'   => 100,
		'number'   => 20,
		'text'     => 500,
	);

	private const COORDINATE_LIMITS = array(
		'lat' => 90,
		'lng' => 180,
	);

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
		return 'wizard/lead';
	}

	/**
	 * {@inheritDoc}
	 */
	public function body_key(): string {
		return 'lead';
	}

	/**
	 * {@inheritDoc}
	 */
	public function schema(): array {
		$location = array_map( static fn ( int $max ) => Request_Schema::text( $max ), self::LOCATION_TEXT );
		// Both null for a typed address without a point (map declined, geocoder down or not knowing it).
		foreach ( self::COORDINATE_LIMITS as $key => $limit ) {
			$location[ $key ] = array(
				'type'    => array( 'number', 'null' ),
				'minimum' => -$limit,
				'maximum' => $limit,
			);
		}
		return array(
			'lead' => Request_Schema::part(
				Category_Choice::schema( 'lead' ) + array(
					'location' => Request_Schema::part( $location ),
					'fields'   => Field_Values::schema(),
				)
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Owner lead', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function plural_label(): string {
		return __( 'Owner leads', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function rows( array $payload ): array {
		$lead     = Detail_Rows::part( $payload, 'lead' );
		$location = is_array( $lead['location'] ?? null ) ? $lead['location'] : array();
		$rows     = Detail_Rows::choice( $lead, self::marketing_labels() );
		$rows[]   = array( __( 'Address', 'immo-wizards' ), Detail_Rows::address( $location ) );
		if ( isset( $location['lat'], $location['lng'] ) ) {
			$rows[] = array( __( 'Coordinates', 'immo-wizards' ), sprintf( '%.6F, %.6F', (float) $location['lat'], (float) $location['lng'] ) );
		}
		return array_merge( $rows, Detail_Rows::fields( (array) ( $lead['fields'] ?? array() ), (string) ( $lead['marketingType'] ?? 'buy' ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function column_labels(): array {
		return array(
			'category'  => __( 'Category', 'immo-wizards' ),
			'marketing' => __( 'Marketing', 'immo-wizards' ),
			'address'   => __( 'Address', 'immo-wizards' ),
			'price'     => __( 'Price', 'immo-wizards' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function columns( array $payload ): array {
		$lead = Detail_Rows::part( $payload, 'lead' );
		return array(
			'category'  => Detail_Rows::category( $lead ),
			'marketing' => Detail_Rows::marketing( $lead, self::marketing_labels() ),
			'address'   => Detail_Rows::address( is_array( $lead['location'] ?? null ) ? $lead['location'] : array() ),
			'price'     => Detail_Rows::field( (array) ( $lead['fields'] ?? array() ), 'price.price' ),
		);
	}

	/**
	 * What the owner does: sell or let.
	 *
	 * @return array{0:string,1:string}
	 */
	private static function marketing_labels(): array {
		return array( __( 'Sell', 'immo-wizards' ), __( 'Let', 'immo-wizards' ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed               $data    Submitted lead.
	 * @param array<string,mixed> $contact Normalised contact (not used).
	 * @throws Invalid_Request When a rule is broken.
	 */
	public function normalize( $data, array $contact ): array {
		[ $choice, $category ] = Category_Choice::of( $data, 'lead' );
		return array(
			'lead' => $choice + array(
				'location' => $this->location( $data['location'] ?? null ),
				'fields'   => Field_Values::values( $data['fields'] ?? array(), (array) $category['fields'] ),
			),
		);
	}

	/**
	 * Normalised location: a map point (lat and lng), or a typed address with street, zip and city
	 * (the visitor declined the map and address search, or the geocoder found no point for it).
	 *
	 * @param mixed $input Location.
	 * @return array<string, mixed>
	 * @throws Invalid_Request When invalid.
	 */
	private function location( $input ): array {
		$message = __( 'Please choose the address of the property.', 'immo-wizards' );
		if ( ! is_array( $input ) ) {
			throw new Invalid_Request( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		$out = array();
		foreach ( self::LOCATION_TEXT as $key => $max ) {
			$value = Text::line( $input[ $key ] ?? null, $max );
			if ( null === $value ) {
				throw new Invalid_Request( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
			}
			$out[ $key ] = $value;
		}
		$lat = $input['lat'] ?? null;
		$lng = $input['lng'] ?? null;
		if ( null === $lat && null === $lng && '' !== $out['street'] && '' !== $out['zip'] && '' !== $out['city'] ) {
			return $out + array(
				'lat' => null,
				'lng' => null,
			);
		}
		// The schema has checked the ranges; a point needs both coordinates.
		if ( ! ( is_int( $lat ) || is_float( $lat ) ) || ! ( is_int( $lng ) || is_float( $lng ) ) ) {
			throw new Invalid_Request( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		$out['lat'] = (float) $lat;
		$out['lng'] = (float) $lng;
		return $out;
	}
}

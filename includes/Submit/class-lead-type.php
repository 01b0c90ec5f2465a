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
 * Checks an owner lead against the categories and field configs.
 */
final class Lead_Type implements Request_Type {

	public const MAX_FIELDS = Field_Values::MAX;

	private const LOCATION_TEXT = array(
		'zip'      => 10,
		'city'     => 100,
		'district' => 100,
		'street'   => 100,
		'number'   => 20,
		'text'     => 500,
	);

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return 'lead';
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
	 * Normalised location: a map point (lat and lng), or — when the visitor declined the map and
	 * address search — a typed address with street, zip and city.
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
		if ( ! ( is_int( $lat ) || is_float( $lat ) ) || ! ( is_int( $lng ) || is_float( $lng ) ) || abs( $lat ) > 90 || abs( $lng ) > 180 ) {
			throw new Invalid_Request( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		$out['lat'] = (float) $lat;
		$out['lng'] = (float) $lng;
		return $out;
	}
}

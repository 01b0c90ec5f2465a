<?php
/**
 * What the count of waiting buyers knows about an owner's property.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Market;

defined( 'ABSPATH' ) || exit;

/**
 * The facts of a property without anything about its owner: types, category, point (or postcode and
 * district without one) and the values the saved searches bound. The values are rounded to two
 * significant digits, so that queries with slightly different values cannot tell one person's
 * bound from the next (see round()).
 */
final class Property_Facts {

	/** Lead field id → lookup column of the value (Search_Region_Repository::BOUNDS). */
	public const VALUES = array(
		'price.price'      => 'price',
		'area.livingSpace' => 'living_space',
		'area.numberRooms' => 'rooms',
	);

	/**
	 * Constructor.
	 *
	 * @param string              $marketing_type buy or rent.
	 * @param string              $object_type    LIVING or COMMERCIAL.
	 * @param int                 $category_id    Category id.
	 * @param float|null          $lat            Latitude.
	 * @param float|null          $lng            Longitude.
	 * @param string              $zip            Postcode (regions by name without a point).
	 * @param string              $district       District (regions by name without a point).
	 * @param array<string,float> $values         Known values by lookup column, rounded.
	 */
	public function __construct(
		public readonly string $marketing_type,
		public readonly string $object_type,
		public readonly int $category_id,
		public readonly ?float $lat,
		public readonly ?float $lng,
		public readonly string $zip = '',
		public readonly string $district = '',
		public readonly array $values = array()
	) {
	}

	/**
	 * The facts of a stored lead payload (`lead: { objectType, categoryId, marketingType, location, fields }`).
	 *
	 * @param array<string,mixed> $lead The lead part.
	 */
	public static function of_lead( array $lead ): self {
		$location = is_array( $lead['location'] ?? null ) ? $lead['location'] : array();
		$values   = array();
		foreach ( (array) ( $lead['fields'] ?? array() ) as $field ) {
			$column = self::VALUES[ $field['name'] ?? '' ] ?? null;
			if ( null !== $column && is_numeric( $field['value'] ?? null ) ) {
				$values[ $column ] = (float) $field['value'];
			}
		}
		return self::of(
			array(
				'marketingType' => $lead['marketingType'] ?? 'buy',
				'objectType'    => $lead['objectType'] ?? '',
				'categoryId'    => $lead['categoryId'] ?? 0,
				'lat'           => $location['lat'] ?? null,
				'lng'           => $location['lng'] ?? null,
				'zip'           => $location['zip'] ?? '',
				'district'      => $location['district'] ?? '',
			),
			$values
		);
	}

	/**
	 * Facts from checked input (the REST route's arguments or a lead).
	 *
	 * @param array<string,mixed> $input  marketingType, objectType, categoryId, lat, lng, zip, district.
	 * @param array<string,mixed> $values Values by lookup column (unknown ones left out).
	 */
	public static function of( array $input, array $values ): self {
		$known = array();
		foreach ( array_intersect_key( $values, array_flip( self::VALUES ) ) as $column => $value ) {
			if ( is_numeric( $value ) && (float) $value > 0 ) {
				$known[ $column ] = self::round( (float) $value );
			}
		}
		$point = is_numeric( $input['lat'] ?? null ) && is_numeric( $input['lng'] ?? null );
		return new self(
			'rent' === ( $input['marketingType'] ?? 'buy' ) ? 'rent' : 'buy',
			(string) ( $input['objectType'] ?? '' ),
			max( 0, (int) ( $input['categoryId'] ?? 0 ) ),
			$point ? (float) $input['lat'] : null,
			$point ? (float) $input['lng'] : null,
			is_string( $input['zip'] ?? null ) ? $input['zip'] : '',
			is_string( $input['district'] ?? null ) ? $input['district'] : '',
			$known
		);
	}

	/**
	 * A value rounded to two significant digits (348,500 € → 350,000 €; 87 m² → 87 m²; 112 m² →
	 * 110 m²): a price idea moved by one euro asks the same question.
	 *
	 * @param float $value Positive value.
	 */
	public static function round( float $value ): float {
		return round( $value, 1 - (int) floor( log10( $value ) ) );
	}
}

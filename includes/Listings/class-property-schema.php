<?php
/**
 * The `property` field of a listing: its schema and the meta key of each value.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

use ImmoWizards\Catalogue\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * One description serves the REST field, the meta registration and the importer's validation, so a
 * value the block editor may not write cannot be written by an import either. Unknown values are null
 * (stored as an absent meta key).
 */
final class Property_Schema {

	public const STATUSES = array( 'active', 'reserved', 'sold' );

	public const OBJECT_TYPES = array( 'LIVING', 'COMMERCIAL' );

	public const MARKETING_TYPES = array( 'buy', 'rent' );

	/** Meta key of each writable value (objectId and images are derived). */
	public const META = array(
		'customObjectId' => '_immo_custom_object_id',
		'categoryId'     => '_immo_category_id',
		'objectType'     => '_immo_object_type',
		'marketingType'  => '_immo_marketing_type',
		'price'          => '_immo_price',
		'livingSpace'    => '_immo_living_space',
		'plotArea'       => '_immo_plot_area',
		'rooms'          => '_immo_rooms',
		'buildYear'      => '_immo_build_year',
		'zip'            => '_immo_zip',
		'city'           => '_immo_city',
		'district'       => '_immo_district',
		'street'         => '_immo_street',
		'number'         => '_immo_number',
		'lat'            => '_immo_lat',
		'lng'            => '_immo_lng',
		'status'         => '_immo_status',
	);

	/** Attachment ids of the gallery, the featured image first. */
	public const GALLERY_META = '_immo_gallery';

	/** '0' when the agency does not publish street, number and exact coordinates. */
	public const ADDRESS_PUBLIC_META = '_immo_address_public';

	/** Values hidden from visitors while the address is not published. */
	public const PRIVATE_ADDRESS = array( 'street', 'number', 'lat', 'lng' );

	/**
	 * Schema of the whole field.
	 *
	 * @return array<string,mixed>
	 */
	public static function field(): array {
		return array(
			'description' => __( 'The listing\'s facts.', 'immo-wizards' ),
			'type'        => 'object',
			'context'     => array( 'view', 'edit', 'embed' ),
			'properties'  => self::values() + array(
				'objectId' => array(
					'description' => __( 'Id of the listing (the post id), sent with an inquiry.', 'immo-wizards' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'images'   => array(
					'description' => __( 'Images, the featured image first.', 'immo-wizards' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'    => array( 'type' => 'integer' ),
							'url'   => array(
								'type'   => 'string',
								'format' => 'uri',
							),
							'title' => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
	}

	/**
	 * Schemas of the writable values.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function values(): array {
		$category_ids = array_map( static fn ( $category ) => (int) $category['id'], Catalogue::categories() );
		return array(
			'customObjectId' => self::text( __( 'The agency\'s object number.', 'immo-wizards' ), 64 ),
			'categoryId'     => array(
				'description' => __( 'Category id.', 'immo-wizards' ),
				'type'        => array( 'integer', 'null' ),
				'enum'        => array_merge( $category_ids, array( null ) ),
			),
			'objectType'     => self::choice( __( 'Object type.', 'immo-wizards' ), self::OBJECT_TYPES ),
			'marketingType'  => self::choice( __( 'Marketing type.', 'immo-wizards' ), self::MARKETING_TYPES ),
			'price'          => self::amount( __( 'Purchase price or monthly rent in EUR.', 'immo-wizards' ), 1e12 ),
			'livingSpace'    => self::amount( __( 'Living space in m².', 'immo-wizards' ), 1e6 ),
			'plotArea'       => self::amount( __( 'Plot area in m².', 'immo-wizards' ), 1e9 ),
			'rooms'          => self::amount( __( 'Number of rooms.', 'immo-wizards' ), 1000 ),
			'buildYear'      => array(
				'description' => __( 'Year of construction.', 'immo-wizards' ),
				'type'        => array( 'integer', 'null' ),
				'minimum'     => 1000,
				'maximum'     => 2200,
			),
			'zip'            => self::text( __( 'Postcode (kept as text: leading zeros count).', 'immo-wizards' ), 10 ) + array( 'pattern' => '^[0-9A-Za-z -]*$' ),
			'city'           => self::text( __( 'City.', 'immo-wizards' ), 100 ),
			'district'       => self::text( __( 'District.', 'immo-wizards' ), 100 ),
			'street'         => self::text( __( 'Street.', 'immo-wizards' ), 100 ),
			'number'         => self::text( __( 'House number.', 'immo-wizards' ), 20 ),
			'lat'            => self::coordinate( __( 'Latitude.', 'immo-wizards' ), 90 ),
			'lng'            => self::coordinate( __( 'Longitude.', 'immo-wizards' ), 180 ),
			'status'         => self::choice( __( 'Marketing status.', 'immo-wizards' ), self::STATUSES ),
		);
	}

	/**
	 * Validates and normalises one value; null when it is unknown or invalid.
	 *
	 * @param string $name  Value name (a key of self::META).
	 * @param mixed  $value Raw value.
	 * @return string|int|float|null
	 */
	public static function normalize( string $name, $value ) {
		static $rules = null;
		// Imports normalise thousands of values: the schemas (with their translated texts) are built once.
		$rules ??= self::values();
		$schema = $rules[ $name ] ?? null;
		if ( null === $schema || null === $value ) {
			return null;
		}
		if ( is_string( $value ) && in_array( 'string', (array) $schema['type'], true ) ) {
			$value = trim( sanitize_text_field( $value ) );
			if ( '' === $value ) {
				return null;
			}
		}
		if ( is_wp_error( rest_validate_value_from_schema( $value, $schema, $name ) ) ) {
			return null;
		}
		$value = rest_sanitize_value_from_schema( $value, $schema, $name );
		if ( is_float( $value ) ) {
			$value = round( $value, 'lat' === $name || 'lng' === $name ? 7 : 2 );
		}
		return $value;
	}

	/**
	 * A text value.
	 *
	 * @param string $description Description.
	 * @param int    $max         Maximum length.
	 * @return array<string,mixed>
	 */
	private static function text( string $description, int $max ): array {
		return array(
			'description' => $description,
			'type'        => array( 'string', 'null' ),
			'maxLength'   => $max,
		);
	}

	/**
	 * One of a list.
	 *
	 * @param string   $description Description.
	 * @param string[] $values      Allowed values.
	 * @return array<string,mixed>
	 */
	private static function choice( string $description, array $values ): array {
		return array(
			'description' => $description,
			'type'        => array( 'string', 'null' ),
			'enum'        => array_merge( $values, array( null ) ),
		);
	}

	/**
	 * A positive amount (zero and negatives are not a price or an area).
	 *
	 * @param string $description Description.
	 * @param float  $max         Maximum.
	 * @return array<string,mixed>
	 */
	private static function amount( string $description, float $max ): array {
		return array(
			'description'      => $description,
			'type'             => array( 'number', 'null' ),
			'minimum'          => 0,
			'exclusiveMinimum' => true,
			'maximum'          => $max,
		);
	}

	/**
	 * A coordinate in degrees.
	 *
	 * @param string $description Description.
	 * @param int    $limit       Absolute maximum.
	 * @return array<string,mixed>
	 */
	private static function coordinate( string $description, int $limit ): array {
		return array(
			'description' => $description,
			'type'        => array( 'number', 'null' ),
			'minimum'     => -$limit,
			'maximum'     => $limit,
		);
	}
}

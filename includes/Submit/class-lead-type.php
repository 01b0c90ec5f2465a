<?php
/**
 * The owner lead.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Settings\Defaults;

defined( 'ABSPATH' ) || exit;

/**
 * Checks an owner lead against the categories and field configs.
 */
final class Lead_Type implements Request_Type {

	public const MAX_FIELDS = 50;

	private const LOCATION_TEXT = array(
		'zip'      => 10,
		'city'     => 100,
		'district' => 100,
		'street'   => 100,
		'number'   => 20,
		'text'     => 500,
	);

	private const NUMERIC_TYPES = array( 'currency', 'decimal', 'int', 'number' );

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return 'lead';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $data Submitted lead.
	 * @throws Invalid_Request When a rule is broken.
	 */
	public function normalize( $data ): array {
		if ( ! is_array( $data ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		$object_type    = $data['objectType'] ?? null;
		$marketing_type = $data['marketingType'] ?? 'buy';
		if ( ! in_array( $object_type, array( 'LIVING', 'COMMERCIAL' ), true ) || ! in_array( $marketing_type, array( 'buy', 'rent' ), true ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		$category = is_int( $data['categoryId'] ?? null ) ? Defaults::category_by_id( $data['categoryId'] ) : null;
		if ( ! $category || ! self::category_fits( $category, $object_type, $marketing_type ) ) {
			throw new Invalid_Request( __( 'Please choose a category.', 'immo-wizards' ) );
		}
		return array(
			'lead' => array(
				'objectType'    => $object_type,
				'categoryId'    => (int) $category['id'],
				'marketingType' => $marketing_type,
				'location'      => $this->location( $data['location'] ?? null ),
				'fields'        => $this->fields( $data['fields'] ?? array(), (array) $category['fields'] ),
			),
		);
	}

	/**
	 * Whether a category may be chosen with this object and marketing type in the lead wizard.
	 *
	 * @param array<string,mixed> $category       Category.
	 * @param string              $object_type    LIVING or COMMERCIAL.
	 * @param string              $marketing_type buy or rent.
	 */
	private static function category_fits( array $category, string $object_type, string $marketing_type ): bool {
		if ( ! in_array( 'lead', (array) ( $category['wizards'] ?? array() ), true ) ) {
			return false;
		}
		if ( isset( $category['objectType'] ) ) {
			return $category['objectType'] === $object_type;
		}
		if ( isset( $category['marketingType'] ) ) {
			return 'LIVING' === $object_type && $category['marketingType'] === $marketing_type;
		}
		return true;
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

	/**
	 * Normalised field values; fields the category does not have are dropped.
	 *
	 * @param mixed    $input   Field values.
	 * @param string[] $allowed Field ids of the category.
	 * @return array<int, array<string, mixed>>
	 * @throws Invalid_Request When a value is invalid.
	 */
	private function fields( $input, array $allowed ): array {
		if ( ! is_array( $input ) || count( $input ) > self::MAX_FIELDS ) {
			throw self::invalid();
		}
		$configs = Defaults::fields();
		$out     = array();
		foreach ( $input as $field ) {
			if ( ! is_array( $field ) || ! is_string( $field['name'] ?? null ) ) {
				throw self::invalid();
			}
			$name = $field['name'];
			if ( ! in_array( $name, $allowed, true ) || ! isset( $configs[ $name ] ) || isset( $out[ $name ] ) ) {
				continue;
			}
			$value = $this->field_value( $field, $configs[ $name ] );
			if ( null !== $value ) {
				$out[ $name ] = array( 'name' => $name ) + $value;
			}
		}
		return array_values( $out );
	}

	/**
	 * One normalised field value (null when empty).
	 *
	 * @param array<string,mixed> $field  Submitted entry.
	 * @param array<string,mixed> $config Field config.
	 * @return array<string, mixed>|null
	 * @throws Invalid_Request When invalid.
	 */
	private function field_value( array $field, array $config ): ?array {
		$value_type = $field['valueType'] ?? 'RAW';
		if ( ! in_array( $value_type, array( 'RANGE', 'RAW', 'NUMBER' ), true ) ) {
			throw self::invalid();
		}
		if ( isset( $config['values'] ) ) {
			$value = $field['value'] ?? null;
			if ( null === $value || '' === $value ) {
				return null;
			}
			$allowed = array_map( static fn ( $v ) => (string) $v['value'], (array) $config['values'] );
			if ( ! is_scalar( $value ) || ! in_array( (string) $value, $allowed, true ) ) {
				throw self::invalid();
			}
			return array(
				'valueType' => 'RAW',
				'value'     => (string) $value,
			);
		}
		if ( in_array( $config['type'], self::NUMERIC_TYPES, true ) ) {
			if ( 'RANGE' === $value_type ) {
				$min = self::positive( $field['minValue'] ?? null, $config );
				$max = self::positive( $field['maxValue'] ?? null, $config );
				if ( null === $min && null === $max ) {
					return null;
				}
				if ( null !== $min && null !== $max && $min > $max ) {
					throw self::invalid();
				}
				return array(
					'valueType' => 'RANGE',
					'minValue'  => $min,
					'maxValue'  => $max,
				);
			}
			$value = self::positive( $field['value'] ?? null, $config );
			return null === $value ? null : array(
				'valueType' => 'NUMBER',
				'value'     => $value,
			);
		}
		$value = Text::line( $field['value'] ?? null, 500 );
		if ( null === $value ) {
			throw self::invalid();
		}
		return '' === $value ? null : array(
			'valueType' => 'RAW',
			'value'     => $value,
		);
	}

	/**
	 * A positive number (integer for int fields), null when empty.
	 *
	 * @param mixed               $value  Input.
	 * @param array<string,mixed> $config Field config.
	 * @return int|float|null
	 * @throws Invalid_Request When not a positive number.
	 */
	private static function positive( $value, array $config ) {
		if ( null === $value || '' === $value ) {
			return null;
		}
		$number = Text::number( $value );
		if ( null === $number || $number <= 0 || $number > 1e12 ) {
			throw self::invalid();
		}
		if ( 'int' === $config['type'] ) {
			if ( floor( $number ) !== $number ) {
				throw self::invalid();
			}
			return (int) $number;
		}
		return $number;
	}

	/**
	 * Generic validation failure.
	 */
	private static function invalid(): Invalid_Request {
		return new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
	}
}

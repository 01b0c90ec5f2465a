<?php
/**
 * Field value entries (FieldValue) of the wizards.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Catalogue\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * Checks field values against the field configs: the lead wizard's single values and the saved-search
 * wizard's ranges. Fields the category does not have, unknown names and repeats are dropped.
 */
final class Field_Values {

	public const MAX = 50;

	private const NAME_MAX = 100;

	private const VALUE_MAX = 500;

	private const DATA_MAX = 1000;

	private const VALUE_TYPES = array( 'RANGE', 'RAW', 'NUMBER' );


	/**
	 * Schema of a FieldValue list (the lead's and the saved search's `fields`).
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		$number = array( 'type' => array( 'number', 'null' ) );
		return array(
			'type'     => 'array',
			'maxItems' => self::MAX,
			'default'  => array(),
			'items'    => array(
				'type'       => 'object',
				'properties' => array(
					'name'      => array(
						'type'      => 'string',
						'minLength' => 1,
						'maxLength' => self::NAME_MAX,
						'required'  => true,
					),
					'valueType' => array(
						'type'     => 'string',
						'enum'     => self::VALUE_TYPES,
						'required' => true,
					),
					'value'     => array(
						'type'      => array( 'string', 'number', 'null' ),
						'maxLength' => self::VALUE_MAX,
					),
					'minValue'  => $number,
					'maxValue'  => $number,
					'data'      => Request_Schema::text( self::DATA_MAX ),
				),
			),
		);
	}

	/**
	 * Normalised values of the lead wizard (RAW, NUMBER or RANGE per field config).
	 *
	 * @param mixed    $input   Field values.
	 * @param string[] $allowed Field ids of the category.
	 * @return array<int, array<string, mixed>>
	 * @throws Invalid_Request When a value is invalid.
	 */
	public static function values( $input, array $allowed ): array {
		return self::each( $input, $allowed, static fn ( array $field, array $config ) => self::value( $field, $config ) );
	}

	/**
	 * Normalised ranges of the saved-search wizard: RANGE entries only, with the bounds the field's
	 * range kind allows (a bound it does not ask for is dropped).
	 *
	 * @param mixed    $input   Field values.
	 * @param string[] $allowed Search field ids of the category.
	 * @return array<int, array<string, mixed>>
	 * @throws Invalid_Request When a value is invalid.
	 */
	public static function ranges( $input, array $allowed ): array {
		return self::each(
			$input,
			$allowed,
			static function ( array $field, array $config ) {
				if ( 'RANGE' !== ( $field['valueType'] ?? null ) || ! in_array( $config['type'], Catalogue::NUMERIC_TYPES, true ) ) {
					throw self::invalid();
				}
				$kind = $config['searchRange'] ?? 'minmax';
				if ( 'min' === $kind ) {
					unset( $field['maxValue'] );
				} elseif ( 'max' === $kind ) {
					unset( $field['minValue'] );
				}
				return self::range( $field, $config );
			}
		);
	}

	/**
	 * Generic validation failure.
	 */
	private static function invalid(): Invalid_Request {
		return new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
	}

	/**
	 * Runs $normalize over the allowed, known, first-seen entries.
	 *
	 * @param mixed    $input     Field values.
	 * @param string[] $allowed   Allowed field ids.
	 * @param callable $normalize (entry, config) → normalised value or null when empty.
	 * @return array<int, array<string, mixed>>
	 * @throws Invalid_Request When the list or an entry is invalid.
	 */
	private static function each( $input, array $allowed, callable $normalize ): array {
		if ( ! is_array( $input ) || ! array_is_list( $input ) || count( $input ) > self::MAX ) {
			throw self::invalid();
		}
		$configs = Catalogue::fields();
		$out     = array();
		foreach ( $input as $field ) {
			if ( ! is_array( $field ) || ! is_string( $field['name'] ?? null ) ) {
				throw self::invalid();
			}
			$name = $field['name'];
			if ( ! in_array( $name, $allowed, true ) || ! isset( $configs[ $name ] ) || isset( $out[ $name ] ) ) {
				continue;
			}
			$value = $normalize( $field, $configs[ $name ] );
			if ( null !== $value ) {
				$out[ $name ] = array( 'name' => $name ) + $value;
			}
		}
		return array_values( $out );
	}

	/**
	 * One normalised lead value (null when empty).
	 *
	 * @param array<string,mixed> $field  Submitted entry.
	 * @param array<string,mixed> $config Field config.
	 * @return array<string, mixed>|null
	 * @throws Invalid_Request When invalid.
	 */
	private static function value( array $field, array $config ): ?array {
		$value_type = $field['valueType'] ?? 'RAW';
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
		if ( in_array( $config['type'], Catalogue::NUMERIC_TYPES, true ) ) {
			if ( 'RANGE' === $value_type ) {
				return self::range( $field, $config );
			}
			$value = self::positive( $field['value'] ?? null, $config );
			return null === $value ? null : array(
				'valueType' => 'NUMBER',
				'value'     => $value,
			);
		}
		$value = Text::line( $field['value'] ?? null, self::VALUE_MAX );
		if ( null === $value ) {
			throw self::invalid();
		}
		return '' === $value ? null : array(
			'valueType' => 'RAW',
			'value'     => $value,
		);
	}

	/**
	 * A numeric range (null when both bounds are empty).
	 *
	 * @param array<string,mixed> $field  Submitted entry.
	 * @param array<string,mixed> $config Field config.
	 * @return array<string, mixed>|null
	 * @throws Invalid_Request When a bound is invalid or min > max.
	 */
	private static function range( array $field, array $config ): ?array {
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

	/**
	 * A positive number up to the field's maximum (Catalogue::maximum(); integer for int fields), null
	 * when empty.
	 *
	 * @param mixed               $value  Input.
	 * @param array<string,mixed> $config Field config.
	 * @return int|float|null
	 * @throws Invalid_Request When not a positive number or above the field's maximum.
	 */
	private static function positive( $value, array $config ) {
		if ( null === $value || '' === $value ) {
			return null;
		}
		$number = Text::number( $value );
		if ( null === $number || $number <= 0 || $number > ( $config['max'] ?? Catalogue::maximum( $config ) ?? 1e12 ) ) {
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
}

<?php
/**
 * Value pieces the request types' feedback parts share.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\Submit\Request_Type;

defined( 'ABSPATH' ) || exit;

/**
 * OpenImmo's words and number format for what the plugin stores.
 */
final class Feedback_Values {

	/**
	 * OpenImmo's `vermarktungsart` of a marketing type ('' when it is unknown).
	 *
	 * @param mixed $marketing_type buy or rent.
	 */
	public static function marketing( $marketing_type ): string {
		$words = array(
			'buy'  => 'KAUF',
			'rent' => 'MIETE_PACHT',
		);
		return is_string( $marketing_type ) ? ( $words[ $marketing_type ] ?? '' ) : '';
	}

	/**
	 * A number as OpenImmo writes one: decimal point, no grouping, no trailing zeros ('' when none).
	 *
	 * @param mixed $value Number.
	 */
	public static function number( $value ): string {
		if ( ! is_int( $value ) && ! is_float( $value ) && ! ( is_string( $value ) && is_numeric( $value ) ) ) {
			return '';
		}
		$text = number_format( (float) $value, 2, '.', '' );
		return str_contains( $text, '.' ) ? rtrim( rtrim( $text, '0' ), '.' ) : $text;
	}

	/**
	 * The number of one single-value field of a wizard ('' when it was not given).
	 *
	 * @param array<int, mixed> $fields Field value entries.
	 * @param string            $name   Field name, e.g. area.livingSpace.
	 */
	public static function field( array $fields, string $name ): string {
		foreach ( $fields as $field ) {
			if ( is_array( $field ) && ( $field['name'] ?? null ) === $name && 'RANGE' !== ( $field['valueType'] ?? '' ) ) {
				return self::number( $field['value'] ?? null );
			}
		}
		return '';
	}

	/**
	 * The request as the agency's mail describes it: the type's name, then a "label: value" line per row.
	 *
	 * @param Request_Type        $type    The request type.
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public static function summary( Request_Type $type, array $payload ): string {
		$lines = array( $type->label() );
		foreach ( $type->rows( $payload ) as [ $label, $value ] ) {
			$lines[] = $label . ': ' . $value;
		}
		return implode( "\n", $lines );
	}
}

<?php
/**
 * Small text helpers for submitted values.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

defined( 'ABSPATH' ) || exit;

/**
 * Values are stored as typed (escaped late, at output); only line breaks and control characters are
 * removed from single-line fields.
 */
final class Text {

	/**
	 * Trimmed single-line string, or null when not a string or longer than $max characters.
	 *
	 * @param mixed $value Input.
	 * @param int   $max   Maximum length in characters.
	 */
	public static function line( $value, int $max ): ?string {
		if ( null === $value ) {
			return '';
		}
		if ( ! is_string( $value ) && ! is_int( $value ) ) {
			return null;
		}
		$value = trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', (string) $value ) );
		if ( ! mb_check_encoding( $value, 'UTF-8' ) || mb_strlen( $value ) > $max ) {
			return null;
		}
		return $value;
	}

	/**
	 * Trimmed multi-line text (line breaks kept as \n, other control characters removed), or null when
	 * not a string or longer than $max characters.
	 *
	 * @param mixed $value Input.
	 * @param int   $max   Maximum length in characters.
	 */
	public static function block( $value, int $max ): ?string {
		if ( null === $value ) {
			return '';
		}
		if ( ! is_string( $value ) || ! mb_check_encoding( $value, 'UTF-8' ) ) {
			return null;
		}
		$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
		$value = trim( (string) preg_replace( '/[\x00-\x08\x0B-\x1F\x7F]+/u', ' ', $value ) );
		return mb_strlen( $value ) > $max ? null : $value;
	}

	/**
	 * Parses a number given as number or string (also German "1.000,50"); null when not a number.
	 *
	 * @param mixed $value Input.
	 */
	public static function number( $value ): ?float {
		if ( is_int( $value ) || is_float( $value ) ) {
			return is_finite( (float) $value ) ? (float) $value : null;
		}
		if ( ! is_string( $value ) || strlen( $value ) > 40 ) {
			return null;
		}
		$value = str_replace( ' ', '', trim( $value ) );
		if ( str_contains( $value, ',' ) ) {
			$value = str_replace( array( '.', ',' ), array( '', '.' ), $value );
		} elseif ( preg_match( '/^-?\d{1,3}(\.\d{3})+$/', $value ) ) {
			$value = str_replace( '.', '', $value );
		}
		if ( ! preg_match( '/^-?\d+(\.\d+)?$/', $value ) ) {
			return null;
		}
		return (float) $value;
	}
}

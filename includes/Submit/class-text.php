<?php
/**
 * Small text helpers for submitted values.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

defined( 'ABSPATH' ) || exit;

/**
 * Values are stored as typed (escaped late, at output); control characters become spaces (line breaks
 * too in single-line fields) and invisible format characters are removed.
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
		$value = (string) $value;
		if ( ! mb_check_encoding( $value, 'UTF-8' ) ) {
			return null;
		}
		$value = trim( (string) preg_replace( '/[\p{Cc}\p{Zl}\p{Zp}]+/u', ' ', self::without_format_characters( $value ) ) );
		return mb_strlen( $value ) > $max ? null : $value;
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
		$value = (string) preg_replace( '/\r\n|[\r\x{85}\p{Zl}\p{Zp}]/u', "\n", self::without_format_characters( $value ) );
		$value = trim( (string) preg_replace( '/[^\P{Cc}\t\n]+/u', ' ', $value ) );
		return mb_strlen( $value ) > $max ? null : $value;
	}

	/**
	 * Removes Unicode format characters (`\p{Cf}`: bidi overrides and isolates, zero-width spaces and
	 * joiners, the byte order mark, soft hyphens): invisible, they can make a name or message read
	 * differently in the inbox, a mail or a CSV than what was stored.
	 *
	 * @param string $value Valid UTF-8.
	 */
	private static function without_format_characters( string $value ): string {
		return (string) preg_replace( '/\p{Cf}+/u', '', $value );
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

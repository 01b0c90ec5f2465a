<?php
/**
 * Validation rules shared by the settings groups.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Each rule checks one submitted value: a valid one goes into $out, an invalid one keeps the current
 * value and adds an error message for its key. A value that was not submitted changes nothing.
 */
final class Setting_Rules {

	private const URL_PLACEHOLDERS = array( '{s}', '{z}', '{x}', '{y}', '{r}' );

	/**
	 * A whole number from $min to $max.
	 *
	 * @param array<string, mixed>  $input   Submitted values.
	 * @param string                $key     Setting.
	 * @param int                   $min     Least value.
	 * @param int                   $max     Greatest value.
	 * @param string                $message Error message.
	 * @param array<string, mixed>  $out     Sanitised values.
	 * @param array<string, string> $errors  Errors by setting.
	 */
	public static function int_range( array $input, string $key, int $min, int $max, string $message, array &$out, array &$errors ): void {
		if ( ! isset( $input[ $key ] ) ) {
			return;
		}
		$value = filter_var( $input[ $key ], FILTER_VALIDATE_INT );
		if ( false === $value || $value < $min || $value > $max ) {
			$errors[ $key ] = $message;
		} else {
			$out[ $key ] = $value;
		}
	}

	/**
	 * An http(s) URL ('' where $optional); the caller stores it (after its own checks).
	 *
	 * @param array<string, mixed>  $input    Submitted values.
	 * @param string                $key      Setting.
	 * @param bool                  $optional Whether '' is allowed.
	 * @param array<string, string> $errors   Errors by setting.
	 * @return string|null The URL, null when none was submitted or it is invalid.
	 */
	public static function url( array $input, string $key, bool $optional, array &$errors ): ?string {
		if ( ! isset( $input[ $key ] ) ) {
			return null;
		}
		$url = is_scalar( $input[ $key ] ) ? self::sanitize_url( (string) $input[ $key ] ) : null;
		if ( null === $url || ( '' === $url && ! $optional ) ) {
			$errors[ $key ] = __( 'Please enter a valid http(s) URL.', 'immo-wizards' );
			return null;
		}
		return $url;
	}

	/**
	 * Sanitises an http(s) URL, keeping tile placeholders; '' stays '', null when invalid.
	 *
	 * @param string $url Input.
	 */
	private static function sanitize_url( string $url ): ?string {
		$url = trim( $url );
		if ( '' === $url ) {
			return '';
		}
		$tokens = array();
		foreach ( self::URL_PLACEHOLDERS as $i => $placeholder ) {
			$tokens[ $placeholder ] = 'IMMOWIZARDSPLACEHOLDER' . $i . 'X';
		}
		$clean = esc_url_raw( strtr( $url, $tokens ), array( 'http', 'https' ) );
		if ( 1 !== preg_match( '#^https?://[^/\s?\#]+#i', $clean ) ) {
			return null;
		}
		return strtr( $clean, array_flip( $tokens ) );
	}
}

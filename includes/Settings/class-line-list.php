<?php
/**
 * A setting that is a list of entries, typed one per line in the settings screen.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The one parser behind the list settings (allowed submit endpoints, embedding origins): a list or
 * one entry per line, empty lines skipped, every entry normalised by the setting's own rule,
 * duplicates folded, a limit on the count. One bad entry rejects the whole value, so what an admin
 * saves is exactly what they see.
 */
final class Line_List {

	/**
	 * Parses the submitted value.
	 *
	 * @param mixed                 $input     Submitted value.
	 * @param callable              $normalize (mixed entry) → the normalised entry, null when not allowed.
	 * @param int                   $max       Most entries.
	 * @param array<string, string> $messages  Errors: `shape` (not a list), `entry` (a rejected entry, `%s`), `max` (too many).
	 * @param string|null           $error     Receives the message when the value is rejected.
	 * @return string[]|null The entries, or null when the value is rejected.
	 */
	public static function parse( $input, callable $normalize, int $max, array $messages, ?string &$error = null ): ?array {
		$error = null;
		if ( is_string( $input ) ) {
			$input = preg_split( '/\R/u', $input );
		}
		if ( ! is_array( $input ) ) {
			$error = $messages['shape'];
			return null;
		}
		$entries = array();
		foreach ( $input as $entry ) {
			if ( is_string( $entry ) && '' === trim( $entry ) ) {
				continue;
			}
			$normal = $normalize( $entry );
			if ( null === $normal ) {
				// Settings errors are printed as HTML.
				$error = sprintf( $messages['entry'], esc_html( is_scalar( $entry ) ? mb_substr( (string) $entry, 0, 100 ) : gettype( $entry ) ) );
				return null;
			}
			$entries[ $normal ] = $normal;
		}
		if ( count( $entries ) > $max ) {
			$error = $messages['max'];
			return null;
		}
		return array_values( $entries );
	}
}

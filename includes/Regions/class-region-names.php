<?php
/**
 * Region names: cleaned on the way in, compared case-insensitively.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Regions;

defined( 'ABSPATH' ) || exit;

/**
 * One region per name (ignoring case and spaces), so an uploaded feature's name finds one region.
 */
final class Region_Names {

	/** Length of a name at most (the column's). */
	public const MAX_LENGTH = 100;

	/**
	 * The name as stored: plain text, spaces collapsed.
	 *
	 * @param string $name Name.
	 */
	public static function clean( string $name ): string {
		return mb_substr( trim( (string) preg_replace( '/\s+/u', ' ', sanitize_text_field( $name ) ) ), 0, self::MAX_LENGTH );
	}

	/**
	 * The name as compared.
	 *
	 * @param string $name Name.
	 */
	public static function key( string $name ): string {
		return mb_strtolower( self::clean( $name ) );
	}
}

<?php
/**
 * Which encoding the parser must be told.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * The parser honours a BOM and a declared encoding itself. A file that declares nothing but is not
 * UTF-8 (older CRMs write Latin-1 without saying so) is read as Windows-1252, a superset of Latin-1's
 * printable characters (as browsers do; Dom::clean() does the same for a declared ISO-8859-1 that
 * holds €). A file that declares UTF-8 but is not fails with a clear error in the scan.
 */
final class Encoding {

	private const CHUNK = 1048576;

	/**
	 * The encoding to force on the parser, or '' to let it follow the file.
	 *
	 * @param string $path XML file.
	 */
	public static function detect( string $path ): string {
		$head = (string) file_get_contents( $path, false, null, 0, 1024 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( str_starts_with( $head, "\xEF\xBB\xBF" ) || str_starts_with( $head, "\xFF\xFE" ) || str_starts_with( $head, "\xFE\xFF" ) ) {
			return '';
		}
		if ( preg_match( '/^\s*<\?xml[^>]*?encoding\s*=/', $head ) ) {
			return '';
		}
		return self::is_utf8( $path ) ? '' : 'Windows-1252';
	}

	/**
	 * Whether a file is valid UTF-8 (read in chunks; a character cut by a chunk border is carried over).
	 *
	 * @param string $path File.
	 */
	private static function is_utf8( string $path ): bool {
		$handle = fopen( $path, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen
		if ( ! $handle ) {
			return true;
		}
		$carry = '';
		$valid = true;
		while ( $valid && ! feof( $handle ) ) {
			$chunk = $carry . (string) fread( $handle, self::CHUNK ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fread
			$carry = '';
			// Up to three trailing bytes may start a character that continues in the next chunk.
			if ( ! feof( $handle ) && preg_match( '/[\xC0-\xFF][\x80-\xBF]{0,2}$/', $chunk, $tail ) ) {
				$carry = $tail[0];
				$chunk = substr( $chunk, 0, -strlen( $carry ) );
			}
			$valid = mb_check_encoding( $chunk, 'UTF-8' );
		}
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		return $valid && mb_check_encoding( $carry, 'UTF-8' );
	}
}

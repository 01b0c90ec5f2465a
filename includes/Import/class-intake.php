<?php
/**
 * Receives a file for import (upload, pickup folder, WP-CLI).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Checks what can be checked at once (size, XML or ZIP by its first bytes, never by its name), keeps
 * the file under a random name in the private folder, queues the import and asks for a background
 * run. Nothing is stored for a refused file.
 */
final class Intake {

	/**
	 * Constructor.
	 *
	 * @param Import_Repository $imports  Imports.
	 * @param Import_Settings   $settings Limits.
	 */
	public function __construct( private Import_Repository $imports, private Import_Settings $settings ) {
	}

	/**
	 * Queues a file.
	 *
	 * @param string $path    The file.
	 * @param string $name    Its original name (shown in the log).
	 * @param string $source  upload, pickup or cli.
	 * @param int    $user_id Who sent it (author of new listings).
	 * @param bool   $move    Move the file (uploads, pickup) instead of copying it (WP-CLI).
	 * @return int Import id.
	 * @throws Import_Error When the file is refused.
	 * @throws \Throwable When the import cannot be recorded (the stored file is deleted again).
	 */
	public function accept( string $path, string $name, string $source, int $user_id, bool $move ): int {
		clearstatcache( true, $path );
		$size = is_file( $path ) ? (int) filesize( $path ) : 0;
		if ( $size < 1 ) {
			throw new Import_Error( 'immo_wizards_import_empty', __( 'The file is empty.', 'immo-wizards' ) );
		}
		if ( $size > $this->settings->max_file_bytes() ) {
			/* translators: %s: size limit such as "1 GB" */
			throw new Import_Error( 'immo_wizards_import_too_large', sprintf( __( 'The file is larger than %s.', 'immo-wizards' ), size_format( $this->settings->max_file_bytes() ) ), 413 );
		}
		$kind = self::kind( $path );
		if ( '' === $kind ) {
			throw new Import_Error( 'immo_wizards_import_unsupported', __( 'Please send an OpenImmo XML file or a ZIP file holding one.', 'immo-wizards' ), 415 );
		}
		$target = Private_Folder::new_file( $kind );
		$stored = $move ? self::move( $path, $target ) : copy( $path, $target );
		if ( ! $stored ) {
			throw new Import_Error( 'immo_wizards_import_storage', __( 'The file could not be stored in the import folder.', 'immo-wizards' ), 500 );
		}
		try {
			$id = $this->imports->insert(
				array(
					'source'    => $source,
					'file_name' => mb_substr( sanitize_file_name( $name ), 0, 255 ),
					'file_path' => $target,
					'file_hash' => (string) hash_file( 'sha256', $target ),
					'user_id'   => $user_id,
				)
			);
		} catch ( \Throwable $e ) {
			wp_delete_file( $target );
			throw $e;
		}
		Runner::schedule();
		return $id;
	}

	/**
	 * The kind of a file, zip or xml, by its first bytes; '' for anything else.
	 *
	 * @param string $path File.
	 */
	public static function kind( string $path ): string {
		$head = (string) file_get_contents( $path, false, null, 0, 512 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( str_starts_with( $head, "PK\x03\x04" ) || str_starts_with( $head, "PK\x05\x06" ) ) {
			return 'zip';
		}
		// An XML document starts with '<' after an optional BOM and white space (UTF-16 BOMs included).
		$head = preg_replace( '/^(\xEF\xBB\xBF|\xFF\xFE|\xFE\xFF)/', '', $head );
		$head = ltrim( str_replace( "\0", '', (string) $head ) );
		return str_starts_with( $head, '<' ) ? 'xml' : '';
	}

	/**
	 * Moves an uploaded or picked-up file.
	 *
	 * @param string $from Source.
	 * @param string $to   Target.
	 */
	private static function move( string $from, string $to ): bool {
		if ( is_uploaded_file( $from ) ) {
			return move_uploaded_file( $from, $to );
		}
		return @rename( $from, $to ); // phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions.rename_rename
	}
}

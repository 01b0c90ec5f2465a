<?php
/**
 * A delivered ZIP: one OpenImmo XML and the pictures it names.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Nothing is ever extracted by the name an entry carries: entries are read as streams and copied to
 * files the import names itself, so a path like `../../wp-config.php` cannot reach the disk (zip-slip).
 * A ZIP that holds such a path, a link, or too many entries is refused whole all the same, since it was
 * not made by an honest exporter. Copies stop at the size limits (zip bombs).
 */
final class Zip_Package {

	/**
	 * The open archive.
	 *
	 * @var \ZipArchive
	 */
	private \ZipArchive $zip;

	/**
	 * Entry names by lower-case path and by lower-case base name (null when the base name repeats).
	 *
	 * @var array{paths: array<string,string>, names: array<string,string|null>}|null
	 */
	private ?array $index = null;

	/**
	 * Opens an archive.
	 *
	 * @param string $path ZIP file.
	 * @throws Import_Error When it is no readable ZIP.
	 */
	public function __construct( string $path ) {
		$this->zip = new \ZipArchive();
		if ( true !== $this->zip->open( $path, \ZipArchive::RDONLY ) ) {
			throw new Import_Error( 'immo_wizards_import_bad_zip', __( 'The ZIP file is damaged or incomplete: nothing was imported.', 'immo-wizards' ) );
		}
	}

	/**
	 * Checks every entry and returns the name of the one XML file.
	 *
	 * @param Import_Settings $limits Limits.
	 * @throws Import_Error When the archive is unsafe, holds no or several XML files, or too big an XML.
	 */
	public function check( Import_Settings $limits ): string {
		if ( $this->zip->numFiles > $limits->max_zip_entries() ) {
			/* translators: %d: maximum number of files */
			throw new Import_Error( 'immo_wizards_import_unsafe_zip', sprintf( __( 'The ZIP holds more than %d files: nothing was imported.', 'immo-wizards' ), $limits->max_zip_entries() ) );
		}
		$xml = array();
		for ( $i = 0; $i < $this->zip->numFiles; $i++ ) {
			$name = (string) $this->zip->getNameIndex( $i, \ZipArchive::FL_UNCHANGED );
			if ( ! self::safe_name( $name ) || $this->is_link( $i ) ) {
				/* translators: %s: path of a file inside the ZIP */
				throw new Import_Error( 'immo_wizards_import_unsafe_zip', sprintf( __( 'The ZIP holds a file with an unsafe path (%s): nothing was imported.', 'immo-wizards' ), sanitize_text_field( mb_substr( $name, 0, 200 ) ) ) );
			}
			$base = basename( str_replace( '\\', '/', $name ) );
			if ( preg_match( '/\.xml$/i', $base ) && ! str_starts_with( $base, '.' ) && ! str_starts_with( $name, '__MACOSX/' ) ) {
				$xml[] = $name;
			}
		}
		if ( ! $xml ) {
			throw new Import_Error( 'immo_wizards_import_no_xml', __( 'The ZIP holds no XML file: nothing was imported.', 'immo-wizards' ) );
		}
		if ( count( $xml ) > 1 ) {
			throw new Import_Error( 'immo_wizards_import_several_xml', __( 'The ZIP holds more than one XML file; please send one OpenImmo file per ZIP. Nothing was imported.', 'immo-wizards' ) );
		}
		return $xml[0];
	}

	/**
	 * Copies an entry into a file of the import's choosing.
	 *
	 * @param string $entry  Entry name (from check() or find()).
	 * @param string $target Target path.
	 * @param int    $max    Largest size accepted, in bytes.
	 * @throws Import_Error When the entry cannot be read or is too large.
	 */
	public function copy( string $entry, string $target, int $max ): void {
		$stat = $this->zip->statName( $entry );
		if ( false === $stat || $stat['size'] > $max ) {
			self::too_large( $entry, $max );
		}
		$in  = $this->zip->getStream( $entry );
		$out = fopen( $target, 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen
		if ( ! $in || ! $out ) {
			throw new Import_Error( 'immo_wizards_import_bad_zip', __( 'A file in the ZIP cannot be read: nothing was imported.', 'immo-wizards' ) );
		}
		// The sizes in the directory may lie: never copy more than the limit.
		$copied = stream_copy_to_stream( $in, $out, $max + 1 );
		fclose( $in ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		if ( false === $copied || $copied > $max ) {
			wp_delete_file( $target );
			self::too_large( $entry, $max );
		}
	}

	/**
	 * The entry a picture reference names: the same path, else the same path in another case, else the
	 * only entry with that file name (exporters put pictures in folders and change the case).
	 *
	 * @param string $reference `pfad` of an attachment.
	 */
	public function find( string $reference ): ?string {
		if ( null === $this->index ) {
			$this->index = array(
				'paths' => array(),
				'names' => array(),
			);
			for ( $i = 0; $i < $this->zip->numFiles; $i++ ) {
				$name = (string) $this->zip->getNameIndex( $i );
				$path = strtolower( str_replace( '\\', '/', $name ) );
				$base = basename( $path );

				$this->index['paths'][ $path ] = $name;
				$this->index['names'][ $base ] = array_key_exists( $base, $this->index['names'] ) ? null : $name;
			}
		}
		$path = strtolower( (string) preg_replace( '#^(\./)+#', '', str_replace( '\\', '/', $reference ) ) );
		return $this->index['paths'][ $path ] ?? $this->index['names'][ basename( $path ) ] ?? null;
	}

	/**
	 * What changes when a referenced picture changes (CRC and size from the directory, no reading);
	 * null when the ZIP lacks it.
	 *
	 * @param string $reference `pfad` of an attachment.
	 */
	public function fingerprint( string $reference ): ?string {
		$entry = $this->find( $reference );
		$stat  = null === $entry ? false : $this->zip->statName( $entry );
		return false === $stat ? null : $stat['crc'] . ':' . $stat['size'];
	}

	/**
	 * Whether an entry name stays inside the archive's folder.
	 *
	 * @param string $name Entry name.
	 */
	private static function safe_name( string $name ): bool {
		if ( '' === $name || str_contains( $name, "\0" ) || preg_match( '#^([/\\\\]|[A-Za-z]:)#', $name ) ) {
			return false;
		}
		return ! in_array( '..', preg_split( '#[/\\\\]#', $name ), true );
	}

	/**
	 * Whether an entry is a symbolic link (Unix mode in the external attributes).
	 *
	 * @param int $index Entry index.
	 */
	private function is_link( int $index ): bool {
		$opsys = 0;
		$attr  = 0;
		if ( ! $this->zip->getExternalAttributesIndex( $index, $opsys, $attr ) || \ZipArchive::OPSYS_UNIX !== $opsys ) {
			return false;
		}
		return 0120000 === ( ( $attr >> 16 ) & 0170000 );
	}

	/**
	 * Refuses an entry over the limit.
	 *
	 * @param string $entry Entry name.
	 * @param int    $max   Limit in bytes.
	 * @throws Import_Error Always.
	 */
	private static function too_large( string $entry, int $max ): never {
		/* translators: 1: file name inside the ZIP, 2: size limit such as "25 MB" */
		throw new Import_Error( 'immo_wizards_import_too_large', sprintf( __( '%1$s in the ZIP is larger than %2$s.', 'immo-wizards' ), sanitize_text_field( basename( $entry ) ), size_format( $max ) ), 413 );
	}
}

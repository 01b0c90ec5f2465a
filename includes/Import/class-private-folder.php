<?php
/**
 * The import's folders in uploads.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * `immo-wizards-imports/` keeps received files until their import ends; `immo-wizards-pickup/` is where
 * a CRM pushes files (FTP). Both refuse web access (.htaccess for Apache, an empty index.php elsewhere)
 * and files get random names, so nobody can fetch an agency's export by guessing.
 */
final class Private_Folder {

	/**
	 * Folder of received files.
	 */
	public static function imports(): string {
		return self::ensure( self::NAMES[0] );
	}

	/**
	 * Pickup folder.
	 */
	public static function pickup(): string {
		return self::ensure( self::NAMES[1] );
	}

	/** Folder names below uploads. */
	public const NAMES = array( 'immo-wizards-imports', 'immo-wizards-pickup' );

	/**
	 * A folder's path and its address on the web (where a server that ignores .htaccess would serve it).
	 *
	 * @param string $name One of NAMES.
	 * @return array{dir:string,url:string}
	 */
	public static function location( string $name ): array {
		$uploads = wp_upload_dir( null, false );
		return array(
			'dir' => self::ensure( $name ),
			'url' => rtrim( (string) $uploads['baseurl'], '/' ) . '/' . $name,
		);
	}

	/**
	 * A new file name in the imports folder.
	 *
	 * @param string $extension Extension without dot.
	 */
	public static function new_file( string $extension ): string {
		return self::imports() . '/' . gmdate( 'Ymd-His' ) . '-' . bin2hex( random_bytes( 16 ) ) . '.' . $extension;
	}

	/**
	 * Creates a folder below uploads with its guards.
	 *
	 * @param string $name Folder name.
	 * @throws Import_Error When it cannot be created.
	 */
	private static function ensure( string $name ): string {
		$uploads = wp_upload_dir( null, false );
		$dir     = rtrim( (string) $uploads['basedir'], '/' ) . '/' . $name;
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			throw new Import_Error( 'immo_wizards_import_storage', __( 'The import folder in uploads cannot be created. Please check the folder permissions.', 'immo-wizards' ), 500 );
		}
		foreach ( array(
			'.htaccess' => "<IfModule mod_authz_core.c>\nRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\nDeny from all\n</IfModule>\n",
			'index.php' => "<?php\n// Silence is golden.\n",
		) as $file => $content ) {
			if ( ! is_file( "$dir/$file" ) ) {
				file_put_contents( "$dir/$file", $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
			}
		}
		return $dir;
	}
}

<?php
/**
 * The pickup folder a CRM pushes its exports into (FTP).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Scanned by the five-minute cron tick: every `.xml` or `.zip` file that has not changed for a minute
 * (so an upload still in progress is left alone) is moved into the import folder and queued, oldest
 * first. A refused file is moved to `rejected/` under a name nobody can guess and shows up as a failed
 * import with the reason; it is deleted with the import logs (Import_Repository::RETENTION). Links and
 * other files are ignored. The folder's .htaccess protects nothing on nginx: Folder_Health checks.
 */
final class Pickup_Folder {

	/** Seconds a file must rest before it is taken. */
	public const SETTLE = 60;

	/**
	 * Constructor.
	 *
	 * @param Intake            $intake  Receives files.
	 * @param Import_Repository $imports Records refused files.
	 */
	public function __construct( private Intake $intake, private Import_Repository $imports ) {
	}

	/**
	 * Takes the files that are ready.
	 *
	 * @param int $settle Seconds a file must rest.
	 * @return int[] Ids of the imports created.
	 */
	public function scan( int $settle = self::SETTLE ): array {
		$dir   = Private_Folder::pickup();
		$files = array();
		foreach ( (array) scandir( $dir ) as $name ) {
			$path = $dir . '/' . $name;
			clearstatcache( true, $path );
			if ( ! preg_match( '/^[^.].*\.(xml|zip)$/i', (string) $name ) || is_link( $path ) || ! is_file( $path ) || filemtime( $path ) > time() - $settle ) {
				continue;
			}
			$files[ $path ] = filemtime( $path );
		}
		asort( $files );
		$ids = array();
		foreach ( array_keys( $files ) as $path ) {
			try {
				$ids[] = $this->intake->accept( $path, basename( $path ), 'pickup', 0, true );
			} catch ( Import_Error $e ) {
				if ( is_file( $path ) ) {
					$this->reject( $path, $e->getMessage() );
				}
			}
		}
		return $ids;
	}

	/**
	 * Deletes refused files older than the retention of the import logs.
	 *
	 * @param int $now Unix time (tests).
	 * @return int Files deleted.
	 */
	public function delete_old_rejected( ?int $now = null ): int {
		$deleted = 0;
		foreach ( (array) glob( Private_Folder::pickup() . '/rejected/*' ) as $file ) {
			clearstatcache( true, (string) $file );
			if ( is_file( (string) $file ) && ! is_link( (string) $file ) && filemtime( (string) $file ) < ( $now ?? time() ) - Import_Repository::RETENTION ) {
				wp_delete_file( (string) $file );
				++$deleted;
			}
		}
		return $deleted;
	}

	/**
	 * Moves a refused file aside and records why.
	 *
	 * @param string $path    File.
	 * @param string $message Reason.
	 */
	private function reject( string $path, string $message ): void {
		$dir = Private_Folder::pickup() . '/rejected';
		wp_mkdir_p( $dir );
		@rename( $path, $dir . '/' . gmdate( 'Ymd-His' ) . '-' . bin2hex( random_bytes( 16 ) ) . '-' . basename( $path ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions.rename_rename
		$id = $this->imports->insert(
			array(
				'source'    => 'pickup',
				'file_name' => mb_substr( sanitize_file_name( basename( $path ) ), 0, 255 ),
				'file_path' => '',
				'file_hash' => '',
				'user_id'   => 0,
			)
		);
		$this->imports->update(
			$id,
			array(
				'status'      => 'failed',
				'error'       => $message,
				'finished_at' => Tables::now(),
			)
		);
	}
}

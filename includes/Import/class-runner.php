<?php
/**
 * Works through imports in the background, in time-boxed runs.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Errors\Log;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Wiring\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * An import passes prepare (unpack, encoding, a full parse: nothing is written for a broken file),
 * objects (one `<immobilie>` at a time, each in its own transaction together with the import's
 * position and counts), withdraw (full transfers only) and done. A run claims the oldest open import
 * with a lease, works until its time budget is spent and schedules the next run, so a big ZIP never
 * has to fit into one request. Imports run one after the other in the order they arrived.
 */
final class Runner {

	/** Seconds a claimed import stays with its worker (longer than a run's budget). */
	private const LEASE = 300;

	/**
	 * Constructor.
	 *
	 * @param Import_Repository $imports    Imports.
	 * @param Object_Mapper     $mapper     Maps objects.
	 * @param Listing_Writer    $writer     Writes listings.
	 * @param Withdrawal        $withdrawal Full transfers.
	 * @param Import_Settings   $settings   Time budget, limits.
	 */
	public function __construct(
		private Import_Repository $imports,
		private Object_Mapper $mapper,
		private Listing_Writer $writer,
		private Withdrawal $withdrawal,
		private Import_Settings $settings
	) {
	}

	/**
	 * Asks for a run as soon as possible.
	 */
	public static function schedule(): void {
		Jobs::soon( 'imports' );
	}

	/**
	 * Cron: one run on the oldest open import; another run is scheduled while work remains.
	 */
	public function run(): void {
		$this->work_next( $this->settings->batch_seconds() );
		if ( $this->imports->next_open() ) {
			self::schedule();
		}
	}

	/**
	 * Works on the oldest open import for at most $seconds.
	 *
	 * @param float $seconds Time budget.
	 * @return int The import worked on (0: none open, or its lease is held by another worker).
	 */
	public function work_next( float $seconds ): int {
		$import = $this->imports->next_open();
		if ( ! $import || ! $this->imports->claim( (int) $import->id, self::LEASE ) ) {
			return 0;
		}
		$id       = (int) $import->id;
		$deadline = microtime( true ) + $seconds;
		try {
			$this->advance( $id, $deadline );
		} catch ( Import_Error $e ) {
			$this->fail( $id, $e->getMessage() );
		} catch ( \Throwable $e ) {
			Log::error( 'import ' . $id . ': ' . get_class( $e ) . ': ' . $e->getMessage() );
			$this->fail( $id, __( 'The import stopped because of an internal error (details in the debug log where WP_DEBUG_LOG is on).', 'immo-wizards' ) );
		}
		return $id;
	}

	/**
	 * Runs the import's phases until it ends, waits, or the time is up.
	 *
	 * @param int   $id       Import id.
	 * @param float $deadline microtime() to stop at.
	 */
	private function advance( int $id, float $deadline ): void {
		$import = $this->imports->find( $id );
		if ( 'prepare' === $import->phase ) {
			$this->prepare( $import );
			$import = $this->imports->find( $id );
		}
		if ( 'objects' === $import->phase ) {
			if ( ! $this->objects( $import, $deadline ) ) {
				$this->imports->update( $id, array( 'lease_until' => null ) );
				return;
			}
			$this->delete_files( $import );
			if ( 'VOLL' !== $import->scope ) {
				$this->imports->finish( $id );
				return;
			}
			$this->withdrawal->decide( $this->imports->find( $id ) );
			$import = $this->imports->find( $id );
		}
		if ( 'withdrawing' === $import->phase ) {
			if ( $this->withdrawal->carry_out( $import, $deadline ) ) {
				$this->imports->finish( $id );
				return;
			}
			$this->imports->update( $id, array( 'lease_until' => null ) );
		}
	}

	/**
	 * Unpacks a ZIP's XML, finds the encoding and parses the whole file once.
	 *
	 * @param object $import Import row.
	 * @throws Import_Error When the file cannot be imported.
	 */
	private function prepare( object $import ): void {
		$path = (string) $import->file_path;
		if ( ! is_file( $path ) ) {
			throw new Import_Error( 'immo_wizards_import_unreadable', __( 'The import file is gone.', 'immo-wizards' ) );
		}
		$work = $path;
		if ( 'zip' === Intake::kind( $path ) ) {
			$zip  = new Zip_Package( $path );
			$xml  = $zip->check( $this->settings );
			$work = Private_Folder::new_file( 'xml' );
			$zip->copy( $xml, $work, $this->settings->max_xml_bytes() );
		} elseif ( (int) filesize( $path ) > $this->settings->max_xml_bytes() ) {
			/* translators: %s: size limit such as "512 MB" */
			throw new Import_Error( 'immo_wizards_import_too_large', sprintf( __( 'The XML file is larger than %s.', 'immo-wizards' ), size_format( $this->settings->max_xml_bytes() ) ), 413 );
		}
		$this->imports->update( (int) $import->id, array( 'work_path' => $work ) );
		$encoding = Encoding::detect( $work );
		$scan     = Document_Scan::run( $work, $encoding );
		$this->imports->update(
			(int) $import->id,
			array(
				'phase'           => 'objects',
				'encoding'        => $encoding,
				'total'           => $scan['total'],
				'scope'           => $scan['scope'],
				'providers'       => wp_json_encode( $scan['providers'] ),
				'existing_before' => $this->withdrawal->existing( $scan['providers'] ),
			)
		);
	}

	/**
	 * Applies objects from the stored position on.
	 *
	 * @param object $import   Import row.
	 * @param float  $deadline microtime() to stop at.
	 * @return bool Whether every object is done.
	 */
	private function objects( object $import, float $deadline ): bool {
		$providers = json_decode( (string) $import->providers, true );
		$zip       = 'zip' === Intake::kind( (string) $import->file_path ) ? new Zip_Package( (string) $import->file_path ) : null;
		$reader    = new Object_Reader( (string) $import->work_path, (string) $import->encoding );
		$renewed   = microtime( true );
		$applied   = 0;
		wp_defer_term_counting( true );
		try {
			foreach ( $reader->objects( (int) $import->position ) as $position => [ $anbieter, $element ] ) {
				// At least one object per run, so every run makes progress.
				if ( $applied > 0 && microtime( true ) >= $deadline ) {
					return false;
				}
				$this->object( $import, $position, (string) ( $providers[ $anbieter ] ?? '' ), $element, $zip );
				++$applied;
				if ( 0 === $applied % 100 ) {
					// Posts and meta cached in this request would otherwise grow with every object.
					wp_cache_flush_runtime();
				}
				if ( microtime( true ) - $renewed > 60 ) {
					$renewed = microtime( true );
					$this->imports->update( (int) $import->id, array( 'lease_until' => Tables::now( self::LEASE ) ) );
				}
			}
		} finally {
			$reader->close();
			wp_defer_term_counting( false );
		}
		return true;
	}

	/**
	 * Applies one object in a transaction with the import's position and count; a failed object is
	 * rolled back, logged with its number and counted, and the import goes on.
	 *
	 * @param object           $import   Import row.
	 * @param int              $position 0-based position.
	 * @param string           $provider Provider id.
	 * @param \DOMElement      $element  The object.
	 * @param Zip_Package|null $zip      Delivery.
	 */
	private function object( object $import, int $position, string $provider, \DOMElement $element, ?Zip_Package $zip ): void {
		$id     = (int) $import->id;
		$ref    = '';
		$object = null;
		try {
			$object = $this->mapper->map( $element );
			$ref    = $object['ref'];
			Transaction::run(
				function () use ( $import, $id, $position, $provider, $object, $zip ) {
					$warnings = $object['warnings'];
					$outcome  = 'delete' === $object['action']
						? $this->writer->delete( $object, $provider, $warnings )
						: $this->writer->upsert( $object, $provider, $id, (int) $import->user_id, $zip, $warnings );
					$this->imports->advance( $id, $position + 1, $outcome );
					foreach ( $warnings as $warning ) {
						$this->imports->log( $id, $position + 1, $object['ref'], 'warning', $warning );
					}
				}
			);
			$this->writer->commit();
		} catch ( \Throwable $e ) {
			$this->writer->discard();
			$message = $e instanceof Import_Error ? $e->getMessage() : get_class( $e ) . ': ' . $e->getMessage();
			Transaction::run(
				function () use ( $id, $position, $provider, $ref, $object, $message ) {
					if ( null !== $object && 'upsert' === $object['action'] ) {
						$this->writer->keep( $provider, $object['key'], $id );
					}
					$this->imports->advance( $id, $position + 1, 'failed' );
					$this->imports->log( $id, $position + 1, $ref, 'error', $message );
				}
			);
		}
	}

	/**
	 * Ends an import that cannot go on; nothing more is written.
	 *
	 * @param int    $id      Import id.
	 * @param string $message Why (shown to the admin).
	 */
	private function fail( int $id, string $message ): void {
		$this->imports->update(
			$id,
			array(
				'status'      => 'failed',
				'error'       => mb_substr( $message, 0, 2000 ),
				'lease_until' => null,
				'finished_at' => Tables::now(),
			)
		);
		$this->imports->log( $id, 0, '', 'error', $message );
		$import = $this->imports->find( $id );
		if ( $import ) {
			$this->delete_files( $import );
		}
	}

	/**
	 * Deletes the received file and the unpacked XML (the objects are done with them).
	 *
	 * @param object $import Import row.
	 */
	private function delete_files( object $import ): void {
		foreach ( array_unique( array_filter( array( (string) $import->file_path, (string) $import->work_path ) ) ) as $file ) {
			if ( is_file( $file ) && str_starts_with( wp_normalize_path( $file ), wp_normalize_path( Private_Folder::imports() ) . '/' ) ) {
				wp_delete_file( $file );
			}
		}
	}
}

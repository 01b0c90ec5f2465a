<?php
/**
 * `wp immo-wizards import <file>`.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * The WP-CLI command (registered only when WP-CLI runs); its help text is __invoke()'s doc comment.
 */
final class Cli_Command {

	/**
	 * Constructor.
	 *
	 * @param Intake            $intake     Receives the file.
	 * @param Runner            $runner     Works through imports.
	 * @param Import_Repository $imports    Imports.
	 * @param Withdrawal        $withdrawal Confirms a held withdrawal.
	 * @param Import_Settings   $settings   Time budget of a run.
	 */
	public function __construct(
		private Intake $intake,
		private Runner $runner,
		private Import_Repository $imports,
		private Withdrawal $withdrawal,
		private Import_Settings $settings
	) {
	}

	/**
	 * Imports an OpenImmo XML or ZIP file.
	 *
	 * Queues the file like an upload and works through it right away in this process (older open
	 * imports first, so the order of arrival is kept), run after run, then prints the counts and the log.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : Path of the OpenImmo XML file or of a ZIP holding one XML file and its pictures.
	 *
	 * [--confirm-withdrawal]
	 * : When this full (VOLL) transfer would withdraw more listings than the guard allows, withdraw them
	 * anyway instead of waiting for an administrator.
	 *
	 * [--background]
	 * : Only queue the file; WP-Cron (or `wp cron event run immo_wizards_import_run`) imports it.
	 *
	 * ## EXAMPLES
	 *
	 *     wp immo-wizards import /srv/ftp/export.zip
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Flags.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$file = (string) ( $args[0] ?? '' );
		if ( '' === $file || ! is_file( $file ) || ! is_readable( $file ) ) {
			\WP_CLI::error( sprintf( 'Cannot read %s.', $file ) );
		}
		try {
			$id = $this->intake->accept( $file, basename( $file ), 'cli', get_current_user_id(), false );
		} catch ( Import_Error $e ) {
			\WP_CLI::error( $e->getMessage() );
		}
		\WP_CLI::log( sprintf( 'Import #%d queued.', $id ) );
		if ( ! empty( $assoc_args['background'] ) ) {
			return;
		}
		$confirm = ! empty( $assoc_args['confirm-withdrawal'] );
		do {
			$import = $this->imports->find( $id );
			if ( 'awaiting_confirmation' === $import->status && $confirm ) {
				$this->withdrawal->confirm( $id );
				continue;
			}
			if ( ! in_array( $import->status, Import_Repository::OPEN, true ) ) {
				break;
			}
			if ( ! $this->runner->work_next( $this->settings->batch_seconds() ) ) {
				// Another worker holds the lease: wait for it.
				sleep( 1 );
			}
		} while ( true );
		$this->report( $import );
	}

	/**
	 * Prints the outcome.
	 *
	 * @param object $import Import row.
	 */
	private function report( object $import ): void {
		foreach ( $this->imports->log_entries( (int) $import->id, 500 ) as $entry ) {
			$line = trim( ( $entry->object_ref ? $entry->object_ref . ': ' : '' ) . $entry->message );
			'error' === $entry->level ? \WP_CLI::warning( $line ) : \WP_CLI::log( '  ' . $line );
		}
		$counts = sprintf( 'created %d, updated %d, unchanged %d, deleted %d, failed %d', $import->created, $import->updated, $import->unchanged, $import->deleted, $import->failed );
		if ( 'failed' === $import->status ) {
			\WP_CLI::error( $import->error . ' (' . $counts . ')' );
		}
		if ( 'awaiting_confirmation' === $import->status ) {
			\WP_CLI::warning( sprintf( 'Import #%d waits for an administrator to confirm the withdrawal (or run again with --confirm-withdrawal). %s', $import->id, $counts ) );
			return;
		}
		\WP_CLI::success( sprintf( 'Import #%d done: %s.', $import->id, $counts ) );
	}
}

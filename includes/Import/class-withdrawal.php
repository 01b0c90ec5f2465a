<?php
/**
 * Withdrawing the listings a full (VOLL) transfer no longer carries.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Runs only after the whole file was parsed and every object applied. A transfer that would withdraw
 * more than the guard's share (default: half) of the provider's listings waits for an admin: a blank
 * or truncated feed must never take the stock off the market. Withdrawal happens in time-boxed
 * batches; a listing a later import carried again is skipped.
 */
final class Withdrawal {

	/**
	 * Constructor.
	 *
	 * @param Import_Repository $imports  Imports.
	 * @param Source_Table      $sources  Where listings come from.
	 * @param Listing_Writer    $writer   Deletes listings.
	 * @param Import_Settings   $settings The guard.
	 */
	public function __construct(
		private Import_Repository $imports,
		private Source_Table $sources,
		private Listing_Writer $writer,
		private Import_Settings $settings
	) {
	}

	/**
	 * After the objects of a full transfer: queue the withdrawal, or hold it for confirmation.
	 *
	 * @param object $import Import row.
	 */
	public function decide( object $import ): void {
		$id   = (int) $import->id;
		$keys = self::provider_keys( $import );
		$this->supersede( $id, $keys );
		$ids = $this->sources->not_seen( $keys, $id );
		if ( $ids && count( $ids ) > (int) $import->existing_before * $this->settings->withdraw_guard() ) {
			$this->imports->update(
				$id,
				array(
					'status'             => 'awaiting_confirmation',
					'phase'              => 'withdraw',
					'pending_withdrawal' => wp_json_encode( $ids ),
					'lease_until'        => null,
				)
			);
			/* translators: 1: listings to withdraw, 2: listings of the provider before the import */
			$this->imports->log( $id, 0, '', 'warning', sprintf( __( 'This full transfer would withdraw %1$d of %2$d listings. Nothing was withdrawn: an administrator must confirm it first.', 'immo-wizards' ), count( $ids ), (int) $import->existing_before ) );
			return;
		}
		$this->imports->update(
			$id,
			array(
				'phase'              => 'withdrawing',
				'pending_withdrawal' => wp_json_encode( $ids ),
			)
		);
	}

	/**
	 * An administrator confirms a held withdrawal: the runner carries it out.
	 *
	 * @param int $id Import id.
	 * @throws Import_Error When the import holds no withdrawal.
	 */
	public function confirm( int $id ): void {
		$this->held( $id );
		$this->imports->update(
			$id,
			array(
				'status' => 'queued',
				'phase'  => 'withdrawing',
			)
		);
		$this->imports->log( $id, 0, '', 'warning', __( 'The withdrawal was confirmed.', 'immo-wizards' ) );
	}

	/**
	 * An administrator keeps the listings: the import ends without withdrawing.
	 *
	 * @param int $id Import id.
	 * @throws Import_Error When the import holds no withdrawal.
	 */
	public function reject( int $id ): void {
		$this->held( $id );
		$this->imports->finish( $id );
		$this->imports->log( $id, 0, '', 'warning', __( 'The withdrawal was declined: the listings were kept.', 'immo-wizards' ) );
	}

	/**
	 * Withdraws queued listings until done or out of time.
	 *
	 * @param object $import   Import row.
	 * @param float  $deadline microtime() to stop at.
	 * @return bool Whether every queued listing is done.
	 */
	public function carry_out( object $import, float $deadline ): bool {
		$id      = (int) $import->id;
		$pending = json_decode( (string) $import->pending_withdrawal, true );
		$pending = is_array( $pending ) ? array_map( 'intval', $pending ) : array();
		while ( $pending && microtime( true ) < $deadline ) {
			$post_id = array_shift( $pending );
			Transaction::run(
				function () use ( $id, $post_id, $pending ) {
					// Carried again by a later import (or already gone): keep.
					$seen = $this->sources->seen_import( $post_id );
					if ( $seen && $seen < $id ) {
						$this->writer->remove( $post_id );
						$this->imports->add( $id, 'deleted', 1 );
					}
					$this->imports->update( $id, array( 'pending_withdrawal' => wp_json_encode( $pending ) ) );
				}
			);
		}
		return ! $pending;
	}

	/**
	 * A newer full transfer of the same providers decides instead of an older held withdrawal.
	 *
	 * @param int      $id   The newer import.
	 * @param string[] $keys Its provider hashes.
	 */
	private function supersede( int $id, array $keys ): void {
		foreach ( $this->imports->awaiting_before( $id ) as $older ) {
			if ( array_diff( self::provider_keys( $older ), $keys ) ) {
				continue;
			}
			$this->imports->finish( (int) $older->id );
			/* translators: %d: id of the newer import */
			$this->imports->log( (int) $older->id, 0, '', 'warning', sprintf( __( 'Superseded by the full transfer of import #%d: nothing was withdrawn here.', 'immo-wizards' ), $id ) );
		}
	}

	/**
	 * How many listings these providers have (before an import changes them).
	 *
	 * @param string[] $providers Provider ids.
	 */
	public function existing( array $providers ): int {
		return $this->sources->count( self::keys( $providers ) );
	}

	/**
	 * Hashes of the providers an import carried.
	 *
	 * @param object $import Import row.
	 * @return string[]
	 */
	public static function provider_keys( object $import ): array {
		$providers = json_decode( (string) $import->providers, true );
		return self::keys( is_array( $providers ) ? $providers : array() );
	}

	/**
	 * Hashes of provider ids.
	 *
	 * @param string[] $providers Provider ids.
	 * @return string[]
	 */
	private static function keys( array $providers ): array {
		return array_values( array_unique( array_map( array( Source_Table::class, 'provider_key' ), $providers ) ) );
	}

	/**
	 * Checks that an import holds a withdrawal.
	 *
	 * @param int $id Import id.
	 * @throws Import_Error When it does not.
	 */
	private function held( int $id ): void {
		$import = $this->imports->find( $id );
		if ( ! $import ) {
			throw new Import_Error( 'immo_wizards_import_not_found', __( 'There is no such import.', 'immo-wizards' ), 404 );
		}
		if ( 'awaiting_confirmation' !== $import->status ) {
			throw new Import_Error( 'immo_wizards_import_no_pending_withdrawal', __( 'This import holds no withdrawal that waits for confirmation.', 'immo-wizards' ), 409 );
		}
	}
}

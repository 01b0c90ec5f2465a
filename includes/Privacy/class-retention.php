<?php
/**
 * Deletes what must not be kept.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Privacy;

use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_Cleanup;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Outbox_Eraser;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Hourly: unconfirmed requests older than the retention period go, with their keys, consents, unsent
 * mails and inactive saved searches; so do expired keys, old finished mails, old rate-limit windows and
 * orphaned contacts. Each part runs in batches until it is done or the run's time is up (the next run
 * goes on), so the tables cannot outgrow the clean-up. Deactivation purges everything unverified or
 * secret at once.
 */
final class Retention {

	/** Rows deleted per batch. */
	public const BATCH = 500;

	/** Seconds a run may take (batches stop after it; at least one batch of each part always runs). */
	public const TIME_BUDGET = 20;

	/**
	 * Constructor.
	 *
	 * @param Settings                $settings Settings.
	 * @param Request_Repository      $requests Requests.
	 * @param Consent_Repository      $consents Consents.
	 * @param Key_Repository          $keys     Keys.
	 * @param Outbox_Repository       $mails    Outbox.
	 * @param Contact_Cleanup         $contacts Left-over contacts.
	 * @param Rate_Limiter            $limiter  Rate limiter.
	 * @param Saved_Search_Repository $searches Saved searches.
	 * @param Outbox_Eraser           $bodies   Outbox privacy deletions.
	 */
	public function __construct(
		private Settings $settings,
		private Request_Repository $requests,
		private Consent_Repository $consents,
		private Key_Repository $keys,
		private Outbox_Repository $mails,
		private Contact_Cleanup $contacts,
		private Rate_Limiter $limiter,
		private Saved_Search_Repository $searches,
		private Outbox_Eraser $bodies = new Outbox_Eraser()
	) {
	}

	/**
	 * Runs the clean-up.
	 *
	 * @return int Number of deleted requests.
	 */
	public function run(): int {
		$before   = Tables::now( -$this->settings->retention_days() * DAY_IN_SECONDS );
		$deadline = microtime( true ) + self::time_budget();
		$deleted  = $this->delete_pending_before( $before, $deadline );
		$expired  = Tables::now( -DAY_IN_SECONDS );
		$this->until_done( fn ( int $limit ) => $this->keys->delete_expired( $expired, $limit ), $deadline );
		$this->mails->delete_finished_before( $before );
		$this->until_done( fn ( int $limit ) => $this->contacts->delete_orphans( $limit ), $deadline );
		$this->limiter->clean_up();
		return $deleted;
	}

	/**
	 * Deactivation (and uninstall that keeps the data): every pending request with what hangs on it,
	 * every key, every mail body and the contacts left without requests go now, without a time limit,
	 * since no clean-up runs while the plugin is off.
	 *
	 * @return int Number of deleted requests.
	 */
	public function purge_unverified(): int {
		$deleted = $this->delete_pending_before( Tables::now( DAY_IN_SECONDS ), null );
		$this->keys->delete_all();
		$this->bodies->drop_bodies();
		$this->until_done( fn ( int $limit ) => $this->contacts->delete_orphans( $limit ), null );
		return $deleted;
	}

	/**
	 * Deletes pending requests created before $before with their keys, consents, unsent mails and
	 * inactive saved searches.
	 *
	 * @param string     $before   DATETIME (UTC).
	 * @param float|null $deadline microtime() after which no further batch starts; null for none.
	 * @return int Requests deleted.
	 */
	private function delete_pending_before( string $before, ?float $deadline ): int {
		return $this->until_done(
			function ( int $limit ) use ( $before ): array {
				$ids     = $this->requests->stale_pending_ids( $before, $limit );
				$deleted = 0;
				foreach ( $ids as $id ) {
					$this->keys->delete_for_request( $id );
					$this->consents->delete_for_request( $id );
					$this->mails->delete_pending_for_request( $id );
					$this->searches->delete_inactive_for_request( $id );
					if ( $this->requests->delete( $id ) ) {
						++$deleted;
					}
				}
				return array( count( $ids ), $deleted );
			},
			$deadline
		);
	}

	/**
	 * Runs batches until one comes back short (done), one deletes nothing (it would come back forever)
	 * or the deadline passed.
	 *
	 * @param callable   $batch    Deletes up to n rows (its argument); returns [found, deleted].
	 * @param float|null $deadline microtime() limit, or null.
	 * @return int Rows deleted.
	 */
	private function until_done( callable $batch, ?float $deadline ): int {
		$size  = self::batch_size();
		$total = 0;
		do {
			[ $found, $deleted ] = $batch( $size );
			$total              += $deleted;
		} while ( $found >= $size && $deleted > 0 && ( null === $deadline || microtime( true ) < $deadline ) );
		return $total;
	}

	/**
	 * Rows per batch.
	 */
	private static function batch_size(): int {
		/**
		 * Filters how many rows the clean-up deletes per batch.
		 *
		 * @param int $size Rows per batch.
		 */
		return max( 1, (int) apply_filters( 'immo_wizards_retention_batch_size', self::BATCH ) );
	}

	/**
	 * Seconds one clean-up run may take.
	 */
	private static function time_budget(): float {
		/**
		 * Filters how many seconds one hourly clean-up run may take (what is left waits for the next run).
		 *
		 * @param int $seconds Seconds.
		 */
		return max( 0.0, (float) apply_filters( 'immo_wizards_retention_time_budget', self::TIME_BUDGET ) );
	}
}

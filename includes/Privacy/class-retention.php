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
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Daily: unconfirmed requests older than the retention period go, with their keys, consents and
 * unsent mails and inactive saved searches; so do expired keys, old finished mails, old rate-limit windows and orphaned contacts.
 */
final class Retention {

	public const CRON_HOOK = 'immo_wizards_retention';

	/** Requests deleted per batch. */
	public const BATCH = 500;

	/** Batches per run at most (the rest waits for the next daily run). */
	public const MAX_ROUNDS = 100;

	/**
	 * Constructor.
	 *
	 * @param Settings                $settings Settings.
	 * @param Request_Repository      $requests Requests.
	 * @param Consent_Repository      $consents Consents.
	 * @param Key_Repository          $keys     Keys.
	 * @param Outbox_Repository       $mails    Outbox.
	 * @param Contact_Repository      $contacts Contacts.
	 * @param Rate_Limiter            $limiter  Rate limiter.
	 * @param Saved_Search_Repository $searches Saved searches.
	 */
	public function __construct(
		private Settings $settings,
		private Request_Repository $requests,
		private Consent_Repository $consents,
		private Key_Repository $keys,
		private Outbox_Repository $mails,
		private Contact_Repository $contacts,
		private Rate_Limiter $limiter,
		private Saved_Search_Repository $searches
	) {
	}

	/**
	 * Runs the clean-up.
	 *
	 * @return int Number of deleted requests.
	 */
	public function run(): int {
		$before  = Tables::now( -$this->settings->retention_days() * DAY_IN_SECONDS );
		$deleted = 0;
		$rounds  = 0;
		do {
			$ids      = $this->requests->stale_pending_ids( $before, self::BATCH );
			$batch    = count( $ids );
			$progress = 0;
			foreach ( $ids as $id ) {
				$this->keys->delete_for_request( $id );
				$this->consents->delete_for_request( $id );
				$this->mails->delete_pending_for_request( $id );
				$this->searches->delete_inactive_for_request( $id );
				if ( $this->requests->delete( $id ) ) {
					++$progress;
				}
			}
			$deleted += $progress;
			++$rounds;
			// A full batch means more may be left; a batch that deleted nothing would repeat forever.
		} while ( $batch >= self::BATCH && $progress > 0 && $rounds < self::MAX_ROUNDS );

		$this->keys->delete_expired( Tables::now( -DAY_IN_SECONDS ) );
		$this->mails->delete_finished_before( $before );
		$this->contacts->delete_orphans();
		$this->limiter->clean_up();
		return $deleted;
	}
}

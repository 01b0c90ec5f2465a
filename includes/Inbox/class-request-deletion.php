<?php
/**
 * Deleting a request from the inbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * A request goes with everything that exists only for it: consents, keys (its confirmation link
 * stops working), mails not sent yet and its saved search. The contact stays (it may have other
 * requests or a portal account); sent mails stay in the log.
 */
final class Request_Deletion {

	/**
	 * Constructor.
	 *
	 * @param Request_Repository      $requests Requests.
	 * @param Consent_Repository      $consents Consents.
	 * @param Key_Repository          $keys     Keys.
	 * @param Outbox_Repository       $mails    Mails.
	 * @param Saved_Search_Repository $searches Saved searches.
	 */
	public function __construct(
		private Request_Repository $requests,
		private Consent_Repository $consents,
		private Key_Repository $keys,
		private Outbox_Repository $mails,
		private Saved_Search_Repository $searches
	) {
	}

	/**
	 * Deletes a request in one transaction.
	 *
	 * @param int $id Request id.
	 * @return bool Whether it existed.
	 */
	public function delete( int $id ): bool {
		return Transaction::run(
			function () use ( $id ): bool {
				$this->keys->delete_for_request( $id );
				$this->consents->delete_for_request( $id );
				$this->mails->delete_pending_for_request( $id );
				$this->searches->delete_for_request( $id );
				return $this->requests->delete( $id );
			}
		);
	}
}

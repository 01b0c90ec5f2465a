<?php
/**
 * "Erneut senden": the one way mails are put back into the outbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Requeues mails with a fresh retry deadline and wakes the runner: they go out in the background,
 * never in the admin's request. Used by the admin notice's form and by the mail log's REST route.
 */
final class Outbox_Resend {

	/**
	 * Constructor.
	 *
	 * @param Outbox_Repository $mails  Mail storage.
	 * @param Outbox            $outbox Outbox (its runner).
	 */
	public function __construct( private Outbox_Repository $mails, private Outbox $outbox ) {
	}

	/**
	 * Requeues every failed mail, or the one failed or pending mail $id.
	 *
	 * @param int|null $id One mail, or null for every failed one.
	 * @return int Number of mails requeued (0: nothing to resend).
	 */
	public function resend( ?int $id = null ): int {
		$count = $this->mails->requeue( Tables::now( Outbox::RETRY_HOURS * HOUR_IN_SECONDS ), $id );
		if ( $count > 0 ) {
			$this->outbox->wake_runner();
		}
		return $count;
	}
}

<?php
/**
 * "Erneut senden": the one way mails are put back into the outbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Queue\Runner;
use ImmoWizards\Storage\Outbox_Repository;

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
	 * @param Runner            $runner The runner (woken).
	 */
	public function __construct( private Outbox_Repository $mails, private Runner $runner ) {
	}

	/**
	 * Requeues every failed mail, or the one failed or pending mail $id.
	 *
	 * @param int|null $id One mail, or null for every failed one.
	 * @return int Number of mails requeued (0: nothing to resend).
	 */
	public function resend( ?int $id = null ): int {
		$count = $this->mails->requeue( Outbox::policy()->deadline(), $id );
		if ( $count > 0 ) {
			$this->runner->wake();
		}
		return $count;
	}
}

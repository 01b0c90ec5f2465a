<?php
/**
 * Limits double opt-in mails per recipient.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Mail\Kinds\Confirmation_Mail;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Submit\Pipeline;

defined( 'ABSPATH' ) || exit;

/**
 * Anyone can submit a form with someone else's address. So one address gets at most a few
 * confirmation mails a day (policy `confirmation_email` of the rate limiter), and none while a request of the same type, mailed within the last day,
 * still waits for its confirmation (the first mail holds a working link). The hold lasts a day, not
 * the whole retention period, so a stranger's submit cannot block the owner's own mail for weeks. Addresses are compared folded
 * (Rate_Limiter::email_subject(): case, `+tag`, Gmail dots and googlemail.com).
 */
final class Confirmation_Throttle {

	/**
	 * Constructor.
	 *
	 * @param Outbox_Repository $mails Mail storage.
	 */
	public function __construct( private Outbox_Repository $mails ) {
	}

	/**
	 * Whether a confirmation mail for $request_id may go to the recipient.
	 *
	 * @param string $recipient_key Hash of the folded recipient.
	 * @param int    $request_id    Request the mail confirms.
	 */
	public function allows( string $recipient_key, int $request_id ): bool {
		// Counted from the outbox itself (the mails really stored), not by a limiter counter; the limit
		// is the limiter's policy and passes its filter like every other.
		$per_day = Rate_Limiter::limit( 'confirmation_email', DAY_IN_SECONDS );
		$sent    = $this->mails->count_for_recipient_since( $recipient_key, Confirmation_Mail::NAME, Tables::now( -DAY_IN_SECONDS ) );
		if ( $sent >= $per_day ) {
			return false;
		}
		return 0 === $this->mails->count_open_for_recipient( $recipient_key, Confirmation_Mail::NAME, $request_id, Pipeline::KEY_PURPOSE, Tables::now( -DAY_IN_SECONDS ) );
	}
}

<?php
/**
 * One incoming submission.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

defined( 'ABSPATH' ) || exit;

/**
 * What a wizard sent, plus where it came from.
 */
final class Submission {

	/**
	 * Constructor.
	 *
	 * @param string $type          Request type name.
	 * @param string $submission_id Client-generated UUID v4 (idempotency key).
	 * @param mixed  $contact       Submitted contact.
	 * @param mixed  $data          Type-specific data.
	 * @param mixed  $honeypot      Honeypot value (must be empty).
	 * @param mixed  $form_token    Signed form token from `GET /wizard/form-token` (checked by the Spam_Guard).
	 * @param string $ip            Client IP.
	 * @param string $locale        Visitor's locale.
	 * @param mixed  $proof         Solved proof of work, when the site asked for one (Work_Proof).
	 */
	public function __construct(
		public readonly string $type,
		public readonly string $submission_id,
		public readonly mixed $contact,
		public readonly mixed $data,
		public readonly mixed $honeypot,
		public readonly mixed $form_token,
		public readonly string $ip,
		public readonly string $locale,
		public readonly mixed $proof = null
	) {
	}
}

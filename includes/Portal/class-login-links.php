<?php
/**
 * Login links: `login` keys and the mail that carries them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Errors\Invalid_Key;
use ImmoWizards\Errors\Rate_Limited;
use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Kinds\Login_Link_Mail;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Submit\Email;
use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * A login key is valid for 20 minutes and has two uses: `/auth/login` opens a session with it,
 * `/auth/login/nonce` then hands out that session's nonce (and only to that session).
 *
 * Anyone can ask for a customer's link, so one address gets at most a few a day (policy
 * `login_link_email`, counted from the outbox) and no new one while a link sent in the last few
 * minutes is still unused (it works): nobody can flood an inbox, and nobody can use a customer's daily
 * limit up by asking again and again. Both hold back silently: the answer is the same for everyone.
 */
final class Login_Links {

	public const PURPOSE = 'login';

	public const TTL = 20 * MINUTE_IN_SECONDS;

	public const USES = 2;

	/** Minutes an unused link holds back a new one. */
	public const HOLD_MINUTES = 5;

	/** The mail's kind in the outbox. */
	private const KIND = Login_Link_Mail::NAME;

	/**
	 * Constructor.
	 *
	 * @param Key_Service       $keys     Keys.
	 * @param Portal_Accounts   $accounts Portal users and contacts.
	 * @param Outbox            $outbox   Mail outbox (sent after the response, never inside it).
	 * @param Rate_Limiter      $limiter  Rate limits.
	 * @param Outbox_Repository $mails    Mails sent so far (the daily cap).
	 * @param Key_Repository    $key_rows Keys issued so far (an unused recent link).
	 */
	public function __construct(
		private Key_Service $keys,
		private Portal_Accounts $accounts,
		private Outbox $outbox,
		private Rate_Limiter $limiter,
		private Outbox_Repository $mails,
		private Key_Repository $key_rows
	) {
	}

	/**
	 * A fresh login key for a portal user.
	 *
	 * @param int $user_id    User id.
	 * @param int $contact_id Their contact id (0 when none).
	 */
	public function issue( int $user_id, int $contact_id ): string {
		return $this->keys->create( self::PURPOSE, 0, $contact_id, self::TTL, self::USES, $user_id );
	}

	/**
	 * Whether the key is a login link's that can still open a session: unused, of a portal user.
	 *
	 * @param mixed $raw Key from a link.
	 */
	public function can_log_in( $raw ): bool {
		try {
			$key = $this->keys->check( $raw, self::PURPOSE );
		} catch ( Invalid_Key $e ) {
			return false;
		}
		return 0 === (int) $key->uses && null !== $this->accounts->portal_user( (int) $key->user_id );
	}

	/**
	 * `/auth/email`: mails a login link when the address belongs to a portal user. The caller answers
	 * the same for every well-formed address, so nothing here may differ visibly between them: the
	 * mail is only queued, and sent after the response.
	 *
	 * @param mixed $raw_email Address as typed.
	 * @return bool False for a malformed address, else true.
	 * @throws Rate_Limited When the client or the address asked too often.
	 */
	public function request( $raw_email ): bool {
		$this->limiter->enforce_policy( Rate_Limiter::ip_bucket( 'auth_email_ip' ) );
		$email = Email::normalize( $raw_email );
		if ( null === $email ) {
			return false;
		}
		// Counted for every address alike (known or not), so a 429 reveals nothing either.
		$this->limiter->enforce_policy( 'auth_email:' . Rate_Limiter::email_subject( $email ) );

		$user = get_user_by( 'email', $email );
		if ( $user && Roles::is_contact_only( $user ) && $this->may_mail( $user ) ) {
			$contact = $this->accounts->contact_of( $user );
			$key     = $this->issue( (int) $user->ID, $contact ? (int) $contact->id : 0 );
			$this->outbox->send_after_response(
				$this->outbox->queue(
					self::KIND,
					I18n::recipient_locale( false ),
					array(
						'args'      => array( $key, $contact ? (array) $contact : array() ),
						'recipient' => (string) $user->user_email,
					)
				)
			);
		}
		return true;
	}

	/**
	 * Whether another link may go to the user: under the daily cap, and no unused link of the last
	 * few minutes.
	 *
	 * @param \WP_User $user Portal user.
	 */
	private function may_mail( \WP_User $user ): bool {
		$recipient = hash( 'sha256', Rate_Limiter::email_subject( (string) $user->user_email ) );
		if ( $this->mails->count_for_recipient_since( $recipient, self::KIND, Tables::now( -DAY_IN_SECONDS ) ) >= Rate_Limiter::limit( 'login_link_email', DAY_IN_SECONDS ) ) {
			return false;
		}
		// A link mailed within the hold whose key still works (a confirmation's own login key, handed
		// to the page and never mailed, holds nothing back).
		$since = Tables::now( -self::HOLD_MINUTES * MINUTE_IN_SECONDS );
		return 0 === $this->mails->count_for_recipient_since( $recipient, self::KIND, $since )
			|| ! $this->key_rows->has_unused( self::PURPOSE, (int) $user->ID, $since );
	}
}

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
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Submit\Email;
use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * A login key is valid for 20 minutes and has two uses: `/auth/login` opens a session with it,
 * `/auth/login/nonce` then hands out that session's nonce (and only to that session).
 */
final class Login_Links {

	public const PURPOSE = 'login';

	public const TTL = 20 * MINUTE_IN_SECONDS;

	public const USES = 2;

	/**
	 * Constructor.
	 *
	 * @param Key_Service     $keys      Keys.
	 * @param Portal_Accounts $accounts  Portal users and contacts.
	 * @param Mail_Queue      $mails     Deferred mails.
	 * @param Rate_Limiter    $limiter   Rate limits.
	 */
	public function __construct(
		private Key_Service $keys,
		private Portal_Accounts $accounts,
		private Mail_Queue $mails,
		private Rate_Limiter $limiter
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
	 * mail is only queued.
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
		if ( $user && Roles::is_contact_only( $user ) ) {
			$contact = $this->accounts->contact_of( $user );
			$key     = $this->issue( (int) $user->ID, $contact ? (int) $contact->id : 0 );
			$this->mails->queue(
				'login_link',
				I18n::recipient_locale( false ),
				array(
					'args'      => array( $key, $contact ? (array) $contact : array() ),
					'recipient' => (string) $user->user_email,
				)
			);
		}
		return true;
	}
}

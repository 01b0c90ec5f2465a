<?php
/**
 * Changing a portal user's e-mail address (confirmed by a link to the new address).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Errors\Email_Taken;
use ImmoWizards\Errors\Invalid_Key;
use ImmoWizards\Errors\Rate_Limited;
use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Kinds\Email_Change_Mail;
use ImmoWizards\Mail\Kinds\Email_Changed_Mail;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The new address is kept as pending (user meta, with the hash of the one key that may apply it)
 * until its owner opens the `email_change` link; only then are the user and the contact moved.
 */
final class Email_Change {

	public const PURPOSE = 'email_change';

	public const TTL = DAY_IN_SECONDS;

	public const META = 'immo_wizards_pending_email';

	/** User meta: ids of the confirmation mails sent to new addresses (account deletion removes them). */
	public const MAILS_META = 'immo_wizards_email_change_mails';

	/**
	 * Constructor.
	 *
	 * @param Key_Service       $keys      Keys.
	 * @param Portal_Accounts   $accounts  Portal users and contacts.
	 * @param Contact_Addresses $addresses Contact address changes.
	 * @param Outbox            $outbox    Mail outbox (sent after the response, never inside it).
	 * @param Rate_Limiter      $limiter   Rate limits.
	 */
	public function __construct(
		private Key_Service $keys,
		private Portal_Accounts $accounts,
		private Contact_Addresses $addresses,
		private Outbox $outbox,
		private Rate_Limiter $limiter
	) {
	}

	/**
	 * The address waiting for confirmation, or null.
	 *
	 * @param \WP_User $user User.
	 */
	public function pending( \WP_User $user ): ?string {
		$pending = get_user_meta( $user->ID, self::META, true );
		if ( ! is_array( $pending ) || ! is_string( $pending['email'] ?? null ) || (int) ( $pending['expires'] ?? 0 ) <= time() ) {
			return null;
		}
		return $pending['email'];
	}

	/**
	 * Asks for a change to $email: a confirmation link goes to that address. The same address as now
	 * cancels a pending change; the pending address again sends nothing new. An address of another
	 * account (any WordPress user, an administrator's too) gets no mail, since the change could never
	 * be applied; but the same work is done either way (key, mail rendered and stored, the stored one
	 * cancelled at once), and nothing is sent inside the request, so neither the answer nor its time
	 * tells who has an account.
	 *
	 * @param \WP_User $user       User.
	 * @param int      $contact_id Their contact id.
	 * @param string   $email      Normalised new address.
	 * @throws Rate_Limited When the user or the address got too many of these mails today.
	 */
	public function request( \WP_User $user, int $contact_id, string $email ): void {
		if ( strtolower( (string) $user->user_email ) === $email ) {
			delete_user_meta( $user->ID, self::META );
			return;
		}
		if ( $this->pending( $user ) === $email ) {
			return;
		}
		$this->limiter->enforce_policy( 'email_change_user:' . $user->ID, 'email_change_to:' . Rate_Limiter::email_subject( $email ) );

		$key     = $this->keys->create( self::PURPOSE, 0, $contact_id, self::TTL, 1, (int) $user->ID );
		$mail_id = $this->outbox->queue(
			Email_Change_Mail::NAME,
			I18n::recipient_locale( false ),
			array(
				'args'      => array( $key, $this->greeted( $user ) ),
				'recipient' => $email,
				'status'    => $this->addresses->taken( $email, (int) $user->ID ) ? 'cancelled' : 'pending',
			)
		);
		$this->outbox->send_after_response( $mail_id );
		update_user_meta(
			$user->ID,
			self::META,
			array(
				'email'   => $email,
				'key'     => Key_Service::hash( $key ),
				'expires' => time() + self::TTL,
			)
		);
		$mails = (array) get_user_meta( $user->ID, self::MAILS_META, true );
		update_user_meta( $user->ID, self::MAILS_META, array_slice( array_merge( array_filter( $mails ), array( $mail_id ) ), -50 ) );
	}

	/**
	 * Applies the change behind an `email_change` key and tells the old address.
	 *
	 * @param mixed $raw Key from the link.
	 * @return array{0:int,1:int} User id and contact id.
	 * @throws Invalid_Key For every bad key alike (nothing changes).
	 * @throws Email_Taken When the address went to another account meanwhile (nothing changes).
	 */
	public function apply( $raw ): array {
		[ $user_id, $contact_id, $old ] = Transaction::run(
			function () use ( $raw ) {
				$key     = $this->keys->consume( $raw, self::PURPOSE );
				$user    = $this->accounts->portal_user( (int) $key->user_id );
				$pending = $user ? get_user_meta( $user->ID, self::META, true ) : null;
				if ( ! $user || ! is_array( $pending ) || ! hash_equals( (string) ( $pending['key'] ?? '' ), (string) $key->key_hash ) ) {
					throw new Invalid_Key( __( 'This link is invalid or has expired.', 'immo-wizards' ) );
				}
				$email = (string) $pending['email'];
				if ( $this->addresses->taken( $email, (int) $user->ID ) ) {
					throw self::taken();
				}
				$contact_id = $this->accounts->ensure_contact( $user );
				$this->addresses->move( $contact_id, $email );
				$this->set_user_email( $user, $email );
				delete_user_meta( $user->ID, self::META );
				return array( (int) $user->ID, $contact_id, (string) $user->user_email );
			}
		);

		$user = get_user_by( 'id', $user_id );
		$this->outbox->send_after_response(
			$this->outbox->queue(
				Email_Changed_Mail::NAME,
				I18n::recipient_locale( false ),
				array(
					'args'      => array( $user ? $this->greeted( $user ) : array() ),
					'recipient' => $old,
				)
			)
		);
		return array( $user_id, $contact_id );
	}

	/**
	 * Whom the mails greet: the user's contact (salutation and names), none when there is none.
	 *
	 * @param \WP_User $user User.
	 * @return array<string,mixed>
	 */
	private function greeted( \WP_User $user ): array {
		$contact = $this->accounts->contact_of( $user );
		return $contact ? (array) $contact : array();
	}

	/**
	 * Writes the new address into the user (without core's own notice: ours is queued instead).
	 *
	 * @param \WP_User $user  User.
	 * @param string   $email New address.
	 * @throws Email_Taken When WordPress refuses the address.
	 */
	private function set_user_email( \WP_User $user, string $email ): void {
		$silence = static fn () => false;
		add_filter( 'send_email_change_email', $silence );
		try {
			$result = wp_update_user(
				array(
					'ID'         => $user->ID,
					'user_email' => $email,
				)
			);
		} finally {
			remove_filter( 'send_email_change_email', $silence );
		}
		if ( is_wp_error( $result ) ) {
			throw self::taken();
		}
	}

	/**
	 * The failure when the address belongs to someone else.
	 */
	private static function taken(): Email_Taken {
		return new Email_Taken( __( 'This e-mail address is already used by another account.', 'immo-wizards' ) );
	}
}

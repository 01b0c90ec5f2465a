<?php
/**
 * WordPress users for confirmed contacts.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Users;

use ImmoWizards\Errors\Account_Refused;
use ImmoWizards\Errors\Log;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Creates or updates `immo_contact` users and links them with their contacts. A user with any other
 * role is never changed and never linked (no privilege changes through a public form).
 *
 * Linking runs after a confirmation has committed, so neither a veto by another plugin nor a crash can
 * undo or block the confirmation. It is idempotent (the address finds the same user again), so a
 * missing link is repaired by the next confirmation of the contact, by the next login, or by the
 * background run (repair()).
 */
final class Portal_Users {

	/** How long after a confirmation the background run retries a missing link. */
	public const REPAIR_WINDOW = HOUR_IN_SECONDS;

	/** Most contacts one background run links. */
	private const REPAIR_BATCH = 50;

	/**
	 * Constructor.
	 *
	 * @param Contact_Repository $contacts Contacts.
	 */
	public function __construct( private Contact_Repository $contacts ) {
	}

	/**
	 * Links a contact with its portal user, creating the user when needed. Failures other than a veto
	 * (database, another plugin's exception) are logged and left to the repair: the caller's
	 * confirmation has already been committed.
	 *
	 * @param int $contact_id Contact id.
	 * @return int User id; 0 when none is linked (unknown contact, address of a user with another role,
	 *             or a failure the repair retries).
	 * @throws Account_Refused When the site refuses to create the user.
	 */
	public function link( int $contact_id ): int {
		try {
			$contact = $this->contacts->find( $contact_id );
			if ( ! $contact ) {
				return 0;
			}
			$user_id = $this->ensure( (string) $contact->email, (string) $contact->firstname, (string) $contact->lastname );
			if ( $user_id && (int) $contact->user_id !== $user_id ) {
				$this->contacts->set_user( $contact_id, $user_id );
			}
			return $user_id;
		} catch ( Account_Refused $e ) {
			throw $e;
		} catch ( \Throwable $e ) {
			Log::error( 'portal user of contact ' . $contact_id . ' not linked: ' . get_class( $e ) . ': ' . $e->getMessage() );
			return 0;
		}
	}

	/**
	 * Background repair: links the contacts confirmed within the last hour that still have no user
	 * (a crash or a failure between the confirmation's commit and the user's creation). A veto is
	 * tried again only within that hour.
	 *
	 * @return int How many contacts were linked.
	 */
	public function repair(): int {
		$linked = 0;
		foreach ( $this->contacts->unlinked_confirmed_since( Tables::now( -self::REPAIR_WINDOW ), self::REPAIR_BATCH ) as $contact_id ) {
			try {
				$linked += $this->link( $contact_id ) ? 1 : 0;
			} catch ( Account_Refused $e ) {
				continue;
			}
		}
		return $linked;
	}

	/**
	 * Id of the portal user for this address, creating it when needed; 0 when the address belongs to
	 * a user who is not a contact-only user.
	 *
	 * @param string $email     Normalised e-mail.
	 * @param string $firstname First name.
	 * @param string $lastname  Last name.
	 * @throws Account_Refused When the site refuses to create the user.
	 */
	public function ensure( string $email, string $firstname, string $lastname ): int {
		$user = get_user_by( 'email', $email );
		if ( $user ) {
			if ( ! Roles::is_contact_only( $user ) ) {
				return 0;
			}
			wp_update_user(
				array(
					'ID'         => $user->ID,
					'first_name' => $firstname,
					'last_name'  => $lastname,
				)
			);
			return (int) $user->ID;
		}
		$id = wp_insert_user(
			array(
				'user_login'           => $this->login_for( $email ),
				'user_email'           => $email,
				'user_pass'            => wp_generate_password( 32, true, true ),
				'first_name'           => $firstname,
				'last_name'            => $lastname,
				'display_name'         => trim( $firstname . ' ' . $lastname ),
				'role'                 => Roles::ROLE,
				'show_admin_bar_front' => 'false',
			)
		);
		if ( is_wp_error( $id ) ) {
			// A confirmation of the same address running at the same time may have created it.
			$user = get_user_by( 'email', $email );
			if ( $user ) {
				return Roles::is_contact_only( $user ) ? (int) $user->ID : 0;
			}
			throw self::refused( $id->get_error_code() );
		}
		return $this->created( (int) $id, $email );
	}

	/**
	 * Keeps a new user only when the address finds it again. A plugin that rewrites or drops the
	 * address (`pre_user_email`, `wp_pre_insert_user_data`) would otherwise get a new user on every
	 * confirmation, none of them reachable by a login link.
	 *
	 * @param int    $id    New user id.
	 * @param string $email Address it was created for.
	 * @throws Account_Refused When the address was changed.
	 */
	private function created( int $id, string $email ): int {
		clean_user_cache( $id );
		$user = get_userdata( $id );
		if ( $user && 0 === strcasecmp( (string) $user->user_email, $email ) ) {
			return Roles::is_contact_only( $user ) ? $id : 0;
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		if ( is_multisite() ) {
			require_once ABSPATH . 'wp-admin/includes/ms.php';
			wpmu_delete_user( $id );
		} else {
			wp_delete_user( $id );
		}
		throw self::refused( 'user_email_changed' );
	}

	/**
	 * The veto, logged with WordPress's reason (the visitor sees a plain message).
	 *
	 * @param string|int $reason Error code of the refusal.
	 */
	private static function refused( $reason ): Account_Refused {
		Log::error( 'portal user refused: ' . $reason );
		return new Account_Refused( __( 'Your request has been confirmed, but your customer account could not be created. Please contact us.', 'immo-wizards' ) );
	}

	/**
	 * A free, random login name (never derived from the address, so author slugs leak nothing).
	 *
	 * @param string $email E-mail (unused; kept for filters).
	 */
	private function login_for( string $email ): string {
		do {
			$login = 'immo-contact-' . strtolower( wp_generate_password( 12, false ) );
		} while ( username_exists( $login ) );
		/**
		 * Filters the login name of a new portal user.
		 *
		 * @param string $login Random login name.
		 * @param string $email E-mail address.
		 */
		return (string) apply_filters( 'immo_wizards_portal_user_login', $login, $email );
	}
}

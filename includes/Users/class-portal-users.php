<?php
/**
 * WordPress users for confirmed contacts.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Users;

defined( 'ABSPATH' ) || exit;

/**
 * Creates or updates `immo_contact` users. A user with any other role is never changed and never
 * linked (no privilege changes through a public form).
 */
final class Portal_Users {

	/**
	 * Id of the portal user for this address, creating it when needed; 0 when the address belongs to
	 * a user who is not a contact-only user.
	 *
	 * @param string $email     Normalised e-mail.
	 * @param string $firstname First name.
	 * @param string $lastname  Last name.
	 * @throws \RuntimeException When the user cannot be created.
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
			throw new \RuntimeException( esc_html( $id->get_error_message() ) );
		}
		return (int) $id;
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

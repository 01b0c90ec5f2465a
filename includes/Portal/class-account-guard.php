<?php
/**
 * Keeps portal users on the portal's own account routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress lets every user edit their own profile through `/wp/v2/users/me` and create application
 * passwords. For a portal user that would change the address without the confirmation mail, or open
 * a login that needs no link: both are closed; the portal's routes are the way to change the account.
 */
final class Account_Guard {

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'refuse_user_writes' ), 10, 3 );
		add_filter( 'wp_is_application_passwords_available_for_user', array( $this, 'no_application_passwords' ), 10, 2 );
	}

	/**
	 * `rest_pre_dispatch`: a portal user may read but not write core's user routes.
	 *
	 * @param mixed            $result  Response so far.
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function refuse_user_writes( $result, $server, $request ) {
		if ( null !== $result || 'GET' === $request->get_method() || ! str_starts_with( Controller::route_of( $request ), '/wp/v2/users' ) ) {
			return $result;
		}
		return Roles::is_contact_only( wp_get_current_user() ) ? Portal_Errors::forbidden() : $result;
	}

	/**
	 * No application passwords for portal users.
	 *
	 * @param bool     $available Whether they are available.
	 * @param \WP_User $user      User.
	 */
	public function no_application_passwords( $available, $user ): bool {
		return (bool) $available && ! Roles::is_contact_only( $user instanceof \WP_User ? $user : null );
	}
}

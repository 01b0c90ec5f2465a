<?php
/**
 * Who may use the inbox's routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * The `permission_callback` of every inbox route: users with `immo_manage_requests` (administrators
 * and editors); anyone else gets 401 when logged out, 403 when logged in.
 */
final class Inbox_Access {

	/**
	 * Checks the capability.
	 *
	 * @return true|\WP_Error
	 */
	public static function check() {
		if ( current_user_can( Roles::MANAGE_REQUESTS ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to see the requests.', 'immo-wizards' ), array( 'status' => rest_authorization_required_code() ) );
	}
}

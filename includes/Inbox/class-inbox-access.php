<?php
/**
 * Who may use the inbox's routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

use ImmoWizards\Rest\Controller;
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
		return Controller::require_capability( Roles::MANAGE_REQUESTS, __( 'Sorry, you are not allowed to see the requests.', 'immo-wizards' ) );
	}
}

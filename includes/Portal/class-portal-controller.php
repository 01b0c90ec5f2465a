<?php
/**
 * Base of the portal's routes for a logged-in portal user.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * Every route needs a portal user (sole role `immo_contact`) with a valid `wp_rest` nonce: WordPress
 * drops a cookie without a nonce (user 0 → 401), and the nonce is checked here once more so no other
 * way of authenticating reaches the portal without one (→ 403). Routes answer through respond(),
 * with the portal's error codes.
 */
abstract class Portal_Controller extends Portal_Api_Controller {

	/**
	 * Permission callback of every portal route.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function portal_permissions_check( $request ) {
		$user = wp_get_current_user();
		if ( ! $user->exists() ) {
			return Portal_Errors::not_logged_in();
		}
		$nonce = $request->get_header( 'X-WP-Nonce' ) ?? $request->get_param( '_wpnonce' );
		if ( ! Roles::is_contact_only( $user ) || ! is_string( $nonce ) || ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			return Portal_Errors::forbidden();
		}
		return true;
	}

	/**
	 * The logged-in portal user.
	 */
	protected function user(): \WP_User {
		return wp_get_current_user();
	}

	/**
	 * Schema of the `user` in session answers.
	 *
	 * @return array<string,mixed>
	 */
	public static function user_schema(): array {
		return array(
			'type'       => 'object',
			'readonly'   => true,
			'properties' => array(
				'email' => array(
					'type'   => 'string',
					'format' => 'email',
				),
			),
		);
	}
}

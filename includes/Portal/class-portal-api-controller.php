<?php
/**
 * Base of the portal API's routes: logins, confirmation by key and the logged-in portal.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Domain errors answer with the portal API's own codes (`immo_invalid_key`, `immo_not_found` …; the
 * portal client matches them) instead of the wizards' codes. Logins, confirmations and portal changes
 * come only from this site's own pages (or an allowed embedding host): no other site may make its
 * visitors log in, use up keys or change an account.
 */
abstract class Portal_Api_Controller extends Controller {

	/**
	 * Browsers on other sites are turned away.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * The WP_Error for a domain error, with the portal API's codes.
	 *
	 * @param \Throwable $error Error.
	 */
	protected function error_for( \Throwable $error ): \WP_Error {
		return Portal_Errors::to_wp_error( $error );
	}
}

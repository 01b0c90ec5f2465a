<?php
/**
 * Base of the settings screen's own routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`, as for the settings themselves), and only from this site's
 * pages: the routes make the server fetch a URL or render mails.
 */
abstract class Settings_Controller extends Controller {

	/**
	 * Browsers on other sites are turned away.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Administrators only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return self::admin_only( __( 'Sorry, only administrators may change the settings.', 'immo-wizards' ) );
	}
}

<?php
/**
 * Base of the settings screen's own routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`, as for the settings themselves), and only from this site's
 * pages: the routes make the server fetch a URL or render mails, or (the setup assistant's) create a
 * page, set the privacy page or send a test mail. Each is one POST at its base; a subclass names its
 * request args, its work and its answer's schema.
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

	/**
	 * Registers the POST route.
	 */
	final public function register_routes(): void {
		$this->register_route( '', $this->endpoint( \WP_REST_Server::CREATABLE, 'create_item', array( $this, 'create_item_permissions_check' ), $this->request_args() ) );
	}

	/**
	 * Answers with the route's work.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	final public function create_item( $request ) {
		return $this->respond( fn () => $this->answer( $request ) );
	}

	/**
	 * The args of the request.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	abstract protected function request_args(): array;

	/**
	 * The route's work: the answer's data (see get_item_schema()).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	abstract protected function answer( \WP_REST_Request $request ): array;
}

<?php
/**
 * Base of the plugin's REST controllers.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's namespace and route registration with the public item schema. Subclasses set
 * `$rest_base` and register their routes with register_route().
 */
abstract class Controller extends \WP_REST_Controller {

	/**
	 * The plugin's REST namespace.
	 *
	 * @var string
	 */
	protected $namespace = 'immo-wizards/v1';

	/**
	 * Registers one endpoint at the base (plus `$path`), answering the public item schema.
	 *
	 * @param string              $path     Path after the base: '' or e.g. '/reverse'.
	 * @param array<string,mixed> $endpoint Methods, callback, permission_callback and args.
	 */
	protected function register_route( string $path, array $endpoint ): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . $path,
			array(
				$endpoint,
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The POST endpoint handled by create_item(), its args taken from the item schema.
	 *
	 * @return array<string,mixed>
	 */
	protected function create_endpoint(): array {
		return array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => array( $this, 'create_item' ),
			'permission_callback' => array( $this, 'create_item_permissions_check' ),
			'args'                => $this->get_endpoint_args_for_item_schema( \WP_REST_Server::CREATABLE ),
		);
	}
}

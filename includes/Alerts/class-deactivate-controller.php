<?php
/**
 * POST /saved-searches/deactivate and /saved-searches/deactivate/one-click: the alert mail's
 * "Suchprofil deaktivieren".
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Public: the token is the credential. The deactivate page's button posts to the first route (attempts
 * limited per IP, shared with the other key routes); mail clients' one-click unsubscribe (RFC 8058: a
 * POST of `List-Unsubscribe=One-Click` to the header's URL, which carries `k`) to the second, whose
 * own higher limit lets a mail provider unsubscribe many recipients from one address.
 * Bad token: 403 `immo_wizards_invalid_key`.
 */
final class Deactivate_Controller extends Controller {

	/**
	 * Changes state: no other site may make its visitors do it.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'saved-searches/deactivate';

	/**
	 * Constructor.
	 *
	 * @param Deactivation $deactivation Deactivates by token.
	 */
	public function __construct( private Deactivation $deactivation ) {}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->endpoint( \WP_REST_Server::CREATABLE, 'create_item', array( $this, 'create_item_permissions_check' ), $this->get_item_schema()['properties'] ) );
		$this->register_route(
			'/one-click',
			$this->endpoint(
				\WP_REST_Server::CREATABLE,
				'one_click',
				array( $this, 'create_item_permissions_check' ),
				$this->get_item_schema()['properties'] + array(
					'List-Unsubscribe' => array(
						'description' => __( 'RFC 8058: One-Click.', 'immo-wizards' ),
						'type'        => 'string',
						'enum'        => array( 'One-Click' ),
						'required'    => true,
					),
				)
			)
		);
	}

	/**
	 * Public.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * Deactivates.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		return $this->respond( fn () => array( 'deactivated' => $this->deactivation->deactivate( $request['k'] ) ) );
	}

	/**
	 * Deactivates for a mail client's one-click unsubscribe.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function one_click( $request ) {
		return $this->respond( fn () => array( 'deactivated' => $this->deactivation->deactivate( $request['k'], true ) ) );
	}

	/**
	 * Schema.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-saved-search-deactivate',
			'type'       => 'object',
			'properties' => array(
				'k'           => array(
					'description' => __( 'Token from the alert mail.', 'immo-wizards' ),
					'type'        => 'string',
					'maxLength'   => 5000,
					'required'    => true,
				),
				'deactivated' => array(
					'description' => __( 'Number of saved searches now inactive.', 'immo-wizards' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
			),
		);
	}
}

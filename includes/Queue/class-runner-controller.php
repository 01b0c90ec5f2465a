<?php
/**
 * POST /outbox/run: the queues' runner, started by the plugin's own loopback request.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Queue;

use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Sends the due mails and webhook deliveries. Only the site itself can call it (a token signed with
 * its salt, valid for minutes); all it can do is send what is due anyway, so a replayed token does no
 * harm.
 */
final class Runner_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = Runner_Kick::ROUTE;

	/**
	 * A write route: browsers on other sites are turned away (the loopback sends no Origin).
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Constructor.
	 *
	 * @param Runner $runner The runner.
	 */
	public function __construct( private Runner $runner ) {
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->endpoint( \WP_REST_Server::CREATABLE, 'create_item', array( $this, 'create_item_permissions_check' ), $this->get_item_schema()['properties'] ) );
	}

	/**
	 * Only with a token this site signed.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		if ( Runner_Kick::valid( $request->get_param( 'token' ) ) ) {
			return true;
		}
		return new \WP_Error( 'immo_wizards_invalid_token', __( 'This request is not allowed.', 'immo-wizards' ), array( 'status' => 403 ) );
	}

	/**
	 * Sends what is due; the caller does not wait for the answer.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function create_item( $request ) {
		ignore_user_abort( true );
		$this->runner->run();
		return rest_ensure_response( array( 'done' => true ) );
	}

	/**
	 * Schema: the token in, `done` out.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-outbox-run',
			'type'       => 'object',
			'properties' => array(
				'token' => array(
					'description' => __( 'Signed by the site for its own loopback request.', 'immo-wizards' ),
					'type'        => 'string',
					'pattern'     => '^[0-9]{1,12}\.[0-9a-f]{64}$',
					'maxLength'   => 80,
					'required'    => true,
					'context'     => array(),
				),
				'done'  => array(
					'description' => __( 'Whether the due mails were processed.', 'immo-wizards' ),
					'type'        => 'boolean',
					'readonly'    => true,
					'context'     => array( 'view' ),
				),
			),
		);
	}
}

<?php
/**
 * POST /wizard/confirm: double opt-in (or e-mail change) by key, opening the portal; a login link's
 * key is answered as such.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

defined( 'ABSPATH' ) || exit;

/**
 * The portal POSTs the key from the mail link (a GET alone never changes state, so link scanners do
 * not use keys up). Codes are the portal's: 403 `immo_invalid_key`, 409 `immo_already_confirmed`,
 * 429 `immo_rate_limited`.
 */
final class Confirm_Controller extends Portal_Api_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/confirm';

	/**
	 * Constructor.
	 *
	 * @param Portal_Entry $entry Confirms by key and opens the portal.
	 */
	public function __construct( private Portal_Entry $entry ) {}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->endpoint( \WP_REST_Server::CREATABLE, 'create_item', array( $this, 'create_item_permissions_check' ), $this->get_item_schema()['properties'] ) );
	}

	/**
	 * Public: the key itself is the credential (attempts limited per IP).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * Confirms the request (or e-mail change) behind the key.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		return $this->respond( fn () => $this->entry->open( $request['k'] ) );
	}

	/**
	 * Schema: the key in, opcode/type/uuid/loginKey out.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-confirm',
			'type'       => 'object',
			'properties' => array(
				'k'               => array(
					'description' => __( 'Key from the confirmation link.', 'immo-wizards' ),
					'type'        => 'string',
					'maxLength'   => 200,
					'required'    => true,
				),
				'opcode'          => array(
					'type'     => 'string',
					'enum'     => array( 'Contact', 'EmailChanged', 'Login' ),
					'readonly' => true,
				),
				'type'            => array(
					'type'     => 'string',
					'readonly' => true,
				),
				'uuid'            => array(
					'type'     => 'string',
					'format'   => 'uuid',
					'readonly' => true,
				),
				'priceIndication' => array(
					'description' => __( 'A confirmed owner lead with the price indication on: the range from the agency’s listings.', 'immo-wizards' ),
					'type'        => array( 'object', 'null' ),
					'readonly'    => true,
					'properties'  => array(
						'low'   => array( 'type' => 'number' ),
						'high'  => array( 'type' => 'number' ),
						'count' => array( 'type' => 'integer' ),
						'from'  => array( 'type' => 'string' ),
						'to'    => array( 'type' => 'string' ),
					),
				),
				'loginKey'        => array(
					'description' => __( 'A fresh login key for the portal user (empty when the address belongs to no portal user).', 'immo-wizards' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
	}
}

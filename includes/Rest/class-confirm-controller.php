<?php
/**
 * POST /wizard/confirm: double opt-in by key.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Submit\Confirmation;

defined( 'ABSPATH' ) || exit;

/**
 * The portal POSTs the key from the mail link (a GET alone never changes state, so link scanners do
 * not use keys up).
 */
final class Confirm_Controller extends Controller {

	/**
	 * Confirming changes state (and will log in): no other site may do it through its visitors.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/confirm';

	/**
	 * Constructor.
	 *
	 * @param Confirmation $confirmation Confirmation service.
	 * @param Rate_Limiter $limiter      Rate limiter.
	 */
	public function __construct( private Confirmation $confirmation, private Rate_Limiter $limiter ) {}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->create_endpoint() );
	}

	/**
	 * Public: the key itself is the credential (rate limited per IP).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * Confirms the request behind the key.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		try {
			$this->limiter->enforce_policy( Rate_Limiter::ip_bucket( 'confirm_ip' ) );
			return rest_ensure_response( $this->confirmation->confirm( $request['k'] ) );
		} catch ( \Throwable $e ) {
			return Error_Mapper::to_wp_error( $e );
		}
	}

	/**
	 * Schema: the key in, opcode/type/uuid out.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-confirm',
			'type'       => 'object',
			'properties' => array(
				'k'      => array(
					'description' => __( 'Key from the confirmation link.', 'immo-wizards' ),
					'type'        => 'string',
					'maxLength'   => 200,
					'required'    => true,
				),
				'opcode' => array(
					'type'     => 'string',
					'enum'     => array( 'Contact' ),
					'readonly' => true,
				),
				'type'   => array(
					'type'     => 'string',
					'readonly' => true,
				),
				'uuid'   => array(
					'type'     => 'string',
					'format'   => 'uuid',
					'readonly' => true,
				),
			),
		);
	}
}

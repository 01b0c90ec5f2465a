<?php
/**
 * GET /wizard/form-token?type=…: the signed start time of a wizard (minimum fill time).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Security\Spam_Guard;

defined( 'ABSPATH' ) || exit;

/**
 * Each wizard fetches a token for its request type when it is shown and sends it with its submit; the
 * Spam_Guard checks signature, type, network, age and single use. The answer is never cached (it holds
 * the time it was issued and is bound to the client's network).
 */
final class Form_Token_Controller extends Controller {

	/**
	 * Other sites must not read form tokens.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/form-token';

	/**
	 * Constructor.
	 *
	 * @param Spam_Guard    $spam    Issues the tokens.
	 * @param Rate_Limiter  $limiter Rate limiter.
	 * @param Request_Types $types   The request types a token can be issued for.
	 */
	public function __construct( private Spam_Guard $spam, private Rate_Limiter $limiter, private Request_Types $types ) {
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route(
			'',
			$this->endpoint(
				\WP_REST_Server::READABLE,
				'get_item',
				array( $this, 'get_item_permissions_check' ),
				array(
					'type' => array(
						'description' => __( 'Request type of the form that will send the token.', 'immo-wizards' ),
						'type'        => 'string',
						'enum'        => $this->types->names(),
						'required'    => true,
					),
				)
			)
		);
	}

	/**
	 * Public: every anonymous visitor who sees a wizard needs a token. A token grants nothing by itself
	 * (submits are still validated, rate limited and double opt-in); this route is rate limited per IP.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * A new token.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$this->limiter->enforce_policy( Rate_Limiter::ip_bucket( 'form_token_ip' ) );
				$response = rest_ensure_response( array( 'token' => $this->spam->issue_form_token( (string) $request['type'] ) ) );
				$response->header( 'Cache-Control', 'no-store' );
				return $response;
			}
		);
	}

	/**
	 * Schema of the answer.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-form-token',
			'type'       => 'object',
			'properties' => array(
				'token' => array(
					'description' => __( 'Signed issue time, sent back once as formToken with the submit of the same type.', 'immo-wizards' ),
					'type'        => 'string',
					'pattern'     => '^[0-9]+\.[0-9a-f]{32}\.[0-9a-f]{64}$',
					'readonly'    => true,
					'context'     => array( 'view' ),
				),
			),
		);
	}
}

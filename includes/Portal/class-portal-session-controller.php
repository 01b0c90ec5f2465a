<?php
/**
 * GET /auth/me (session check) and DELETE /v1/auth/me (logout).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

defined( 'ABSPATH' ) || exit;

/**
 * The portal checks its session every 60 seconds with GET /auth/me; a 401/403 means it is gone.
 */
final class Portal_Session_Controller extends Portal_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'auth/me';

	/**
	 * Constructor.
	 *
	 * @param Sessions $sessions Sessions.
	 */
	public function __construct( private Sessions $sessions ) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$access = array( $this, 'portal_permissions_check' );
		// The spec's session check lives beside /auth/login, outside `v1`.
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'me', $access ), null, 'immo-wizards' );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::DELETABLE, 'logout', $access ) );
	}

	/**
	 * GET /auth/me: the logged-in user.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function me( $request ) {
		return $this->respond( fn () => array( 'user' => array( 'email' => (string) $this->user()->user_email ) ) );
	}

	/**
	 * DELETE /v1/auth/me: destroys the session server-side and clears its cookies.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function logout( $request ) {
		return $this->respond(
			function () {
				$this->sessions->logout();
				return array( 'loggedOut' => true );
			}
		);
	}

	/**
	 * Schema of the answers.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-session',
			'type'       => 'object',
			'properties' => array(
				'user'      => self::user_schema(),
				'loggedOut' => array(
					'type'     => 'boolean',
					'readonly' => true,
				),
			),
		);
	}
}

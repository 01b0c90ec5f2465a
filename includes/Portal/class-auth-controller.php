<?php
/**
 * POST /auth/email, /auth/login, /auth/login/nonce: logging in to the portal by link.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

defined( 'ABSPATH' ) || exit;

/**
 * Public routes (namespace `immo-wizards`): the e-mail address or the key is all a visitor has.
 * `/auth/email` answers every well-formed address alike and in the same time; key routes share one
 * limit on attempts per IP.
 */
final class Auth_Controller extends Portal_Api_Controller {

	/**
	 * Route namespace (the spec's `/auth/*` calls live outside `v1`).
	 *
	 * @var string
	 */
	protected $namespace = 'immo-wizards';

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'auth';

	/** Seconds `/auth/email` takes at least, whatever it did. */
	public const EMAIL_MIN_SECONDS = 0.3;

	/**
	 * Constructor.
	 *
	 * @param Login_Links $links    Login links.
	 * @param Sessions    $sessions Sessions.
	 */
	public function __construct( private Login_Links $links, private Sessions $sessions ) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$email = array(
			'description' => __( 'E-mail address of the portal account.', 'immo-wizards' ),
			'type'        => 'string',
			'maxLength'   => 254,
			'required'    => true,
		);
		// Public: the address or the key is the only credential (rate limited).
		$public = '__return_true';
		$this->register_route( '/email', $this->endpoint( \WP_REST_Server::CREATABLE, 'request_link', $public, array( 'email' => $email ) ) );
		$this->register_route( '/login', $this->endpoint( \WP_REST_Server::CREATABLE, 'login', $public, array( 'k' => self::key_arg() ) ) );
		$this->register_route( '/login/nonce', $this->endpoint( \WP_REST_Server::CREATABLE, 'nonce', $public, array( 'k' => self::key_arg() ) ) );
	}

	/**
	 * POST /auth/email: `{sent: true}` for every well-formed address, `{sent: false}` for a malformed
	 * one; a mail is queued only for a portal user.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function request_link( \WP_REST_Request $request ) {
		$started = microtime( true );
		$answer  = $this->respond( fn () => array( 'sent' => $this->links->request( $request['email'] ) ) );
		/**
		 * Filters the least time `/auth/email` takes, in seconds: whether a mail was queued must not
		 * show in the response time.
		 *
		 * @param float $seconds Default 0.3.
		 */
		$minimum = (float) apply_filters( 'immo_wizards_auth_email_min_seconds', self::EMAIL_MIN_SECONDS );
		$left    = $started + $minimum - microtime( true );
		if ( $left > 0 ) {
			usleep( (int) ( $left * 1e6 ) );
		}
		return $answer;
	}

	/**
	 * POST /auth/login: opens a new session (auth cookies) for the login key's user.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function login( \WP_REST_Request $request ) {
		return $this->respond(
			fn () => array(
				'user'  => array( 'email' => (string) $this->sessions->login( $request['k'] )->user_email ),
				'login' => true,
			)
		);
	}

	/**
	 * POST /auth/login/nonce: the REST nonce of the session /auth/login opened with the same key.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function nonce( \WP_REST_Request $request ) {
		return $this->respond( fn () => array( 'nonce' => $this->sessions->nonce( $request['k'] ) ) );
	}

	/**
	 * Arg schema of a key from a link.
	 *
	 * @return array<string,mixed>
	 */
	public static function key_arg(): array {
		return array(
			'description' => __( 'Key from the link.', 'immo-wizards' ),
			'type'        => 'string',
			'maxLength'   => 200,
			'required'    => true,
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
			'title'      => 'immo-wizards-auth',
			'type'       => 'object',
			'properties' => array(
				'sent'  => array(
					'type'     => 'boolean',
					'readonly' => true,
				),
				'login' => array(
					'type'     => 'boolean',
					'readonly' => true,
				),
				'nonce' => array(
					'type'     => 'string',
					'readonly' => true,
				),
				'user'  => Portal_Controller::user_schema(),
			),
		);
	}
}

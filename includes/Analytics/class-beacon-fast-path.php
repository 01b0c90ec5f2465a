<?php
/**
 * POST /funnel answered right after the plugins are loaded.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Rest\Database_Guard;

defined( 'ABSPATH' ) || exit;

/**
 * A beacon is sent on every step change of every visitor, so its server time matters most: the
 * route is answered early on `init` (after the plugin's translations and updates), before the
 * blocks, post types and other `init` work of every plugin and the REST server's hundreds of routes
 * are built. The same controller
 * does the work; what WordPress's REST server does around it is done here as it does it for this
 * route: the body (JSON or a form), the args' schema (missing: `rest_missing_callback_param`, wrong:
 * `rest_invalid_param`, 400), the cross-site check, the answer with its status.
 */
final class Beacon_Fast_Path {

	/** The route, below the REST root. */
	public const ROUTE = '/immo-wizards/v1/funnel';

	/**
	 * Constructor.
	 *
	 * @param Beacon_Controller $controller The route's controller.
	 */
	public function __construct( private Beacon_Controller $controller ) {
	}

	/**
	 * Whether the request is a POST to the route (pretty or plain permalinks).
	 *
	 * @param array<string,mixed> $server `$_SERVER`.
	 * @param array<string,mixed> $query  `$_GET`.
	 */
	public static function matches( array $server, array $query ): bool {
		if ( 'POST' !== ( $server['REQUEST_METHOD'] ?? '' ) ) {
			return false;
		}
		if ( isset( $query['rest_route'] ) ) {
			return self::ROUTE === untrailingslashit( (string) $query['rest_route'] );
		}
		$path = (string) wp_parse_url( (string) ( $server['REQUEST_URI'] ?? '' ), PHP_URL_PATH );
		$root = (string) wp_parse_url( home_url( '/' . rest_get_url_prefix() . self::ROUTE ), PHP_URL_PATH );
		return '' !== $path && untrailingslashit( $path ) === $root;
	}

	/**
	 * Answers the request and ends it, when it is the route's.
	 */
	public function maybe_serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- a public, anonymous route (no session is used).
		if ( ! self::matches( $_SERVER, $_GET ) ) {
			return;
		}
		$response = $this->handle(
			( new \WP_REST_Server() )->get_headers( wp_unslash( $_SERVER ) ),
			wp_unslash( $_POST ),
			(string) file_get_contents( 'php://input' )
		);
		// phpcs:enable
		status_header( $response->get_status() );
		nocache_headers();
		header( 'X-Content-Type-Options: nosniff' );
		if ( 204 !== $response->get_status() ) {
			header( 'Content-Type: application/json; charset=' . get_option( 'blog_charset' ) );
			echo wp_json_encode( $response->get_data() );
		}
		exit;
	}

	/**
	 * The answer to a beacon.
	 *
	 * @param array<string,string> $headers Headers (`WP_REST_Server::get_headers()`).
	 * @param array<string,mixed>  $form    The form body (`$_POST`, unslashed).
	 * @param string               $body    The raw body (JSON).
	 */
	public function handle( array $headers, array $form, string $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', self::ROUTE );
		$request->set_headers( $headers );
		$request->set_body( $body );
		$request->set_body_params( $form );
		Database_Guard::watch( null, null, $request );
		$answer = Beacon_Controller::cross_site_error( $request ) ?? self::check_args( $request ) ?? $this->controller->create_item( $request );
		return is_wp_error( $answer ) ? rest_convert_error_to_response( $answer ) : rest_ensure_response( $answer );
	}

	/**
	 * Checks and sanitizes the args with the REST request's own methods, in the REST server's order,
	 * so the errors are core's (`rest_missing_callback_param`, `rest_invalid_param`, 400).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private static function check_args( \WP_REST_Request $request ): ?\WP_Error {
		$request->set_attributes( array( 'args' => Beacon_Controller::args() ) );
		$valid = $request->has_valid_params();
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$clean = $request->sanitize_params();
		return is_wp_error( $clean ) ? $clean : null;
	}
}

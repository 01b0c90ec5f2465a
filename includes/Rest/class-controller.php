<?php
/**
 * Base of the plugin's REST controllers.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Security\Site_Origin;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's namespace and route registration with the public item schema. Subclasses set
 * `$rest_base` and register their routes with register_route().
 */
abstract class Controller extends \WP_REST_Controller {

	/**
	 * A request's route as WordPress matches it: case-insensitively, without a trailing slash. Every
	 * comparison with a route goes through here (`/immo-wizards/Auth/email` is `/auth/email`).
	 *
	 * @param \WP_REST_Request|string $request Request, or a route.
	 */
	public static function route_of( $request ): string {
		$route = $request instanceof \WP_REST_Request ? $request->get_route() : (string) $request;
		return strtolower( untrailingslashit( '/' . ltrim( $route, '/' ) ) );
	}

	/**
	 * The plugin's REST namespace.
	 *
	 * @var string
	 */
	protected $namespace = 'immo-wizards/v1';

	/**
	 * Whether the routes turn away browsers on other sites (write and proxy routes opt in): another
	 * website must not make its visitors submit forms, fetch form tokens or use up upstream quotas.
	 *
	 * @var bool
	 */
	protected $same_site_only = false;

	/**
	 * Registers one endpoint at the base (plus `$path`), answering the public item schema (or the
	 * route's own). Every route goes through here, so none misses the cross-site check.
	 *
	 * @param string              $path      Path after the base: '' or e.g. '/reverse' (the whole route when the base is empty).
	 * @param array<string,mixed> $endpoint  Methods, callback, permission_callback and args (see endpoint()).
	 * @param callable|null       $schema    The route's schema when not the item schema.
	 * @param string|null         $namespace The route's namespace when not the controller's.
	 */
	protected function register_route( string $path, array $endpoint, ?callable $schema = null, ?string $namespace = null ): void {
		if ( $this->same_site_only ) {
			$permission                      = $endpoint['permission_callback'];
			$endpoint['permission_callback'] = static fn ( \WP_REST_Request $request ) => self::cross_site_error( $request ) ?? call_user_func( $permission, $request );
		}
		register_rest_route(
			$namespace ?? $this->namespace,
			'/' . $this->rest_base . $path,
			array(
				$endpoint,
				'schema' => $schema ?? array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * One endpoint: its methods, what answers, who may call and its args. The args are arg schemas,
	 * kept as for args taken from an item schema (`required` and `default` kept, read-only properties
	 * dropped) but without that function's validate callback: it lets a null through unchecked,
	 * while WordPress's default (rest_parse_request_arg) refuses a null the schema does not allow.
	 *
	 * @param string                             $methods    HTTP methods, e.g. WP_REST_Server::READABLE.
	 * @param string|\Closure                    $callback   A method of this controller, or a closure.
	 * @param callable                           $permission The permission check.
	 * @param array<string, array<string,mixed>> $args       Arg schemas.
	 * @return array<string,mixed>
	 */
	protected function endpoint( string $methods, string|\Closure $callback, callable $permission, array $args = array() ): array {
		return array(
			'methods'             => $methods,
			'callback'            => is_string( $callback ) ? array( $this, $callback ) : $callback,
			'permission_callback' => $permission,
			'args'                => array_map(
				static fn ( array $arg ) => array_diff_key( $arg, array_flip( array( 'validate_callback', 'sanitize_callback' ) ) ),
				rest_get_endpoint_args_for_schema( array( 'properties' => $args ), \WP_REST_Server::CREATABLE )
			),
		);
	}

	/**
	 * The 403 for a request from a browser on another site, else null.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function cross_site_error( \WP_REST_Request $request ): ?\WP_Error {
		if ( ! Site_Origin::is_cross_site( (string) $request->get_header( 'origin' ), (string) $request->get_header( 'sec_fetch_site' ) ) ) {
			return null;
		}
		return new \WP_Error(
			'immo_cross_site',
			__( 'Requests from other websites are not accepted. Please use the form on our website.', 'immo-wizards' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * The one response path: runs the route's work and turns a domain error into a WP_Error (a lost
	 * database too, see Database_Guard). The work returns the answer's data, a WP_REST_Response or a
	 * WP_Error.
	 *
	 * @param callable $work   Route work.
	 * @param int|null $status Status of a success (null: as the work answered, else 200).
	 * @return \WP_REST_Response|\WP_Error
	 */
	protected function respond( callable $work, ?int $status = null ) {
		try {
			$result = Database_Guard::run( $work );
		} catch ( \Throwable $e ) {
			return $this->error_for( $e );
		}
		if ( $result instanceof \WP_Error ) {
			return $result;
		}
		$response = rest_ensure_response( $result );
		if ( null !== $status ) {
			$response->set_status( $status );
		}
		return $response;
	}

	/**
	 * A page of a collection with the totals in `X-WP-Total` and `X-WP-TotalPages`.
	 *
	 * @param array<int,mixed> $items    The page's items.
	 * @param int              $total    Items in the whole collection.
	 * @param int              $per_page Items per page.
	 */
	protected function collection( array $items, int $total, int $per_page ): \WP_REST_Response {
		$response = rest_ensure_response( $items );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $total / max( 1, $per_page ) ) );
		return $response;
	}

	/**
	 * The WP_Error for a domain error (the portal API's routes answer with their own codes).
	 *
	 * @param \Throwable $error Error.
	 */
	protected function error_for( \Throwable $error ): \WP_Error {
		return Error_Mapper::to_wp_error( $error );
	}

	/**
	 * The permission check of the administrators' routes (`manage_options`, as for the settings).
	 *
	 * @param string $refusal What a refused user reads.
	 * @return true|\WP_Error
	 */
	protected static function admin_only( string $refusal ) {
		return self::require_capability( 'manage_options', $refusal );
	}

	/**
	 * True when the current user has the capability, else `rest_forbidden` (401 logged out, 403 logged in).
	 *
	 * @param string $capability Capability.
	 * @param string $refusal    What a refused user reads.
	 * @return true|\WP_Error
	 */
	public static function require_capability( string $capability, string $refusal ) {
		if ( current_user_can( $capability ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', $refusal, array( 'status' => rest_authorization_required_code() ) );
	}
}

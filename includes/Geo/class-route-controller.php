<?php
/**
 * GET /route: the route planner's proxy of an OSRM-compatible routing service.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Security\Rate_Limiter;

defined( 'ABSPATH' ) || exit;

/**
 * The car route from the visitor's start point to the office (from the settings), without exposing
 * visitors to the routing service directly.
 */
final class Route_Controller extends Controller {

	/**
	 * Other sites must not use up the routing quota.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'route';

	/**
	 * Constructor.
	 *
	 * @param Osrm_Client  $osrm    Routing client.
	 * @param Rate_Limiter $limiter Rate limiter.
	 */
	public function __construct( private Osrm_Client $osrm, private Rate_Limiter $limiter ) {
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$coordinate = static fn ( int $limit, string $description ) => array(
			'description' => $description,
			'type'        => 'number',
			'minimum'     => -$limit,
			'maximum'     => $limit,
			'required'    => true,
		);
		$this->register_route(
			'',
			$this->endpoint(
				\WP_REST_Server::READABLE,
				'get_item',
				array( $this, 'get_item_permissions_check' ),
				array(
					'lat' => $coordinate( 90, __( 'Latitude of the start point.', 'immo-wizards' ) ),
					'lng' => $coordinate( 180, __( 'Longitude of the start point.', 'immo-wizards' ) ),
				)
			)
		);
	}

	/**
	 * Public: the route planner is used by anonymous visitors (rate limited per IP).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * The route.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$this->limiter->enforce_policy( Rate_Limiter::ip_bucket( 'route_ip' ), 'route_site' );
				return $this->osrm->route( (float) $request['lat'], (float) $request['lng'] );
			}
		);
	}

	/**
	 * Schema of the answer.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		$point = array(
			'type'       => 'object',
			'properties' => array(
				'lat' => array( 'type' => 'number' ),
				'lng' => array( 'type' => 'number' ),
			),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-route',
			'type'       => 'object',
			'properties' => array(
				'distance' => array(
					'description' => __( 'Metres.', 'immo-wizards' ),
					'type'        => 'number',
				),
				'duration' => array(
					'description' => __( 'Seconds.', 'immo-wizards' ),
					'type'        => 'number',
				),
				'geometry' => array(
					'type'       => 'object',
					'properties' => array(
						'type'        => array(
							'type' => 'string',
							'enum' => array( 'LineString' ),
						),
						'coordinates' => array(
							'type'  => 'array',
							'items' => array(
								'type'     => 'array',
								'items'    => array( 'type' => 'number' ),
								'minItems' => 2,
								'maxItems' => 2,
							),
						),
					),
				),
				'office'   => $point,
			),
		);
	}
}

<?php
/**
 * GET /geocoder and /geocoder/reverse: Photon proxy.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Security\Rate_Limiter;

defined( 'ABSPATH' ) || exit;

/**
 * Address search for the wizards without exposing visitors to the upstream service directly.
 */
final class Geocoder_Controller extends Controller {

	/**
	 * Other sites must not use up the geocoder quota.
	 *
	 * @var bool
	 */
	protected $same_site_only = true;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'geocoder';

	/**
	 * Constructor.
	 *
	 * @param Photon_Client $photon  Upstream client.
	 * @param Rate_Limiter  $limiter Rate limiter.
	 */
	public function __construct( private Photon_Client $photon, private Rate_Limiter $limiter ) {}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$lang   = array(
			'type'    => 'string',
			'enum'    => array( 'de', 'en' ),
			'default' => 'de',
		);
		$public = array( $this, 'get_items_permissions_check' );
		$this->register_route(
			'',
			$this->endpoint(
				\WP_REST_Server::READABLE,
				'search',
				$public,
				array(
					'q'     => array(
						'description' => __( 'Search text.', 'immo-wizards' ),
						'type'        => 'string',
						'minLength'   => 1,
						'maxLength'   => 200,
						'required'    => true,
					),
					'lang'  => $lang,
					'limit' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 20,
						'default' => 10,
					),
				)
			)
		);
		$this->register_route(
			'/reverse',
			$this->endpoint(
				\WP_REST_Server::READABLE,
				'reverse',
				$public,
				array(
					'lat'  => array(
						'type'     => 'number',
						'minimum'  => -90,
						'maximum'  => 90,
						'required' => true,
					),
					'lon'  => array(
						'type'     => 'number',
						'minimum'  => -180,
						'maximum'  => 180,
						'required' => true,
					),
					'lang' => $lang,
				)
			)
		);
	}

	/**
	 * Public: the address search is used by anonymous visitors (rate limited per IP).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items_permissions_check( $request ) {
		return true;
	}

	/**
	 * Forward search.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function search( $request ) {
		$query = trim( (string) $request['q'] );
		if ( '' === $query ) {
			return new \WP_Error( 'rest_invalid_param', __( 'Please enter a search text.', 'immo-wizards' ), array( 'status' => 400 ) );
		}
		return $this->upstream( fn () => $this->photon->search( $query, (string) $request['lang'], (int) $request['limit'] ) );
	}

	/**
	 * Reverse geocoding.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function reverse( $request ) {
		return $this->upstream( fn () => $this->photon->reverse( (float) $request['lat'], (float) $request['lon'], (string) $request['lang'] ) );
	}

	/**
	 * Rate limit, then the upstream call, errors mapped.
	 *
	 * @param callable $call Upstream call.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function upstream( callable $call ) {
		return $this->respond(
			function () use ( $call ) {
				$this->limiter->enforce_policy( Rate_Limiter::ip_bucket( 'geocoder_ip' ), 'geocoder_site' );
				return $call();
			}
		);
	}

	/**
	 * Schema of the answer (a GeoJSON FeatureCollection of points).
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		$properties = array();
		foreach ( Photon_Client::PROPERTIES as $key ) {
			$properties[ $key ] = array( 'type' => 'string' );
		}
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-geocoder',
			'type'       => 'object',
			'properties' => array(
				'type'     => array(
					'type' => 'string',
					'enum' => array( 'FeatureCollection' ),
				),
				'features' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'type'       => array( 'type' => 'string' ),
							'geometry'   => array(
								'type'       => 'object',
								'properties' => array(
									'type'        => array( 'type' => 'string' ),
									'coordinates' => array(
										'type'     => 'array',
										'items'    => array( 'type' => 'number' ),
										'minItems' => 2,
										'maxItems' => 2,
									),
								),
							),
							'properties' => array(
								'type'       => 'object',
								'properties' => $properties,
							),
						),
					),
				),
			),
		);
	}
}

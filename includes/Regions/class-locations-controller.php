<?php
/**
 * GET /wizard/locations and /wizard/locations/geojson: the regions of the saved-search wizard.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Regions;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Storage\Location_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * The active regions as a list (groups before their children) and their shapes as GeoJSON.
 */
final class Locations_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/locations';

	/**
	 * Constructor.
	 *
	 * @param Location_Repository $locations Regions.
	 */
	public function __construct( private Location_Repository $locations ) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$public = array( $this, 'get_items_permissions_check' );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'get_items', $public ) );
		$this->register_route( '/geojson', $this->endpoint( \WP_REST_Server::READABLE, 'get_shapes', $public ) );
	}

	/**
	 * Public: the regions are shown to every visitor of the saved-search wizard.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items_permissions_check( $request ) {
		return true;
	}

	/**
	 * `{ locations: [ { locationId, name, parentId? } ] }`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		return $this->respond( fn () => array( 'locations' => $this->locations->listing() ) );
	}

	/**
	 * A FeatureCollection of the regions that have a shape (groups have none: theirs is their children's).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_shapes( $request ) {
		return $this->respond(
			function () {
				$features = array();
				foreach ( $this->locations->active() as $row ) {
					$geometry = null === $row->geometry ? null : json_decode( (string) $row->geometry, true );
					if ( ! is_array( $geometry ) || ! in_array( $geometry['type'] ?? null, array( 'Polygon', 'MultiPolygon' ), true ) || ! is_array( $geometry['coordinates'] ?? null ) ) {
						continue;
					}
					$features[] = array(
						'type'       => 'Feature',
						'properties' => array(
							'locationId' => $row->location_id,
							'name'       => (string) $row->name,
						),
						'geometry'   => array(
							'type'        => $geometry['type'],
							'coordinates' => $geometry['coordinates'],
						),
					);
				}
				return array(
					'type'     => 'FeatureCollection',
					'features' => $features,
				);
			}
		);
	}

	/**
	 * Schema of the list answer.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-locations',
			'type'       => 'object',
			'properties' => array(
				'locations' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'locationId' => array( 'type' => 'integer' ),
							'name'       => array( 'type' => 'string' ),
							'parentId'   => array( 'type' => 'integer' ),
						),
					),
				),
			),
		);
	}
}

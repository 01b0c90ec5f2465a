<?php
/**
 * GET|POST /regions, PATCH|DELETE /regions/{id}, POST /regions/geojson: the regions editor.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Regions;

use ImmoWizards\Rest\Collection_Args;
use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`). GET answers the whole tree (it is small and the editor
 * shows all of it), not paged. A region with sub-regions is deleted only with `force=true`, which
 * deletes them too. A GeoJSON upload (multipart field `file` or a JSON body) is all or nothing.
 */
final class Regions_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'regions';

	/**
	 * Constructor.
	 *
	 * @param Region_Editor $editor The regions' changes.
	 */
	public function __construct( private Region_Editor $editor ) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id    = Collection_Args::id( __( 'Region id.', 'immo-wizards' ) );
		$admin = array( $this, 'permissions_check' );
		$this->register_route( '', $this->endpoint( 'GET', 'get_items', $admin ) );
		$this->register_route( '', $this->endpoint( 'POST', 'create_item', $admin, array_intersect_key( $this->get_item_schema()['properties'], array_flip( array( 'name', 'parentId' ) ) ) ) );
		$this->register_route( '/(?P<id>\d+)', $this->endpoint( 'PATCH', 'update_item', $admin, $id + $this->get_endpoint_args_for_item_schema( \WP_REST_Server::EDITABLE ) ) );
		$this->register_route(
			'/(?P<id>\d+)',
			$this->endpoint(
				'DELETE',
				'delete_item',
				$admin,
				$id + array(
					'force' => array(
						'description' => __( 'Whether to delete the sub-regions too.', 'immo-wizards' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				)
			)
		);
		$this->register_route(
			'/geojson',
			$this->endpoint(
				'POST',
				'upload',
				$admin,
				array(
					'id'     => array(
						'description' => __( 'The one region the shape is for (else the whole set).', 'immo-wizards' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => Collection_Args::ID_MAX,
					),
					'create' => array(
						'description' => __( 'Whether features with unknown names add regions.', 'immo-wizards' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				)
			)
		);
	}

	/**
	 * Administrators only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function permissions_check( $request ) {
		return self::admin_only( __( 'Sorry, only administrators may edit the regions.', 'immo-wizards' ) );
	}

	/**
	 * The whole tree in order (each region followed by its sub-regions), inactive ones included.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		return $this->respond(
			function () {
				$items    = $this->editor->tree();
				$response = rest_ensure_response( $items );
				$response->header( 'X-WP-Total', (string) count( $items ) );
				$response->header( 'X-WP-TotalPages', '1' );
				return $response;
			}
		);
	}

	/**
	 * Adds a region (`name`, `parentId`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		return $this->respond( fn () => $this->editor->add( (string) $request['name'], (int) $request['parentId'] ), 201 );
	}

	/**
	 * Renames, moves, reorders, (de)activates a region or replaces its shape.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		$changes = array();
		foreach ( array( 'name', 'parentId', 'position', 'active', 'geometry' ) as $key ) {
			if ( $request->has_param( $key ) ) {
				$changes[ $key ] = $request[ $key ];
			}
		}
		return $this->respond( fn () => $this->editor->change( (int) $request['id'], $changes ) );
	}

	/**
	 * Deletes a region (`force=true`: with its sub-regions).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_item( $request ) {
		return $this->respond( fn () => array( 'deleted' => $this->editor->remove( (int) $request['id'], (bool) $request['force'] ) ) );
	}

	/**
	 * Shapes from a GeoJSON file: `{ features: [ { index, name, locationId, action, error } ] }`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function upload( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$target = $request->has_param( 'id' ) ? (int) $request['id'] : null;
				return array( 'features' => $this->editor->upload( Geojson_Body::read( $request ), $target, (bool) $request['create'] ) );
			}
		);
	}

	/**
	 * Schema of a region.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-region',
			'type'       => 'object',
			'properties' => array(
				'id'       => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'parentId' => array(
					'description' => __( 'Parent region (0: top level).', 'immo-wizards' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => Collection_Args::ID_MAX,
					'default'     => 0,
				),
				'name'     => array(
					'description' => __( 'Name.', 'immo-wizards' ),
					'type'        => 'string',
					'minLength'   => 1,
					'maxLength'   => Region_Names::MAX_LENGTH,
					'required'    => true,
				),
				'active'   => array(
					'description' => __( 'Whether the wizards offer the region.', 'immo-wizards' ),
					'type'        => 'boolean',
					'context'     => array( 'view', 'edit' ),
				),
				'position' => array(
					'description' => __( 'Position among its siblings (0: first).', 'immo-wizards' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => 100000,
				),
				'geometry' => array(
					'description' => __( 'GeoJSON Polygon or MultiPolygon (WGS84), or null.', 'immo-wizards' ),
					'type'        => array( 'object', 'null' ),
				),
			),
		);
	}
}

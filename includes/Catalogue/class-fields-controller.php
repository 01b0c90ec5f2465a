<?php
/**
 * POST /wizard/fields: field configs by id.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Catalogue;

use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * The body is an object keyed by field id (values are ignored); the answer holds the configs of the
 * ids that exist.
 */
final class Fields_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/fields';

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->endpoint( \WP_REST_Server::CREATABLE, 'get_items', array( $this, 'get_items_permissions_check' ) ) );
	}

	/**
	 * Public: field configs are shown to every visitor of a wizard.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items_permissions_check( $request ) {
		return true;
	}

	/**
	 * Answers the configs of the requested ids.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		$raw  = trim( (string) $request->get_body() );
		$body = '' === $raw ? new \stdClass() : json_decode( $raw );
		if ( ! $body instanceof \stdClass ) {
			return new \WP_Error( 'rest_invalid_param', __( 'The request body must be an object keyed by field id.', 'immo-wizards' ), array( 'status' => 400 ) );
		}
		$ids   = array_map( 'strval', array_keys( get_object_vars( $body ) ) );
		$valid = rest_validate_value_from_schema( array_fill_keys( $ids, true ), self::body_schema(), 'body' );
		if ( is_wp_error( $valid ) ) {
			return new \WP_Error( 'rest_invalid_param', $valid->get_error_message(), array( 'status' => 400 ) );
		}
		$configs = Catalogue::fields();
		$out     = new \stdClass();
		foreach ( $ids as $id ) {
			if ( isset( $configs[ $id ] ) ) {
				$out->$id = $this->prepare_item_for_response( $configs[ $id ], $request )->get_data();
			}
		}
		return rest_ensure_response( $out );
	}

	/**
	 * One config as answered.
	 *
	 * @param array<string,mixed> $item    Field config.
	 * @param \WP_REST_Request    $request Request.
	 */
	public function prepare_item_for_response( $item, $request ): \WP_REST_Response {
		return rest_ensure_response( $item );
	}

	/**
	 * Schema of the body: at most 50 ids of at most 100 characters.
	 *
	 * @return array<string,mixed>
	 */
	public static function body_schema(): array {
		return array(
			'type'                 => 'object',
			'maxProperties'        => 50,
			'patternProperties'    => array( '^.{1,100}$' => array( 'type' => 'boolean' ) ),
			'additionalProperties' => false,
		);
	}

	/**
	 * Schema of one FieldConfig.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-field-config',
			'type'       => 'object',
			'properties' => array(
				'id'                 => array( 'type' => 'string' ),
				'type'               => array(
					'type' => 'string',
					'enum' => array( 'string', 'select', 'number', 'decimal', 'int', 'currency', 'bool' ),
				),
				'unit'               => array( 'type' => array( 'string', 'null' ) ),
				'values'             => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'value' => array( 'type' => 'string' ),
							'label' => array( 'type' => 'string' ),
						),
					),
				),
				'range'              => array(
					'type' => array( 'boolean', 'string' ),
					'enum' => array( false, 'min', 'max', 'minmax' ),
				),
				'searchRange'        => array(
					'type' => 'string',
					'enum' => Catalogue::RANGE_KINDS,
				),
				'max'                => array( 'type' => 'integer' ),
				'group'              => array( 'type' => 'string' ),
				'icon'               => array( 'type' => 'string' ),
				'label'              => array( 'type' => 'string' ),
				'marketingTypeLabel' => array(
					'type'       => 'object',
					'properties' => array(
						'buy'  => array( 'type' => 'string' ),
						'rent' => array( 'type' => 'string' ),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}

<?php
/**
 * GET and PUT /catalogue, POST /catalogue/reset: categories and fields of the wizards.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Catalogue;

use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`). PUT takes the whole document as GET answers it and answers
 * the saved document; a document breaking a rule is refused whole, with every problem and its item.
 */
final class Catalogue_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'catalogue';

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$admin = array( $this, 'permissions_check' );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'get_item', $admin ) );
		$this->register_route( '', $this->endpoint( 'PUT', 'update_item', $admin, Catalogue_Validator::schema() ) );
		$this->register_route( '/reset', $this->endpoint( \WP_REST_Server::CREATABLE, 'reset', $admin ) );
	}

	/**
	 * Administrators only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function permissions_check( $request ) {
		return self::admin_only( __( 'Sorry, only administrators may edit the catalogue.', 'immo-wizards' ) );
	}

	/**
	 * The editable document.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return $this->respond( static fn () => Catalogue_Document::build() );
	}

	/**
	 * Saves the whole document.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		[ $document, $errors ] = Catalogue_Validator::check(
			array(
				'categories' => (array) $request['categories'],
				'fields'     => (array) $request['fields'],
			)
		);
		if ( $errors ) {
			return new \WP_Error(
				'immo_wizards_catalogue_invalid',
				__( 'The catalogue was not saved. Please correct the marked entries.', 'immo-wizards' ),
				array(
					'status' => 400,
					'errors' => $errors,
				)
			);
		}
		return $this->respond(
			static function () use ( $document ) {
				Catalogue::save( Catalogue_Document::changes( $document ) );
				return Catalogue_Document::build();
			}
		);
	}

	/**
	 * Back to the spec's categories and fields.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function reset( $request ) {
		return $this->respond(
			static function () {
				Catalogue::reset();
				return Catalogue_Document::build();
			}
		);
	}

	/**
	 * Schema of the document.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-catalogue',
			'type'       => 'object',
			'properties' => Catalogue_Validator::schema() + array(
				'icons' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'value' => array( 'type' => 'string' ),
							'label' => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
	}
}

<?php
/**
 * GET|POST /v1/saved-search, PUT|DELETE /v1/saved-search/{uuid}: the portal's saved searches.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Submit\Saved_Search_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Bodies are the wizard's savedSearch shape; PUT may add `active` ('Suchprofil aktivieren'). A uuid
 * of another user is answered like an unknown one (404 `immo_not_found`).
 */
final class Portal_Saved_Search_Controller extends Portal_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'saved-search';

	/**
	 * Constructor.
	 *
	 * @param Portal_Searches $searches Saved searches.
	 * @param Portal_Accounts $accounts Portal users and contacts.
	 */
	public function __construct( private Portal_Searches $searches, private Portal_Accounts $accounts ) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		// A `uuid` in the body (the wizard's shape has one when editing) is ignored: only the path's counts.
		$search = Saved_Search_Type::properties();
		$change = $search + array(
			'active' => array(
				'description' => __( 'true activates the saved search, false pauses it; missing keeps its state.', 'immo-wizards' ),
				'type'        => 'boolean',
			),
		);
		$access = array( $this, 'portal_permissions_check' );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'list_searches', $access ) );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::CREATABLE, 'create_search', $access, $search ) );
		$this->register_route( '/(?P<uuid>[^/]+)', $this->endpoint( \WP_REST_Server::EDITABLE, 'update_search', $access, $change ) );
		$this->register_route( '/(?P<uuid>[^/]+)', $this->endpoint( \WP_REST_Server::DELETABLE, 'delete_search', $access ) );
	}

	/**
	 * GET: the user's saved searches, newest first.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function list_searches( $request ) {
		return $this->respond(
			function () {
				$contact = $this->accounts->contact_of( $this->user() );
				return $contact ? $this->searches->all( (int) $contact->id ) : array();
			}
		);
	}

	/**
	 * POST: creates an active saved search.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_search( $request ) {
		return $this->respond( fn () => $this->searches->create( $this->contact_id(), self::search( $request ) ), 201 );
	}

	/**
	 * PUT: replaces a saved search.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_search( $request ) {
		$active = $request['active'];
		return $this->respond( fn () => $this->searches->update( $this->contact_id(), self::uuid( $request ), self::search( $request ), is_bool( $active ) ? $active : null ) );
	}

	/**
	 * DELETE: deletes a saved search.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_search( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$this->searches->delete( $this->contact_id(), self::uuid( $request ) );
				return array( 'deleted' => true );
			}
		);
	}

	/**
	 * The user's contact id (created when missing).
	 */
	private function contact_id(): int {
		return $this->accounts->ensure_contact( $this->user() );
	}

	/**
	 * The uuid from the path (unknown, foreign and malformed ones are all simply not found).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private static function uuid( \WP_REST_Request $request ): string {
		return (string) ( $request->get_url_params()['uuid'] ?? '' );
	}

	/**
	 * The saved search from the body.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	private static function search( \WP_REST_Request $request ): array {
		$search = array();
		foreach ( array_keys( Saved_Search_Type::properties() ) as $name ) {
			if ( null !== $request[ $name ] ) {
				$search[ $name ] = $request[ $name ];
			}
		}
		return $search;
	}

	/**
	 * Schema of a SavedSearchItem.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		$properties = Saved_Search_Type::properties();
		foreach ( $properties as &$property ) {
			unset( $property['required'], $property['default'] );
		}
		unset( $property );
		$properties['locations']['items']['properties']['name'] = array( 'type' => 'string' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-portal-saved-search',
			'type'       => 'object',
			'properties' => array(
				'uuid'     => array(
					'type'     => 'string',
					'format'   => 'uuid',
					'readonly' => true,
				),
				'active'   => array(
					'type'     => 'boolean',
					'readonly' => true,
				),
				'matches'  => array(
					'description' => __( 'Published listings that match the saved search now; null while it is inactive.', 'immo-wizards' ),
					'type'        => array( 'integer', 'null' ),
					'readonly'    => true,
				),
				'category' => array(
					'type'       => 'object',
					'readonly'   => true,
					'properties' => array( 'name' => array( 'type' => 'string' ) ),
				),
			) + $properties,
		);
	}
}

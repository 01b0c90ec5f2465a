<?php
/**
 * GET /contacts: the contacts behind the requests.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Storage\Contact_List;

defined( 'ABSPATH' ) || exit;

/**
 * For users with `immo_manage_requests`: newest first, searchable, with the number of requests and
 * whether the contact has a portal account.
 */
final class Contacts_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'contacts';

	/**
	 * Constructor.
	 *
	 * @param Contact_List $contacts The contacts.
	 */
	public function __construct( private Contact_List $contacts ) {
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'get_items', array( Inbox_Access::class, 'check' ), Request_Filter::search() + Request_Filter::paging() ) );
	}

	/**
	 * A page of contacts (`X-WP-Total`, `X-WP-TotalPages`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$per_page         = (int) $request['per_page'];
				[ $rows, $total ] = $this->contacts->page( trim( (string) $request['search'] ), (int) $request['page'], $per_page );
				return $this->collection( array_map( array( $this, 'item' ), $rows ), $total, $per_page );
			}
		);
	}

	/**
	 * Schema of a contact.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		$text = array( 'type' => 'string' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-contact',
			'type'       => 'object',
			'properties' => array(
				'id'               => array( 'type' => 'integer' ),
				'email'            => $text,
				'firstname'        => $text,
				'lastname'         => $text,
				'phone'            => $text,
				'requests'         => array( 'type' => 'integer' ),
				'createdAt'        => $text,
				'hasPortalAccount' => array( 'type' => 'boolean' ),
			),
		);
	}

	/**
	 * A contact row as the API shows it.
	 *
	 * @param object $row Contact row with its request count.
	 * @return array<string,mixed>
	 */
	public function item( object $row ): array {
		return array(
			'id'               => (int) $row->id,
			'email'            => (string) $row->email,
			'firstname'        => (string) $row->firstname,
			'lastname'         => (string) $row->lastname,
			'phone'            => (string) $row->phone,
			'requests'         => (int) $row->requests,
			'createdAt'        => Request_Resource::time( $row->created_at ),
			'hasPortalAccount' => (int) $row->user_id > 0,
		);
	}
}

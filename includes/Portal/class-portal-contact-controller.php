<?php
/**
 * GET|PUT|DELETE /v1/contact: the portal user's contact data and account.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Submit\Contact_Normalizer;

defined( 'ABSPATH' ) || exit;

/**
 * PUT takes the Contact fields (the wizards' contact schema, the address required as well); a new
 * e-mail address is answered as `pendingEmail` until confirmed. DELETE deletes the whole account.
 */
final class Portal_Contact_Controller extends Portal_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'contact';

	/**
	 * Constructor.
	 *
	 * @param Portal_Contact   $contact  Contact data.
	 * @param Account_Deletion $deletion Account deletion.
	 */
	public function __construct( private Portal_Contact $contact, private Account_Deletion $deletion ) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$fields = Contact_Normalizer::schema()['properties'];
		foreach ( array( 'street', 'number', 'zip', 'city' ) as $field ) {
			$fields[ $field ] = array(
				'type'      => 'string',
				'minLength' => 1,
				'required'  => true,
			) + $fields[ $field ];
		}
		$access = array( $this, 'portal_permissions_check' );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'get_contact', $access ) );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::EDITABLE, 'update_contact', $access, $fields ) );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::DELETABLE, 'delete_account', $access ) );
	}

	/**
	 * GET: the Contact.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_contact( $request ) {
		return $this->respond( fn () => $this->contact->get( $this->user() ) );
	}

	/**
	 * PUT: saves the Contact.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_contact( $request ) {
		return $this->respond( fn () => $this->contact->update( $this->user(), $request->get_params() ) );
	}

	/**
	 * DELETE: deletes the account with all its data; the session ends.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_account( $request ) {
		return $this->respond(
			function () {
				$this->deletion->delete( $this->user() );
				return array( 'deleted' => true );
			}
		);
	}

	/**
	 * Schema of the Contact.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		$contact = Contact_Normalizer::schema();
		unset( $contact['required'] );
		$contact['properties']['pendingEmail'] = array(
			'description' => __( 'New e-mail address waiting for its confirmation.', 'immo-wizards' ),
			'type'        => 'string',
			'readonly'    => true,
		);
		$contact['properties']['deleted']      = array(
			'type'     => 'boolean',
			'readonly' => true,
		);
		return array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => 'immo-wizards-portal-contact',
		) + $contact;
	}
}

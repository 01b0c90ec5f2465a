<?php
/**
 * GET /v1/expose-inquiry: the portal user's requests under Anfragen (the spec's exposeInquiry tab).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

defined( 'ABSPATH' ) || exit;

/**
 * The user's confirmed exposé inquiries (`ExposeInquiryItem`), owner leads and contact messages,
 * newest first; `type` tells them apart, and each carries the fields of its type.
 */
final class Portal_Inquiry_Controller extends Portal_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'expose-inquiry';

	/**
	 * Constructor.
	 *
	 * @param Portal_Inquiries $inquiries Inquiries.
	 * @param Portal_Accounts  $accounts  Portal users and contacts.
	 */
	public function __construct( private Portal_Inquiries $inquiries, private Portal_Accounts $accounts ) {
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'list_inquiries', array( $this, 'portal_permissions_check' ) ) );
	}

	/**
	 * GET: the user's inquiries.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function list_inquiries( $request ) {
		return $this->respond(
			function () {
				$contact = $this->accounts->contact_of( $this->user() );
				return $contact ? $this->inquiries->all( (int) $contact->id ) : array();
			}
		);
	}

	/**
	 * Schema of an item: what every request has, then each type's fields.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		$text = array(
			'type'     => 'string',
			'readonly' => true,
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-portal-request',
			'type'       => 'object',
			'properties' => array(
				'uuid'            => array( 'format' => 'uuid' ) + $text,
				'type'            => array(
					'description' => __( 'Request type; the fields of other types are missing.', 'immo-wizards' ),
					'enum'        => Portal_Inquiries::types(),
				) + $text,
				'createdAt'       => array( 'format' => 'date-time' ) + $text,
				// Exposé inquiry (category: an owner lead's too).
				'title'           => $text,
				'zip'             => $text,
				'city'            => $text,
				'image'           => $text,
				'category'        => $text,
				'price'           => array(
					'type'       => 'object',
					'readonly'   => true,
					'properties' => array(
						'title' => $text,
						'text'  => $text,
					),
				),
				'link'            => $text,
				'objectId'        => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'customObjectId'  => $text,
				// Owner lead.
				'address'         => array( 'description' => __( 'Address of the property.', 'immo-wizards' ) ) + $text,
				'marketing'       => array( 'description' => __( 'Sell or let.', 'immo-wizards' ) ) + $text,
				'priceIndication' => array(
					'description' => __( 'A confirmed owner lead with the price indication on: the range from the agency’s listings.', 'immo-wizards' ),
					'type'        => 'object',
					'readonly'    => true,
				),
				// Contact message.
				'message'         => array( 'description' => __( 'The start of the message.', 'immo-wizards' ) ) + $text,
			),
		);
	}
}

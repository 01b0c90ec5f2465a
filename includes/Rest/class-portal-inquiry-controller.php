<?php
/**
 * GET /v1/expose-inquiry: the portal user's exposé inquiries.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Portal\Portal_Accounts;
use ImmoWizards\Portal\Portal_Inquiries;

defined( 'ABSPATH' ) || exit;

/**
 * `ExposeInquiryItem[]`, newest first, confirmed inquiries only.
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
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'list_inquiries' ) );
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
	 * Schema of an ExposeInquiryItem.
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
			'title'      => 'immo-wizards-portal-expose-inquiry',
			'type'       => 'object',
			'properties' => array(
				'uuid'           => array( 'format' => 'uuid' ) + $text,
				'title'          => $text,
				'zip'            => $text,
				'city'           => $text,
				'image'          => $text,
				'category'       => $text,
				'price'          => array(
					'type'       => 'object',
					'readonly'   => true,
					'properties' => array(
						'title' => $text,
						'text'  => $text,
					),
				),
				'link'           => $text,
				'objectId'       => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'customObjectId' => $text,
				'createdAt'      => array( 'format' => 'date-time' ) + $text,
			),
		);
	}
}

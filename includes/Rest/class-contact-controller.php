<?php
/**
 * POST /wizard/contact: the contact form's message and the newsletter subscription.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Submit\Message_Type;

defined( 'ABSPATH' ) || exit;

/**
 * `{ contact, message, … }` (type `message`, the default) or `{ type: 'newsletter', contact, … }`.
 */
final class Contact_Controller extends Submit_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/contact';

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function type_name( \WP_REST_Request $request ): string {
		return 'newsletter' === $request['type'] ? 'newsletter' : 'message';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function type_data( \WP_REST_Request $request ) {
		return array( 'message' => $request['message'] );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function type_properties(): array {
		return array(
			'type'    => array(
				'type'    => 'string',
				'enum'    => array( 'message', 'newsletter' ),
				'default' => 'message',
			),
			'message' => array(
				'description' => __( 'The message (required unless type is newsletter).', 'immo-wizards' ),
				'type'        => array( 'string', 'null' ),
				'maxLength'   => Message_Type::MAX,
			),
		);
	}
}

<?php
/**
 * POST /wizard/expose-inquiry: an inquiry about one property.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Submit\Expose_Inquiry_Type;
use ImmoWizards\Submit\Message_Type;

defined( 'ABSPATH' ) || exit;

/**
 * `{ contact, exposeInquiry: { objectId, customObjectId?, message?, company?, wish?, contactMethod? }, … }`.
 */
final class Expose_Inquiry_Controller extends Submit_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/expose-inquiry';

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function type_name( \WP_REST_Request $request ): string {
		return 'expose_inquiry';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function type_data( \WP_REST_Request $request ) {
		return $request['exposeInquiry'];
	}

	/**
	 * {@inheritDoc}
	 */
	protected function type_properties(): array {
		return array(
			'exposeInquiry' => array(
				'type'       => 'object',
				'required'   => true,
				'properties' => array(
					'objectId'       => array(
						'description' => __( 'Id of the property (positive integer).', 'immo-wizards' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => Expose_Inquiry_Type::MAX_OBJECT_ID,
						'required'    => true,
					),
					'customObjectId' => self::text( 64 ),
					'message'        => self::text( Message_Type::MAX ),
					'company'        => self::text( 100 ),
					'wish'           => array(
						'type'        => array( 'array', 'null' ),
						'maxItems'    => count( Expose_Inquiry_Type::WISHES ),
						'uniqueItems' => true,
						'items'       => array(
							'type' => 'string',
							'enum' => Expose_Inquiry_Type::WISHES,
						),
					),
					'contactMethod'  => array(
						'type' => array( 'string', 'null' ),
						'enum' => array_merge( Expose_Inquiry_Type::CONTACT_METHODS, array( null ) ),
					),
				),
			),
		);
	}
}

<?php
/**
 * POST /wizard/lead: the owner lead wizard's submit.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Settings\Defaults;

defined( 'ABSPATH' ) || exit;

/**
 * `{ contact, lead: { objectType, categoryId, marketingType, location, fields }, … }`.
 */
final class Lead_Controller extends Submit_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/lead';

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function type_name( \WP_REST_Request $request ): string {
		return 'lead';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function type_data( \WP_REST_Request $request ) {
		return $request['lead'];
	}

	/**
	 * {@inheritDoc}
	 */
	protected function type_properties(): array {
		$string     = static fn ( int $max ) => array(
			'type'      => array( 'string', 'null' ),
			'maxLength' => $max,
		);
		$coordinate = static fn ( int $limit ) => array(
			'type'    => array( 'number', 'null' ),
			'minimum' => -$limit,
			'maximum' => $limit,
		);
		return array(
			'lead' => array(
				'type'       => 'object',
				'required'   => true,
				'properties' => array(
					'objectType'    => array(
						'type'     => 'string',
						'enum'     => array( 'LIVING', 'COMMERCIAL' ),
						'required' => true,
					),
					'categoryId'    => array(
						'type'     => 'integer',
						'enum'     => Defaults::category_ids(),
						'required' => true,
					),
					'marketingType' => array(
						'type'    => 'string',
						'enum'    => array( 'buy', 'rent' ),
						'default' => 'buy',
					),
					'location'      => array(
						'type'       => 'object',
						'required'   => true,
						'properties' => array(
							'zip'      => $string( 10 ),
							'city'     => $string( 100 ),
							'district' => $string( 100 ),
							'street'   => $string( 100 ),
							'number'   => $string( 20 ),
							'text'     => $string( 500 ),
							// Both null when the visitor declined the map and typed the address.
							'lat'      => $coordinate( 90 ),
							'lng'      => $coordinate( 180 ),
						),
					),
					'fields'        => self::field_values_schema(),
				),
			),
		);
	}
}

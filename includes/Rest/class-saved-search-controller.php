<?php
/**
 * POST /wizard/saved-search: the saved-search wizard's submit.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Settings\Defaults;
use ImmoWizards\Submit\Saved_Search_Type;

defined( 'ABSPATH' ) || exit;

/**
 * `{ contact, savedSearch: { objectType, categoryId, marketingType, locations, fields }, … }`.
 */
final class Saved_Search_Controller extends Submit_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'wizard/saved-search';

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function type_name( \WP_REST_Request $request ): string {
		return 'saved_search';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function type_data( \WP_REST_Request $request ) {
		return $request['savedSearch'];
	}

	/**
	 * {@inheritDoc}
	 */
	protected function type_properties(): array {
		$search_categories = array_values(
			array_map(
				static fn ( $c ) => (int) $c['id'],
				array_filter( Defaults::categories(), static fn ( $c ) => in_array( 'search', (array) ( $c['wizards'] ?? array() ), true ) )
			)
		);
		return array(
			'savedSearch' => array(
				'type'       => 'object',
				'required'   => true,
				'properties' => array(
					'uuid'          => array(
						'description' => __( 'Ignored here: this route only creates saved searches.', 'immo-wizards' ),
						'type'        => array( 'string', 'null' ),
						'maxLength'   => 36,
					),
					'objectType'    => array(
						'type'     => 'string',
						'enum'     => array( 'LIVING', 'COMMERCIAL' ),
						'required' => true,
					),
					'categoryId'    => array(
						'type'     => 'integer',
						'enum'     => $search_categories,
						'required' => true,
					),
					'marketingType' => array(
						'type'    => 'string',
						'enum'    => array( 'buy', 'rent' ),
						'default' => 'buy',
					),
					'locations'     => array(
						'type'     => 'array',
						'minItems' => 1,
						'maxItems' => Saved_Search_Type::MAX_LOCATIONS,
						'required' => true,
						'items'    => array(
							'type'       => 'object',
							'properties' => array(
								'locationId' => array(
									'type'     => 'integer',
									'minimum'  => 1,
									'maximum'  => 2147483647,
									'required' => true,
								),
							),
						),
					),
					'fields'        => self::field_values_schema(),
				),
			),
		);
	}
}

<?php
/**
 * POST /wizard/saved-search: the saved-search wizard's submit.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

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
		return array(
			'savedSearch' => array(
				'type'       => 'object',
				'required'   => true,
				'properties' => array(
					'uuid' => array(
						'description' => __( 'Ignored here: this route only creates saved searches.', 'immo-wizards' ),
						'type'        => array( 'string', 'null' ),
						'maxLength'   => 36,
					),
				) + Saved_Search_Schema::properties(),
			),
		);
	}
}

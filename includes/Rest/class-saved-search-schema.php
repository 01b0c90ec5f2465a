<?php
/**
 * The saved search's shape (spec §3), shared by the wizard's submit and the portal.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Settings\Defaults;
use ImmoWizards\Submit\Saved_Search_Type;

defined( 'ABSPATH' ) || exit;

/**
 * `{ objectType, categoryId, marketingType, locations: [{ locationId }], fields }`; the rules behind
 * the schema live in Saved_Search_Type.
 */
final class Saved_Search_Schema {

	/**
	 * Schema properties of a saved search.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function properties(): array {
		$search_categories = array_values(
			array_map(
				static fn ( $c ) => (int) $c['id'],
				array_filter( Defaults::categories(), static fn ( $c ) => in_array( 'search', (array) ( $c['wizards'] ?? array() ), true ) )
			)
		);
		return array(
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
			'fields'        => Submit_Controller::field_values_schema(),
		);
	}
}

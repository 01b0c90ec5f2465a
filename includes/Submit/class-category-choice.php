<?php
/**
 * The object type, marketing type and category the wizards submit.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Settings\Defaults;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the choice every wizard starts with against the categories of its wizard.
 */
final class Category_Choice {

	/**
	 * The normalised choice (objectType, categoryId, marketingType, in this order) and the category.
	 *
	 * @param mixed  $data   Submitted lead or saved search.
	 * @param string $wizard 'lead' or 'search': whose categories.
	 * @return array{0:array{objectType:string,categoryId:int,marketingType:string},1:array<string,mixed>}
	 * @throws Invalid_Request When a rule is broken.
	 */
	public static function of( $data, string $wizard ): array {
		if ( ! is_array( $data ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		$object_type    = $data['objectType'] ?? null;
		$marketing_type = $data['marketingType'] ?? 'buy';
		if ( ! in_array( $object_type, array( 'LIVING', 'COMMERCIAL' ), true ) || ! in_array( $marketing_type, array( 'buy', 'rent' ), true ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		$category = is_int( $data['categoryId'] ?? null ) ? Defaults::category_by_id( $data['categoryId'] ) : null;
		if ( ! $category || ! Defaults::category_fits( $category, $wizard, $object_type, $marketing_type ) ) {
			throw new Invalid_Request( __( 'Please choose a category.', 'immo-wizards' ) );
		}
		$choice = array(
			'objectType'    => $object_type,
			'categoryId'    => (int) $category['id'],
			'marketingType' => $marketing_type,
		);
		return array( $choice, $category );
	}
}

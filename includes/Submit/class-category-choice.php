<?php
/**
 * The object type, marketing type and category the wizards submit.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Catalogue\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the choice every wizard starts with against the categories of its wizard.
 */
final class Category_Choice {

	public const OBJECT_TYPES = array( 'LIVING', 'COMMERCIAL' );

	public const MARKETING_TYPES = array( 'buy', 'rent' );

	/**
	 * Schema properties of the choice: the categories of $wizard; the rules behind it are in of().
	 *
	 * @param string $wizard 'lead' or 'search': whose categories.
	 * @return array<string, array<string,mixed>>
	 */
	public static function schema( string $wizard ): array {
		$categories = Catalogue::categories_of( $wizard );
		return array(
			'objectType'    => array(
				'type'     => 'string',
				'enum'     => self::OBJECT_TYPES,
				'required' => true,
			),
			'categoryId'    => array(
				'type'     => 'integer',
				'enum'     => array_values( array_map( static fn ( $c ) => (int) $c['id'], $categories ) ),
				'required' => true,
			),
			'marketingType' => array(
				'type'    => 'string',
				'enum'    => self::MARKETING_TYPES,
				'default' => 'buy',
			),
		);
	}

	/**
	 * The normalised choice (objectType, categoryId, marketingType, in this order) and the category.
	 * The schema has checked the enums; what is left is whether the category fits the wizard and types.
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
		$object_type    = (string) ( $data['objectType'] ?? '' );
		$marketing_type = (string) ( $data['marketingType'] ?? 'buy' );
		$category       = is_int( $data['categoryId'] ?? null ) ? Catalogue::category_by_id( $data['categoryId'] ) : null;
		if ( ! $category || ! Catalogue::category_fits( $category, $wizard, $object_type, $marketing_type ) ) {
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

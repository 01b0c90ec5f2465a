<?php
/**
 * The wizards' category step as src/wizards/shared/category-step.tsx renders it first.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

use ImmoWizards\Catalogue\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * Object type, marketing type and the category tiles, nothing chosen yet (CategoryStep).
 */
final class Category_Step {

	/**
	 * The step's content, without a back button (it is the wizard's first step).
	 *
	 * @param string                           $block         BEM block of the wizard.
	 * @param Ids                              $ids           The step's id scope.
	 * @param string                           $title         The step's title.
	 * @param string                           $wizard        The wizard asking (`lead`, `search`): filters the categories.
	 * @param string                           $mode          `owner` (sell/let) or `seeker` (buy/rent).
	 * @param array<int, array<string, mixed>> $categories    The config's categories.
	 * @param string                           $marketing_type The marketing type at the start.
	 */
	public static function render( string $block, Ids $ids, string $title, string $wizard, string $mode, array $categories, string $marketing_type ): string {
		$object_type = 'LIVING';
		$tiles       = array();
		foreach ( $categories as $category ) {
			// The client's isCategoryVisible is the same rule.
			if ( Catalogue::category_fits( $category, $wizard, $object_type, $marketing_type ) ) {
				$tiles[] = self::tile( $block, $category );
			}
		}
		return Wizard_Parts::step_heading( $block, $title )
			. Html::element(
				'div',
				array( 'class' => $block . '__types' ),
				Wizard_Parts::radio_group( $ids, 'objectType', __( 'Property type', 'immo-wizards' ), self::object_type_options(), $object_type ),
				Wizard_Parts::radio_group( $ids, 'marketingType', __( 'Marketing type', 'immo-wizards' ), self::marketing_type_options( $mode ), $marketing_type )
			)
			. Html::element(
				'div',
				array(
					'class'      => $block . '__categories',
					'role'       => 'group',
					'aria-label' => __( 'Category', 'immo-wizards' ),
				),
				...$tiles
			);
	}

	/**
	 * A category's tile, not pressed.
	 *
	 * @param string               $block    BEM block of the wizard.
	 * @param array<string, mixed> $category The category.
	 */
	private static function tile( string $block, array $category ): string {
		return Html::element(
			'button',
			array(
				'type'         => 'button',
				'class'        => $block . '__category',
				'aria-pressed' => 'false',
			),
			Category_Icon::render( (string) ( $category['icon'] ?? $category['text'] ?? '' ) ),
			Html::element( 'span', array( 'class' => $block . '__category-label' ), Html::text( (string) ( $category['label'] ?? '' ) ) )
		);
	}

	/**
	 * The object types (objectTypeOptions).
	 *
	 * @return array<string, string>
	 */
	private static function object_type_options(): array {
		return array(
			'LIVING'     => __( 'Residential', 'immo-wizards' ),
			'COMMERCIAL' => __( 'Commercial', 'immo-wizards' ),
		);
	}

	/**
	 * Owners sell or let, seekers buy or rent (marketingTypeOptions).
	 *
	 * @param string $mode `owner` or `seeker`.
	 * @return array<string, string>
	 */
	private static function marketing_type_options( string $mode ): array {
		return 'seeker' === $mode
			? array(
				'buy'  => __( 'Buy', 'immo-wizards' ),
				'rent' => __( 'Rent', 'immo-wizards' ),
			)
			: array(
				'buy'  => __( 'Sell', 'immo-wizards' ),
				'rent' => __( 'Let', 'immo-wizards' ),
			);
	}
}

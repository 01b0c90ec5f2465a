<?php
/**
 * The saved search's start selection and its closed dropdown, as src/wizards/saved-search-wizard/
 * regions.ts and src/components/region-select render them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * What the dropdown's button says at the start: all regions, or the preselected ones (a group brings
 * its children). Regions are counted as areas (regions without children).
 */
final class Region_Selection {

	/**
	 * The areas selected at the start and all areas (buildRegionTree + initialSelection).
	 *
	 * @param array<int, array<string, mixed>> $regions     The config's regions (`locationId`, `parentId`).
	 * @param int[]                            $preselected The config's preselected region ids.
	 * @return array{0: int, 1: int} Selected areas, all areas.
	 */
	public static function start( array $regions, array $preselected ): array {
		$children = array();
		$parents  = array();
		foreach ( $regions as $region ) {
			$id = (int) ( $region['locationId'] ?? 0 );
			if ( ! isset( $children[ $id ] ) ) {
				$children[ $id ] = array();
				$parents[ $id ]  = (int) ( $region['parentId'] ?? 0 );
			}
		}
		foreach ( $parents as $id => $parent ) {
			// A parent the list does not know makes a top-level region.
			if ( $parent && $parent !== $id && isset( $children[ $parent ] ) ) {
				$children[ $parent ][] = $id;
			}
		}
		$areas = array_keys( array_filter( $children, static fn ( array $below ) => ! $below ) );
		$known = array_values( array_filter( $preselected, static fn ( int $id ) => isset( $children[ $id ] ) ) );
		if ( ! $known ) {
			return array( count( $areas ), count( $areas ) );
		}
		$chosen = array();
		while ( $known ) {
			$id = array_pop( $known );
			if ( ! isset( $chosen[ $id ] ) ) {
				$chosen[ $id ] = true;
				array_push( $known, ...$children[ $id ] );
			}
		}
		return array( count( array_intersect_key( array_flip( $areas ), $chosen ) ), count( $areas ) );
	}

	/**
	 * The dropdown's text (selectionLabel).
	 *
	 * @param int $selected Selected areas.
	 * @param int $areas    All areas.
	 */
	public static function label( int $selected, int $areas ): string {
		if ( 0 === $selected ) {
			return __( 'No region selected', 'immo-wizards' );
		}
		if ( $selected === $areas ) {
			return __( 'All regions selected', 'immo-wizards' );
		}
		/* translators: %d: number of selected regions */
		return sprintf( _n( '%d region selected', '%d regions selected', $selected, 'immo-wizards' ), $selected );
	}

	/**
	 * The closed dropdown (RegionSelect): its label and the button saying what is selected.
	 *
	 * @param Ids    $ids     The id scope of the step.
	 * @param string $class   Extra class name.
	 * @param string $summary The button's text.
	 */
	public static function region_select( Ids $ids, string $class, string $summary ): string {
		$id = $ids->id( 'regions' );
		return Html::element(
			'div',
			array( 'class' => 'immo-wizards-region-select ' . $class ),
			Html::element(
				'span',
				array(
					'id'    => $id . '-label',
					'class' => 'immo-wizards-region-select__label',
				),
				Html::text( __( 'Regions', 'immo-wizards' ) )
			),
			Html::element(
				'button',
				array(
					'id'              => $id . '-button',
					'type'            => 'button',
					'class'           => 'immo-wizards-region-select__button',
					'aria-haspopup'   => 'tree',
					'aria-expanded'   => 'false',
					'aria-labelledby' => $id . '-label ' . $id . '-button',
				),
				Html::text( $summary )
			)
		);
	}
}

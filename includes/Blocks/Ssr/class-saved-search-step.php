<?php
/**
 * The saved-search wizard's first step as src/wizards/saved-search-wizard renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * The step header and the region step: the closed regions dropdown with the start selection (the
 * config carries the regions, so the client's first render knows them too), the map's stand-in and
 * the button. With the map allowed at the first render (no consent required) or the WP Consent
 * API, the client renders the step (the map is drawn by script only).
 */
final class Saved_Search_Step implements First_Step {

	private const BLOCK = 'wp-block-immo-wizards-saved-search-wizard';

	/**
	 * The wizard's first render, or null when it shows the map or the regions are not in the config.
	 *
	 * @param array<string, mixed> $config The saved-search wizard's config.
	 * @param Ids                  $ids    Its id scope.
	 */
	public function render( array $config, Ids $ids ): ?string {
		if ( ! is_array( $config['regions'] ?? null ) || ! Cookie_Banner::asks( $config ) ) {
			return null;
		}
		list( $selected, $areas ) = Region_Selection::start( $config['regions'], array_map( 'intval', (array) ( $config['preselectedRegions'] ?? array() ) ) );
		$has_region               = $selected > 0;
		$step                     = Wizard_Parts::step_heading( self::BLOCK, __( 'Where are you looking?', 'immo-wizards' ) )
			. Region_Selection::region_select( $ids->part( 'regions' ), self::BLOCK . '__regions', Region_Selection::label( $selected, $areas ) )
			. Feature_Disabled::render()
			. Html::element(
				'div',
				array( 'class' => self::BLOCK . '__actions' ),
				Html::element(
					'button',
					array(
						'type'     => 'button',
						'class'    => self::BLOCK . '__button ' . self::BLOCK . '__button--primary',
						'disabled' => ! $has_region,
					),
					Html::text( __( 'Enter details', 'immo-wizards' ) )
				)
			);
		$header                   = array(
			array( __( 'Regions', 'immo-wizards' ), true ),
			array( __( 'Property', 'immo-wizards' ), $has_region ),
			array( __( 'Key facts', 'immo-wizards' ), false ),
			array( __( 'Contact', 'immo-wizards' ), false ),
		);
		return Wizard_Parts::wizard_frame(
			self::BLOCK,
			( $config['showSteps'] ?? true ) ? Wizard_Parts::step_header( $header ) : '',
			Wizard_Parts::step( self::BLOCK, 'regions', $step )
		);
	}
}

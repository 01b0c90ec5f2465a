<?php
/**
 * The stand-in for a function without consent, as src/components/feature-disabled renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * "This function has been disabled." with the way back to the cookie settings (FeatureDisabled).
 * Hydration starts without a consent decision (useConsent's server snapshot), so a step that needs
 * consent renders this on the server.
 */
final class Feature_Disabled {

	/**
	 * The stand-in. Not for the WP Consent API (the site's consent tool owns the settings there,
	 * and whether it is on is known in the browser only).
	 *
	 * @param string $class_name Extra class name, '' for none.
	 */
	public static function render( string $class_name = '' ): string {
		return Html::element(
			'div',
			array( 'class' => trim( 'immo-wizards-feature-disabled ' . $class_name ) ),
			Html::element( 'p', array( 'class' => 'immo-wizards-feature-disabled__text' ), Html::text( __( 'This function has been disabled.', 'immo-wizards' ) ) ),
			Html::element(
				'button',
				array(
					'type'  => 'button',
					'class' => 'immo-wizards-feature-disabled__button',
				),
				Html::text( __( 'Cookie settings', 'immo-wizards' ) )
			)
		);
	}
}

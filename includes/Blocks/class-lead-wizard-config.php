<?php
/**
 * Config of the owner lead wizard's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Defaults;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Block attributes + categories + the shared settings.
 */
final class Lead_Wizard_Config implements Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	public function build( array $attributes ): array {
		$config     = array(
			'mode'          => $attributes['mode'],
			'stepOrder'     => $attributes['stepOrder'],
			'showSteps'     => (bool) $attributes['showSteps'],
			'contactForm'   => (bool) $attributes['contactForm'],
			'marketingType' => $attributes['marketingType'],
			'categories'    => Defaults::categories(),
		) + Shared_Config::build( Settings::instance() );
		$submit_url = Shared_Config::submit_url( $attributes['submitUrl'] );
		if ( null !== $submit_url ) {
			$config['submitUrl'] = $submit_url;
		}
		return $config;
	}
}

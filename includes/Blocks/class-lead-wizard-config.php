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
		$config = array(
			'mode'          => $attributes['mode'],
			'stepOrder'     => $attributes['stepOrder'],
			'showSteps'     => (bool) $attributes['showSteps'],
			'contactForm'   => (bool) $attributes['contactForm'],
			'marketingType' => $attributes['marketingType'],
			'categories'    => Defaults::categories(),
		) + Shared_Config::build( Settings::instance() );
		if ( '' !== $attributes['submitUrl'] ) {
			$config['submitUrl'] = esc_url_raw( $attributes['submitUrl'] );
		}
		return $config;
	}
}

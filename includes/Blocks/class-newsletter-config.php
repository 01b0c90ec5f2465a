<?php
/**
 * Config of the newsletter form's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The optional submit URL + the shared settings.
 */
final class Newsletter_Config implements Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	public function build( array $attributes ): array {
		$config     = Shared_Config::build( Settings::instance() );
		$submit_url = Shared_Config::submit_url( $attributes['submitUrl'] );
		if ( null !== $submit_url ) {
			$config['submitUrl'] = $submit_url;
		}
		return $config;
	}
}

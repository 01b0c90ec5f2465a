<?php
/**
 * Builds the configuration a screen's React app receives from its container.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Server config for one screen: the screen's own values from its block attributes, the shared
 * settings, and for a screen that sends a form the submit URL its content may set.
 */
abstract class Screen_Config {

	/**
	 * Whether the screen sends a form (its block has the `submitUrl` attribute).
	 */
	protected const SUBMITS = true;

	/**
	 * The JSON-serialisable config for the screen's app.
	 *
	 * @param array<string, mixed> $attributes Validated block attributes (defaults applied).
	 * @return array<string, mixed>
	 */
	final public function build( array $attributes ): array {
		$config     = $this->own( $attributes ) + Shared_Config::build( Settings::instance() );
		$submit_url = static::SUBMITS ? Shared_Config::submit_url( $attributes['submitUrl'] ) : null;
		if ( null !== $submit_url ) {
			$config['submitUrl'] = $submit_url;
		}
		return $config;
	}

	/**
	 * The screen's own values.
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 * @return array<string, mixed>
	 */
	abstract protected function own( array $attributes ): array;
}

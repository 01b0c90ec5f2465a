<?php
/**
 * Builds the configuration a screen's React app receives from its container.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Server config for one screen: block attributes merged with plugin settings.
 */
interface Screen_Config {

	/**
	 * The JSON-serialisable config for the screen's app.
	 *
	 * @param array<string, mixed> $attributes Validated block attributes (defaults applied).
	 * @return array<string, mixed>
	 */
	public function build( array $attributes ): array;
}

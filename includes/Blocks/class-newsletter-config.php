<?php
/**
 * Config of the newsletter form's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The optional submit URL + the shared settings.
 */
final class Newsletter_Config extends Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	protected function own( array $attributes ): array {
		return array();
	}
}

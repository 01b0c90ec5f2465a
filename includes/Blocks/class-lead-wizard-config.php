<?php
/**
 * Config of the owner lead wizard's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Catalogue\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * Block attributes + categories + the shared settings.
 */
final class Lead_Wizard_Config extends Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	protected function own( array $attributes ): array {
		return array(
			'mode'           => $attributes['mode'],
			'stepOrder'      => $attributes['stepOrder'],
			'showSteps'      => (bool) $attributes['showSteps'],
			'contactForm'    => (bool) $attributes['contactForm'],
			'marketingType'  => $attributes['marketingType'],
			'categories'     => Catalogue::categories(),
			'fieldsRevision' => Catalogue::revision(),
		);
	}
}

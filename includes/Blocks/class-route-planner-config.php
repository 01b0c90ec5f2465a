<?php
/**
 * Config of the route planner's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The office (destination of every route), whether route search is offered (a routing service is
 * configured) + the shared settings.
 */
final class Route_Planner_Config extends Screen_Config {

	/**
	 * The route planner sends no form.
	 */
	protected const SUBMITS = false;

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes (none).
	 */
	protected function own( array $attributes ): array {
		$settings = Settings::instance();
		return array(
			'office'  => $settings->office(),
			'routing' => array( 'enabled' => $settings->routing_enabled() ),
		);
	}
}

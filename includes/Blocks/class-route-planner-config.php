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
final class Route_Planner_Config implements Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes (none).
	 */
	public function build( array $attributes ): array {
		$settings = Settings::instance();
		return array(
			'office'  => $settings->office(),
			'routing' => array( 'enabled' => $settings->routing_enabled() ),
		) + Shared_Config::build( $settings );
	}
}

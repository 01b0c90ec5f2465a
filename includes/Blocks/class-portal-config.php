<?php
/**
 * Config of the customer portal's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The portal needs the shared settings only (privacy link, consent) for now.
 */
final class Portal_Config implements Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	public function build( array $attributes ): array {
		return Shared_Config::build( Settings::instance() );
	}
}

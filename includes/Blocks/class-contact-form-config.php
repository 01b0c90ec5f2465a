<?php
/**
 * Config of the contact form's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The default message + the shared settings.
 */
final class Contact_Form_Config implements Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	public function build( array $attributes ): array {
		$config     = array(
			// Plain text (the app shows it as text): entities from shortcode markup are decoded first.
			'defaultMessage' => mb_substr( sanitize_textarea_field( html_entity_decode( (string) $attributes['defaultMessage'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ), 0, 5000 ),
		) + Shared_Config::build( Settings::instance() );
		$submit_url = Shared_Config::submit_url( $attributes['submitUrl'] );
		if ( null !== $submit_url ) {
			$config['submitUrl'] = $submit_url;
		}
		return $config;
	}
}

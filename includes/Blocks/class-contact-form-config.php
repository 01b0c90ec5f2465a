<?php
/**
 * Config of the contact form's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The default message + the shared settings.
 */
final class Contact_Form_Config extends Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	protected function own( array $attributes ): array {
		return array(
			// Plain text (the app shows it as text): entities from shortcode markup are decoded first.
			'defaultMessage' => mb_substr( sanitize_textarea_field( html_entity_decode( (string) $attributes['defaultMessage'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ), 0, 5000 ),
		);
	}
}

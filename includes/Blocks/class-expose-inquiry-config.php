<?php
/**
 * Config of the exposé inquiry's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The property from the block attributes (null: the app reads `objectId`/`customObjectId` from the
 * query string) + the shared settings.
 */
final class Expose_Inquiry_Config extends Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	protected function own( array $attributes ): array {
		$object_id = filter_var(
			$attributes['objectId'],
			FILTER_VALIDATE_INT,
			array(
				'options' => array(
					'min_range' => 1,
					'max_range' => 2147483647,
				),
			)
		);
		$custom_id = mb_substr( sanitize_text_field( html_entity_decode( (string) $attributes['customObjectId'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ), 0, 64 );
		return array(
			'objectId'       => false === $object_id ? null : $object_id,
			'customObjectId' => '' === $custom_id ? null : $custom_id,
		);
	}
}

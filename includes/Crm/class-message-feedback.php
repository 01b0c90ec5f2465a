<?php
/**
 * A contact message in the OpenImmo-Feedback file.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

defined( 'ABSPATH' ) || exit;

/**
 * About no property: an empty `objekt` (the schema nests the person in it) and the message as `anfrage`.
 */
final class Message_Feedback implements Feedback_Part {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function values( array $payload ): array {
		return array(
			'objekt'      => array(),
			'interessent' => array( 'anfrage' => is_string( $payload['message'] ?? null ) ? $payload['message'] : '' ),
		);
	}
}

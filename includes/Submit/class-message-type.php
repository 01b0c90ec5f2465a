<?php
/**
 * The contact form's message.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;

defined( 'ABSPATH' ) || exit;

/**
 * A free-text message (1..5000 characters after trimming).
 */
final class Message_Type implements Request_Type {

	/** Maximum length of a message (also of an inquiry's message). */
	public const MAX = 5000;

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return 'message';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed               $data    `{ message }`.
	 * @param array<string,mixed> $contact Normalised contact (not used).
	 * @throws Invalid_Request When the message is missing, empty or too long.
	 */
	public function normalize( $data, array $contact ): array {
		$message = Text::block( is_array( $data ) ? ( $data['message'] ?? null ) : null, self::MAX );
		if ( null === $message || '' === $message ) {
			throw new Invalid_Request( __( 'Please enter your message.', 'immo-wizards' ) );
		}
		return array( 'message' => $message );
	}
}

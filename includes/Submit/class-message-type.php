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
 * The contact form's `message` (1..MAX characters after trimming), sent to `wizard/contact`.
 */
final class Message_Type implements Request_Type {

	/** Type name stored with its requests. */
	public const NAME = 'message';

	/** Maximum length of a message (also of an inquiry's message). */
	public const MAX = 5000;

	/** Characters of the message the inbox list shows. */
	private const COLUMN_LENGTH = 80;

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * {@inheritDoc}
	 */
	public function route(): string {
		return 'wizard/contact';
	}

	/**
	 * {@inheritDoc}
	 */
	public function body_key(): string {
		return 'message';
	}

	/**
	 * {@inheritDoc}
	 */
	public function schema(): array {
		return array(
			'message' => array(
				'description' => __( 'The message (required unless type is newsletter).', 'immo-wizards' ),
			) + Request_Schema::text( self::MAX ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Contact message', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function plural_label(): string {
		return __( 'Contact messages', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function rows( array $payload ): array {
		return array( array( __( 'Message', 'immo-wizards' ), (string) ( $payload['message'] ?? '' ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function column_labels(): array {
		return array( 'message' => __( 'Message', 'immo-wizards' ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function columns( array $payload ): array {
		$message = (string) ( $payload['message'] ?? '' );
		// A list shows the start; the detail view has the whole message.
		$start = mb_substr( $message, 0, self::COLUMN_LENGTH );
		return array( 'message' => $start . ( $start === $message ? '' : '…' ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed               $data    The message.
	 * @param array<string,mixed> $contact Normalised contact (not used).
	 * @throws Invalid_Request When the message is missing, empty or too long.
	 */
	public function normalize( $data, array $contact ): array {
		$message = Text::block( $data, self::MAX );
		if ( null === $message || '' === $message ) {
			throw new Invalid_Request( __( 'Please enter your message.', 'immo-wizards' ) );
		}
		return array( 'message' => $message );
	}
}

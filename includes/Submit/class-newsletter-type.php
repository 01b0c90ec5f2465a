<?php
/**
 * The newsletter subscription.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Only the contact with its newsletter consent; confirming sets the contact's newsletter flag (see
 * Confirmation) and confirms the consent record the pipeline stored.
 */
final class Newsletter_Type implements Request_Type {

	/** Type name stored with its requests. */
	public const NAME = 'newsletter';

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings (whether the newsletter is offered).
	 */
	public function __construct( private Settings $settings ) {
	}

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * {@inheritDoc} The contact form's route, with `type: 'newsletter'`.
	 */
	public function route(): string {
		return 'wizard/contact';
	}

	/**
	 * {@inheritDoc}
	 */
	public function body_key(): ?string {
		return null;
	}

	/**
	 * {@inheritDoc}
	 */
	public function schema(): array {
		return array();
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Newsletter sign-up', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function plural_label(): string {
		return __( 'Newsletter sign-ups', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload (nothing type-specific).
	 */
	public function rows( array $payload ): array {
		return array( array( __( 'Request', 'immo-wizards' ), __( 'Newsletter subscription', 'immo-wizards' ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function column_labels(): array {
		return array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function columns( array $payload ): array {
		return array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed               $data    Nothing type-specific.
	 * @param array<string,mixed> $contact Normalised contact.
	 * @throws Invalid_Request When the newsletter is not offered or its consent is missing.
	 */
	public function normalize( $data, array $contact ): array {
		if ( ! $this->settings->newsletter_enabled() ) {
			throw new Invalid_Request( __( 'The newsletter is not offered.', 'immo-wizards' ) );
		}
		if ( true !== ( $contact['customFields']['newsletter'] ?? null ) ) {
			throw new Invalid_Request( __( 'Please agree to receive the newsletter.', 'immo-wizards' ) );
		}
		return array();
	}
}

<?php
/**
 * The machine mail to the CRM's import address.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\Mail\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Short on purpose: the CRM reads the attached file; the subject names the request for a person who
 * looks into the import mailbox. Rendered by Templates (mail kind `crm_feedback`) in the site's language.
 */
final class Feedback_Mail_Template {

	/**
	 * Constructor.
	 *
	 * @param Templates $templates The shared layout and footer.
	 */
	public function __construct( private Templates $templates ) {
	}

	/**
	 * The mail.
	 *
	 * @param string              $label   Name of the request type.
	 * @param array<string,mixed> $payload Stored payload (the contact's name).
	 * @param string              $uuid    Request uuid.
	 * @param string              $file    Name of the attached file.
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( string $label, array $payload, string $uuid, string $file ): array {
		$contact = is_array( $payload['contact'] ?? null ) ? $payload['contact'] : array();
		$name    = trim( ( $contact['firstname'] ?? '' ) . ' ' . ( $contact['lastname'] ?? '' ) );
		/* translators: 1: kind of request, 2: name of the person */
		$subject = sprintf( __( 'OpenImmo feedback: %1$s from %2$s', 'immo-wizards' ), $label, $name );
		/* translators: %s: file name, e.g. openimmo-feedback.xml */
		$intro = sprintf( __( 'The attached file %s holds this confirmed request in the OpenImmo-Feedback format for your CRM’s import.', 'immo-wizards' ), $file );
		/* translators: %s: request id */
		$reference = sprintf( __( 'Reference: %s', 'immo-wizards' ), $uuid );
		return array(
			'subject' => $subject,
			'html'    => $this->templates->layout( $subject, '<p>' . esc_html( $intro ) . '</p><p style="color:#666666">' . esc_html( $reference ) . '</p>' ),
			'text'    => $intro . "\n\n" . $reference . "\n" . $this->templates->text_footer(),
		);
	}
}

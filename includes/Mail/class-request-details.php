<?php
/**
 * Human-readable rows of a request for mails.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * Turns stored payloads into [label, value] rows (plain text; the template escapes them): the contact's
 * here, the rest as the request type describes it.
 */
final class Request_Details {

	/**
	 * Constructor.
	 *
	 * @param Request_Types $types The request types (their labels and rows).
	 */
	public function __construct( private Request_Types $types ) {
	}

	/**
	 * Translated name of a request type.
	 *
	 * @param string $type Request type.
	 */
	public function type_label( string $type ): string {
		return $this->types->get( $type )?->label() ?? $type;
	}

	/**
	 * Contact rows.
	 *
	 * @param array<string,mixed> $contact Contact data.
	 * @return array<int, array{0:string,1:string}>
	 */
	public function contact_rows( array $contact ): array {
		$labels = array(
			'salutation' => __( 'Salutation', 'immo-wizards' ),
			'firstname'  => __( 'First name', 'immo-wizards' ),
			'lastname'   => __( 'Last name', 'immo-wizards' ),
			'email'      => __( 'E-mail', 'immo-wizards' ),
			'phone'      => __( 'Phone', 'immo-wizards' ),
			'street'     => __( 'Street', 'immo-wizards' ),
			'number'     => __( 'House number', 'immo-wizards' ),
			'zip'        => __( 'Postcode', 'immo-wizards' ),
			'city'       => __( 'City', 'immo-wizards' ),
		);
		$rows   = array();
		foreach ( $labels as $key => $label ) {
			$value = isset( $contact[ $key ] ) ? (string) $contact[ $key ] : '';
			if ( '' !== $value ) {
				$rows[] = array( $label, $value );
			}
		}
		$consents = is_array( $contact['customFields'] ?? null ) ? $contact['customFields'] : array();
		$rows[]   = array( __( 'Contact by phone, letter or e-mail', 'immo-wizards' ), $this->yes_no( ! empty( $consents['acceptContact'] ) ) );
		$rows[]   = array( __( 'Newsletter', 'immo-wizards' ), $this->yes_no( ! empty( $consents['newsletter'] ) ) );
		return $rows;
	}

	/**
	 * Rows specific to the request type (none for an unknown type).
	 *
	 * @param string              $type    Request type.
	 * @param array<string,mixed> $payload Stored payload.
	 * @return array<int, array{0:string,1:string}>
	 */
	public function rows( string $type, array $payload ): array {
		return $this->types->get( $type )?->rows( $payload ) ?? array();
	}

	/**
	 * Yes / No.
	 *
	 * @param bool $value Value.
	 */
	private function yes_no( bool $value ): string {
		return $value ? __( 'Yes', 'immo-wizards' ) : __( 'No', 'immo-wizards' );
	}
}

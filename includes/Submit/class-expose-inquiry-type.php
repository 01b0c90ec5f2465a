<?php
/**
 * The inquiry about one property (Exposé-Anfrage).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;

defined( 'ABSPATH' ) || exit;

/**
 * `exposeInquiry: { objectId, customObjectId?, message?, company?, wish?, contactMethod? }`.
 */
final class Expose_Inquiry_Type implements Request_Type {

	/** Type name stored with its requests. */
	public const NAME = 'expose_inquiry';

	private const CUSTOM_ID_MAX = 64;

	public const COMPANY_MAX = 100;

	public const WISHES = array( 'besichtigung', 'anruf', 'detail' );

	private const CONTACT_METHODS = array( 'email', 'phone', 'letter' );

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
		return 'wizard/expose-inquiry';
	}

	/**
	 * {@inheritDoc}
	 */
	public function body_key(): string {
		return 'exposeInquiry';
	}

	/**
	 * {@inheritDoc}
	 */
	public function schema(): array {
		return array(
			'exposeInquiry' => Request_Schema::part(
				array(
					'objectId'       => array(
						'description' => __( 'Id of the property (positive integer).', 'immo-wizards' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => Request_Schema::ID_MAX,
						'required'    => true,
					),
					'customObjectId' => Request_Schema::text( self::CUSTOM_ID_MAX ),
					'message'        => Request_Schema::text( Message_Type::MAX ),
					'company'        => Request_Schema::text( self::COMPANY_MAX ),
					'wish'           => array(
						'type'        => array( 'array', 'null' ),
						'maxItems'    => count( self::WISHES ),
						'uniqueItems' => true,
						'items'       => array(
							'type' => 'string',
							'enum' => self::WISHES,
						),
					),
					'contactMethod'  => array(
						'type' => array( 'string', 'null' ),
						'enum' => array_merge( self::CONTACT_METHODS, array( null ) ),
					),
				)
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Exposé inquiry', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function plural_label(): string {
		return __( 'Exposé inquiries', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function rows( array $payload ): array {
		$inquiry = Detail_Rows::part( $payload, 'exposeInquiry' );
		$methods = array_combine( self::CONTACT_METHODS, array( __( 'E-mail', 'immo-wizards' ), __( 'Phone', 'immo-wizards' ), __( 'Letter', 'immo-wizards' ) ) );
		$rows    = array(
			array( __( 'Property id', 'immo-wizards' ), (string) ( $inquiry['objectId'] ?? '' ) ),
			array( __( 'Property reference', 'immo-wizards' ), (string) ( $inquiry['customObjectId'] ?? '' ) ),
			array( __( 'Company', 'immo-wizards' ), (string) ( $inquiry['company'] ?? '' ) ),
			array( __( 'Wishes', 'immo-wizards' ), self::wishes( $inquiry ) ),
			array( __( 'Preferred contact method', 'immo-wizards' ), $methods[ $inquiry['contactMethod'] ?? '' ] ?? '' ),
			array( __( 'Message', 'immo-wizards' ), (string) ( $inquiry['message'] ?? '' ) ),
		);
		return array_values( array_filter( $rows, static fn ( $row ) => '' !== $row[1] ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function column_labels(): array {
		return array(
			'reference' => __( 'Property reference', 'immo-wizards' ),
			'wishes'    => __( 'Wishes', 'immo-wizards' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function columns( array $payload ): array {
		$inquiry   = Detail_Rows::part( $payload, 'exposeInquiry' );
		$reference = (string) ( $inquiry['customObjectId'] ?? '' );
		return array(
			// The agency's own reference, else the listing's id.
			'reference' => '' !== $reference ? $reference : (string) ( $inquiry['objectId'] ?? '' ),
			'wishes'    => self::wishes( $inquiry ),
		);
	}

	/**
	 * The wishes as text, comma-separated.
	 *
	 * @param array<string,mixed> $inquiry Inquiry part of a payload.
	 */
	private static function wishes( array $inquiry ): string {
		$labels = array_combine( self::WISHES, array( __( 'Viewing', 'immo-wizards' ), __( 'Call back', 'immo-wizards' ), __( 'Further details', 'immo-wizards' ) ) );
		return implode( ', ', array_map( static fn ( $w ) => $labels[ $w ] ?? (string) $w, (array) ( $inquiry['wish'] ?? array() ) ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed               $data    Submitted inquiry (the schema has checked the id, wishes and method).
	 * @param array<string,mixed> $contact Normalised contact (not used).
	 * @throws Invalid_Request When a text is not valid text.
	 */
	public function normalize( $data, array $contact ): array {
		$data      = (array) $data;
		$custom_id = Text::line( $data['customObjectId'] ?? null, self::CUSTOM_ID_MAX );
		$message   = Text::block( $data['message'] ?? null, Message_Type::MAX );
		$company   = Text::line( $data['company'] ?? null, self::COMPANY_MAX );
		if ( null === $custom_id || null === $message || null === $company ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		return array(
			'exposeInquiry' => array(
				'objectId'       => (int) $data['objectId'],
				'customObjectId' => $custom_id,
				'message'        => $message,
				'company'        => $company,
				// In their canonical order.
				'wish'           => array_values( array_intersect( self::WISHES, (array) ( $data['wish'] ?? array() ) ) ),
				'contactMethod'  => $data['contactMethod'] ?? null,
			),
		);
	}
}

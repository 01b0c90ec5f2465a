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
 * Property id, optional custom id, message, company, wishes and the preferred contact method.
 */
final class Expose_Inquiry_Type implements Request_Type {

	public const MAX_OBJECT_ID = 2147483647;

	public const WISHES = array( 'besichtigung', 'anruf', 'detail' );

	public const CONTACT_METHODS = array( 'email', 'phone', 'letter' );

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return 'expose_inquiry';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed               $data    Submitted inquiry.
	 * @param array<string,mixed> $contact Normalised contact (not used).
	 * @throws Invalid_Request When a rule is broken.
	 */
	public function normalize( $data, array $contact ): array {
		if ( ! is_array( $data ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		$object_id = $data['objectId'] ?? null;
		if ( ! is_int( $object_id ) || $object_id < 1 || $object_id > self::MAX_OBJECT_ID ) {
			throw new Invalid_Request( __( 'The property of this inquiry is unknown.', 'immo-wizards' ) );
		}
		$custom_id = Text::line( $data['customObjectId'] ?? null, 64 );
		$message   = Text::block( $data['message'] ?? null, Message_Type::MAX );
		$company   = Text::line( $data['company'] ?? null, 100 );
		$method    = $data['contactMethod'] ?? null;
		if ( null === $custom_id || null === $message || null === $company || ( null !== $method && ! in_array( $method, self::CONTACT_METHODS, true ) ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		return array(
			'exposeInquiry' => array(
				'objectId'       => $object_id,
				'customObjectId' => $custom_id,
				'message'        => $message,
				'company'        => $company,
				'wish'           => self::wishes( $data['wish'] ?? array() ),
				'contactMethod'  => $method,
			),
		);
	}

	/**
	 * Wishes in their canonical order.
	 *
	 * @param mixed $input Wishes.
	 * @return string[]
	 * @throws Invalid_Request When not a list of known wishes.
	 */
	private static function wishes( $input ): array {
		if ( null === $input ) {
			return array();
		}
		if ( ! is_array( $input ) || ! array_is_list( $input ) || count( $input ) > count( self::WISHES ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		foreach ( $input as $wish ) {
			if ( ! in_array( $wish, self::WISHES, true ) ) {
				throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
			}
		}
		return array_values( array_intersect( self::WISHES, $input ) );
	}
}

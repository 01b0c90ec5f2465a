<?php
/**
 * An exposé inquiry in the OpenImmo-Feedback file.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\Import\Listing_Writer;
use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Store;
use ImmoWizards\Submit\Detail_Rows;

defined( 'ABSPATH' ) || exit;

/**
 * The `objekt` is the listing the inquiry names (`objectId` = its post id): the agency's object
 * number (`oobj_id`, the import's objektnr_extern; the inquiry's own reference when the listing is
 * gone or has none), its id on this site (`portal_obj_id`), exposé link, marketing, title, city,
 * country, price, rooms and living space. The person's company, wishes, preferred way of contact and
 * message complete `interessent`.
 */
final class Expose_Feedback implements Feedback_Part {

	/** OpenImmo's `wunsch` of each wish. */
	private const WISHES = array(
		'besichtigung' => 'BESICHTIGUNG',
		'anruf'        => 'ANRUF',
		'detail'       => 'DETAIL',
	);

	/** OpenImmo's `bevorzugt` of each contact method. */
	private const METHODS = array(
		'email'  => 'EMAIL',
		'phone'  => 'TEL',
		'letter' => 'BRIEF',
	);

	/**
	 * Constructor.
	 *
	 * @param Property_Store $store Listing values.
	 */
	public function __construct( private Property_Store $store ) {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function values( array $payload ): array {
		$inquiry = Detail_Rows::part( $payload, 'exposeInquiry' );
		$objekt  = $this->listing( (int) ( $inquiry['objectId'] ?? 0 ) );
		if ( '' === ( $objekt['oobj_id'] ?? '' ) ) {
			$objekt['oobj_id'] = (string) ( $inquiry['customObjectId'] ?? '' );
		}
		$wishes = array_map( 'strval', (array) ( $inquiry['wish'] ?? array() ) );
		$method = (string) ( $inquiry['contactMethod'] ?? '' );
		return array(
			'objekt'      => $objekt,
			'interessent' => array(
				'firma'     => (string) ( $inquiry['company'] ?? '' ),
				'bevorzugt' => isset( self::METHODS[ $method ] ) ? array( self::METHODS[ $method ] ) : array(),
				'wunsch'    => array_values( array_intersect_key( self::WISHES, array_flip( $wishes ) ) ),
				'anfrage'   => (string) ( $inquiry['message'] ?? '' ),
			),
		);
	}

	/**
	 * The listing's values, empty when the id names no listing (any more).
	 *
	 * @param int $post_id Post id from the inquiry.
	 * @return array<string, string>
	 */
	private function listing( int $post_id ): array {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post || Post_Type::NAME !== $post->post_type || 'trash' === $post->post_status ) {
			return array();
		}
		$values = $this->store->get( $post->ID );
		$extras = get_post_meta( $post->ID, Listing_Writer::EXTRAS_META, true );
		$link   = 'publish' === $post->post_status ? get_permalink( $post ) : '';
		return array(
			'portal_obj_id'   => (string) $post->ID,
			'oobj_id'         => (string) $values['customObjectId'],
			'expose_url'      => is_string( $link ) ? $link : '',
			'vermarktungsart' => Feedback_Values::marketing( $values['marketingType'] ),
			'bezeichnung'     => html_entity_decode( $post->post_title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'ort'             => (string) $values['city'],
			'land'            => is_array( $extras ) ? (string) ( $extras['country'] ?? '' ) : '',
			'preis'           => Feedback_Values::number( $values['price'] ),
			'anzahl_zimmer'   => Feedback_Values::number( $values['rooms'] ),
			'flaeche'         => Feedback_Values::number( $values['livingSpace'] ),
		);
	}
}

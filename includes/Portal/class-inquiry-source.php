<?php
/**
 * Remembers the page an exposé inquiry was sent from.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Expose\Listing_Facts;
use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Store;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Expose_Inquiry_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The portal links an inquiry to the exposé it was about. When the inquiry's objectId is a published
 * listing, its card shows the listing (image, title, place, category, price) and links to its page;
 * otherwise the link is the page the form was on: the submit's referrer, kept only when it is a page
 * of this site.
 */
final class Inquiry_Source {

	/** Payload entry holding the page URL. */
	public const KEY = 'sourceUrl';

	/**
	 * Constructor.
	 *
	 * @param Request_Repository $requests Requests.
	 */
	public function __construct( private Request_Repository $requests ) {
	}

	/**
	 * Hooks in after submits.
	 */
	public function register(): void {
		add_action( 'immo_wizards_request_submitted', array( $this, 'remember' ), 10, 2 );
	}

	/**
	 * Stores the referring page in a new inquiry's payload.
	 *
	 * @param int    $request_id Request id.
	 * @param string $type       Request type.
	 */
	public function remember( $request_id, $type ): void {
		$url = Expose_Inquiry_Type::NAME === $type ? self::page_url( (string) wp_get_raw_referer() ) : '';
		$row = '' !== $url ? $this->requests->find( (int) $request_id ) : null;
		if ( ! $row ) {
			return;
		}
		$this->requests->update_payload( (int) $row->id, Request_Repository::payload( $row ) + array( self::KEY => $url ) );
	}

	/**
	 * An http(s) URL on this site's host, or ''.
	 *
	 * @param string $url Referrer.
	 */
	public static function page_url( string $url ): string {
		if ( '' === $url || strlen( $url ) > 2000 ) {
			return '';
		}
		$parts = wp_parse_url( $url );
		$home  = wp_parse_url( home_url() );
		if ( ! is_array( $parts ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true )
			|| isset( $parts['user'] ) || isset( $parts['pass'] )
			|| strtolower( (string) ( $parts['host'] ?? '' ) ) !== strtolower( (string) ( $home['host'] ?? '' ) )
		) {
			return '';
		}
		return esc_url_raw( $url, array( 'http', 'https' ) );
	}

	/**
	 * The card fields of a published listing (empty for any other id): its permalink, title, first
	 * image, zip and city, category and price. Street and coordinates are not part of a card.
	 *
	 * @param int $object_id The inquiry's objectId.
	 * @return array<string,mixed>
	 */
	public static function listing( int $object_id ): array {
		$post = $object_id > 0 ? get_post( $object_id ) : null;
		if ( ! $post || Post_Type::NAME !== $post->post_type || 'publish' !== $post->post_status ) {
			return array();
		}
		$values = ( new Property_Store() )->visitor_values( $post->ID );
		$image  = $values['images'] ? wp_get_attachment_image_url( (int) $values['images'][0]['id'], 'large' ) : '';
		return array(
			'title'    => html_entity_decode( get_the_title( $post ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'zip'      => (string) $values['zip'],
			'city'     => (string) $values['city'],
			'image'    => (string) $image,
			'category' => Listing_Facts::category( $values ),
			'price'    => array(
				'title' => Listing_Facts::price_title( $values ),
				'text'  => Listing_Facts::price_text( $values ),
			),
			'link'     => (string) get_permalink( $post ),
		);
	}
}

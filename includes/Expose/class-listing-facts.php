<?php
/**
 * A listing's values as visitors see them, and their display texts.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Expose;

use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Store;
use ImmoWizards\Catalogue\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * One place for the texts the exposé page and the portal's inquiry cards share: price title and
 * amount, category, status, place. Numbers follow the site's locale (number_format_i18n).
 */
final class Listing_Facts {

	/**
	 * Constructor.
	 *
	 * @param Property_Store $store Listing values.
	 */
	public function __construct( private Property_Store $store ) {
	}

	/**
	 * The listing's values without an unpublished address; null when the id is no listing or the current
	 * user may not see it (drafts, private and trashed listings are hidden from visitors).
	 *
	 * @param int $post_id Post id.
	 * @return array<string,mixed>|null
	 */
	public function visible( int $post_id ): ?array {
		$post = get_post( $post_id );
		if ( ! $post || Post_Type::NAME !== $post->post_type ) {
			return null;
		}
		if ( ! is_post_publicly_viewable( $post ) && ! current_user_can( 'read_post', $post->ID ) ) {
			return null;
		}
		return $this->store->visitor_values( $post->ID );
	}

	/**
	 * "Purchase price" or "Monthly rent" by marketing type.
	 *
	 * @param array<string,mixed> $values Listing values.
	 */
	public static function price_title( array $values ): string {
		return 'rent' === $values['marketingType'] ? __( 'Monthly rent', 'immo-wizards' ) : __( 'Purchase price', 'immo-wizards' );
	}

	/**
	 * The price in EUR without decimals, '' when unknown.
	 *
	 * @param array<string,mixed> $values Listing values.
	 */
	public static function price_text( array $values ): string {
		return null === $values['price'] ? '' : number_format_i18n( round( (float) $values['price'] ) ) . "\u{00A0}€";
	}

	/**
	 * A decimal with as many places as it has (at most two): 55,5 and 120.
	 *
	 * @param float|int $value Value.
	 */
	public static function decimal( $value ): string {
		$value  = round( (float) $value, 2 );
		$places = round( $value ) === $value ? 0 : ( round( $value, 1 ) === $value ? 1 : 2 );
		return number_format_i18n( $value, $places );
	}

	/**
	 * The category's label, '' when unknown.
	 *
	 * @param array<string,mixed> $values Listing values.
	 */
	public static function category( array $values ): string {
		$category = null === $values['categoryId'] ? null : Catalogue::category_by_id( (int) $values['categoryId'] );
		return null === $category ? '' : (string) $category['label'];
	}

	/**
	 * The status badge text: '' while the listing is available.
	 *
	 * @param array<string,mixed> $values Listing values.
	 */
	public static function status( array $values ): string {
		if ( 'reserved' === $values['status'] ) {
			return __( 'Reserved', 'immo-wizards' );
		}
		if ( 'sold' !== $values['status'] ) {
			return '';
		}
		return 'rent' === $values['marketingType'] ? __( 'Rented', 'immo-wizards' ) : __( 'Sold', 'immo-wizards' );
	}

	/**
	 * "zip city–district" (the spec's address text), the parts that are known.
	 *
	 * @param array<string,mixed> $values Listing values.
	 */
	public static function place( array $values ): string {
		$place = trim( $values['zip'] . ' ' . $values['city'] );
		return implode( '–', array_filter( array( $place, (string) $values['district'] ) ) );
	}

	/**
	 * Street and number ('' when not published).
	 *
	 * @param array<string,mixed> $values Listing values.
	 */
	public static function street( array $values ): string {
		return trim( $values['street'] . ' ' . $values['number'] );
	}
}

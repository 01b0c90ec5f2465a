<?php
/**
 * Binds the exposé inquiry block to the listing of its block context.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Expose;

use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * On a listing's page (its template, or its content) the inquiry needs no query string: objectId and
 * customObjectId come from the listing when the block's attributes leave them empty. Attributes win.
 */
final class Listing_Context {

	/**
	 * The attributes with the context's listing filled in.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param \WP_Block|null      $block      The block being rendered.
	 * @return array<string,mixed>
	 */
	public static function attributes( array $attributes, $block ): array {
		$post_id = $block instanceof \WP_Block ? (int) ( $block->context['postId'] ?? 0 ) : 0;
		if ( $post_id < 1 || Post_Type::NAME !== ( $block->context['postType'] ?? '' ) || ! empty( $attributes['objectId'] ) || ! array_key_exists( 'objectId', $attributes ) ) {
			return $attributes;
		}
		$attributes['objectId'] = $post_id;
		if ( '' === (string) ( $attributes['customObjectId'] ?? '' ) ) {
			$attributes['customObjectId'] = (string) get_post_meta( $post_id, Property_Schema::META['customObjectId'], true );
		}
		return $attributes;
	}
}

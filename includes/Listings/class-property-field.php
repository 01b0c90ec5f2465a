<?php
/**
 * The REST field `property` of /wp/v2/immo-properties.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

defined( 'ABSPATH' ) || exit;

/**
 * Core's posts controller validates the value against the field's schema (types, enums, ranges,
 * lengths) before update() runs and checks `edit_post`; update() writes only the named values, so a
 * sidebar may send one value at a time. Read-only values (objectId, images) and unknown names are
 * ignored. Visitors do not see street, number and coordinates of a listing whose address is private.
 */
final class Property_Field {

	public const NAME = 'property';

	/**
	 * Constructor.
	 *
	 * @param Property_Store $store Listing values.
	 * @param Lookup_Sync    $sync  Lookup table sync.
	 */
	public function __construct( private Property_Store $store, private Lookup_Sync $sync ) {
	}

	/**
	 * Registers the field (on `rest_api_init`, with the routes: Wiring\Routes).
	 */
	public function register_field(): void {
		register_rest_field(
			Post_Type::NAME,
			self::NAME,
			array(
				'get_callback'    => array( $this, 'get' ),
				'update_callback' => array( $this, 'update' ),
				'schema'          => Property_Schema::field(),
			)
		);
	}

	/**
	 * The field's value.
	 *
	 * @param array<string,mixed> $item Prepared post (has `id`).
	 * @return array<string,mixed>
	 */
	public function get( $item ): array {
		$post_id = (int) ( $item['id'] ?? 0 );
		return current_user_can( 'edit_post', $post_id ) ? $this->store->get( $post_id ) : $this->store->visitor_values( $post_id );
	}

	/**
	 * Writes the given values.
	 *
	 * @param mixed    $value Validated field value.
	 * @param \WP_Post $post  Listing.
	 * @return true|\WP_Error
	 */
	public function update( $value, $post ) {
		if ( ! $post instanceof \WP_Post || ! current_user_can( 'edit_post', $post->ID ) ) {
			return new \WP_Error( 'rest_cannot_edit', __( 'Sorry, you are not allowed to edit this property.', 'immo-wizards' ), array( 'status' => rest_authorization_required_code() ) );
		}
		if ( ! is_array( $value ) ) {
			return new \WP_Error( 'rest_invalid_param', __( 'The property values must be an object.', 'immo-wizards' ), array( 'status' => 400 ) );
		}
		$writable = array_intersect_key( $value, Property_Schema::META );
		$this->store->set( $post->ID, $writable );
		$this->sync->sync( $post->ID );
		return true;
	}
}

<?php
/**
 * The listing post type `immo_property` and its meta.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

defined( 'ABSPATH' ) || exit;

/**
 * Public single pages (the exposé), no archive unless a site turns it on, editable in the block
 * editor. The meta keys are protected (leading underscore) and kept out of the REST `meta` field: the
 * `property` field is the one way to read and write them over REST.
 */
final class Post_Type {

	public const NAME = 'immo_property';

	public const REST_BASE = 'immo-properties';

	/** Set when the rewrite rules must be rebuilt after the post type is registered. */
	public const FLUSH_OPTION = 'immo_wizards_flush_rewrite';

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
		add_action( 'init', array( $this, 'register_meta' ) );
		add_action( 'init', array( $this, 'maybe_flush_rewrite_rules' ), 99 );
		add_filter( 'bulk_post_updated_messages', array( Post_Type_Labels::class, 'bulk_messages' ), 10, 2 );
	}

	/**
	 * Registers the post type.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'          => Post_Type_Labels::labels(),
				'public'          => true,
				/**
				 * Filters whether listings get an archive page (off by default: agencies show their
				 * listings on pages of their own).
				 *
				 * @param bool|string $has_archive False, true or an archive slug.
				 */
				'has_archive'     => apply_filters( 'immo_wizards_property_archive', false ),
				'show_in_rest'    => true,
				'rest_base'       => self::REST_BASE,
				'menu_icon'       => 'dashicons-admin-home',
				'supports'        => array( 'title', 'editor', 'thumbnail', 'excerpt', 'revisions' ),
				'capability_type' => 'post',
				'map_meta_cap'    => true,
				/**
				 * Filters the URL slug of the listings' pages.
				 *
				 * @param string $slug Slug.
				 */
				'rewrite'         => array(
					'slug'       => (string) apply_filters( 'immo_wizards_property_slug', 'immobilie' ),
					'with_front' => false,
				),
			)
		);
	}

	/**
	 * Registers the meta keys with their types (protected: not exposed in the REST `meta` field).
	 */
	public function register_meta(): void {
		$auth = static fn ( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', (int) $post_id );
		foreach ( Property_Schema::values() as $name => $schema ) {
			$types = (array) $schema['type'];
			$type  = in_array( 'integer', $types, true ) ? 'integer' : ( in_array( 'number', $types, true ) ? 'number' : 'string' );
			register_post_meta(
				self::NAME,
				Property_Schema::META[ $name ],
				array(
					'type'              => $type,
					'description'       => $schema['description'],
					'single'            => true,
					'sanitize_callback' => static fn ( $value ) => Property_Schema::normalize( $name, $value ) ?? '',
					'auth_callback'     => $auth,
					'show_in_rest'      => false,
				)
			);
		}
		register_post_meta(
			self::NAME,
			Property_Schema::GALLERY_META,
			array(
				'type'              => 'array',
				'description'       => __( 'Attachment ids of the gallery, the featured image first.', 'immo-wizards' ),
				'single'            => true,
				'sanitize_callback' => static fn ( $ids ) => array_values( array_filter( array_map( 'absint', (array) $ids ) ) ),
				'auth_callback'     => $auth,
				'show_in_rest'      => false,
			)
		);
		register_post_meta(
			self::NAME,
			Property_Schema::ADDRESS_PUBLIC_META,
			array(
				'type'              => 'string',
				'description'       => __( '"0" when street, number and exact coordinates are not published.', 'immo-wizards' ),
				'single'            => true,
				'sanitize_callback' => static fn ( $value ) => '0' === (string) $value ? '0' : '1',
				'auth_callback'     => $auth,
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Rebuilds the rewrite rules once after activation or an update that brought the post type.
	 */
	public function maybe_flush_rewrite_rules(): void {
		if ( get_option( self::FLUSH_OPTION ) ) {
			delete_option( self::FLUSH_OPTION );
			flush_rewrite_rules( false );
		}
	}
}

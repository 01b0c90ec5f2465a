<?php
/**
 * The exposé's details: gallery, status, key facts, address and map.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Expose;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\Blocks\Page_Data;
use ImmoWizards\Blocks\Shared_Config;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Server-rendered and escaped at output. Behind the block `immo-wizards/property-details` (the listing
 * of the block context) and the classic themes' content filter. The map is only a container: the view
 * script shows it after consent, and only when the coordinates are published.
 */
final class Details_Renderer {

	public const BLOCK = 'property-details';

	/**
	 * Constructor.
	 *
	 * @param Listing_Facts $facts Visible values.
	 */
	public function __construct( private Listing_Facts $facts ) {
	}

	/**
	 * Block render callback.
	 *
	 * @param array<string,mixed> $attributes Attributes (none).
	 * @param string              $content    Inner content (none).
	 * @param \WP_Block|null      $block      The block, with its context.
	 */
	public function render_block( array $attributes, string $content = '', $block = null ): string {
		$post_id = $block instanceof \WP_Block ? (int) ( $block->context['postId'] ?? 0 ) : 0;
		$html    = $this->inner( $post_id ? $post_id : (int) get_the_ID() );
		return '' === $html ? '' : sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes(), $html );
	}

	/**
	 * The details outside a block (classic themes).
	 *
	 * @param int $post_id Listing id.
	 */
	public function render( int $post_id ): string {
		$html = $this->inner( $post_id );
		return '' === $html ? '' : '<div class="wp-block-immo-wizards-property-details">' . $html . '</div>';
	}

	/**
	 * The details' content, '' when the visitor may not see the listing.
	 *
	 * @param int $post_id Listing id.
	 */
	private function inner( int $post_id ): string {
		$values = $this->facts->visible( $post_id );
		if ( null === $values ) {
			return '';
		}
		wp_enqueue_style( 'immo-wizards-' . self::BLOCK . '-style' );
		$status = Listing_Facts::status( $values );
		return Gallery::render( $values['images'], get_post_field( 'post_title', $post_id, 'raw' ) )
			. ( '' === $status ? '' : sprintf( '<p class="immo-wizards-expose__badge immo-wizards-expose__badge--%1$s">%2$s</p>', esc_attr( (string) $values['status'] ), esc_html( $status ) ) )
			. sprintf( '<h2 class="immo-wizards-expose__heading">%s</h2>', esc_html_x( 'Key facts', 'exposé section', 'immo-wizards' ) )
			. self::facts( $values )
			. sprintf( '<h2 class="immo-wizards-expose__heading">%s</h2>', esc_html_x( 'Location', 'exposé section', 'immo-wizards' ) )
			. self::address( $values )
			. self::map( $values );
	}

	/**
	 * The key facts as a description list (unknown values are left out).
	 *
	 * @param array<string,mixed> $values Visible values.
	 */
	private static function facts( array $values ): string {
		$area  = static fn ( $value ) => null === $value ? '' : Listing_Facts::decimal( $value ) . "\u{00A0}m²";
		$facts = array(
			Listing_Facts::price_title( $values )        => Listing_Facts::price_text( $values ),
			__( 'Living space', 'immo-wizards' )         => $area( $values['livingSpace'] ),
			__( 'Plot area', 'immo-wizards' )            => $area( $values['plotArea'] ),
			__( 'Rooms', 'immo-wizards' )                => null === $values['rooms'] ? '' : Listing_Facts::decimal( $values['rooms'] ),
			__( 'Year of construction', 'immo-wizards' ) => (string) $values['buildYear'],
			__( 'Category', 'immo-wizards' )             => Listing_Facts::category( $values ),
			__( 'Object number', 'immo-wizards' )        => (string) $values['customObjectId'],
		);
		$items = '';
		foreach ( array_filter( $facts, 'strlen' ) as $label => $value ) {
			$items .= sprintf( '<div class="immo-wizards-expose__fact"><dt>%1$s</dt><dd>%2$s</dd></div>', esc_html( $label ), esc_html( $value ) );
		}
		return '<dl class="immo-wizards-expose__facts">' . $items . '</dl>';
	}

	/**
	 * Street and number (when published) over the place.
	 *
	 * @param array<string,mixed> $values Visible values.
	 */
	private static function address( array $values ): string {
		$lines = array_filter( array( Listing_Facts::street( $values ), Listing_Facts::place( $values ) ) );
		return sprintf( '<p class="immo-wizards-expose__address">%s</p>', implode( '<br>', array_map( 'esc_html', $lines ) ) );
	}

	/**
	 * The map's mount container when the coordinates are published; enqueues its view script.
	 *
	 * @param array<string,mixed> $values Visible values.
	 */
	private static function map( array $values ): string {
		if ( null === $values['lat'] || null === $values['lng'] ) {
			return '';
		}
		$handle = Blocks::script_handle( self::BLOCK, 'view' );
		wp_enqueue_script( $handle );
		Page_Data::attach( $handle, Settings::instance() );
		$config = array(
			'position' => array(
				'lat' => (float) $values['lat'],
				'lng' => (float) $values['lng'],
			),
		) + Shared_Config::build( Settings::instance() );
		return sprintf(
			'<div class="immo-wizards-expose__map" data-immo-wizards-config="%1$s" data-immo-wizards-token="%2$s"></div>',
			esc_attr( (string) wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) ),
			esc_attr( Page_Data::render_token() )
		);
	}
}

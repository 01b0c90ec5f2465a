<?php
/**
 * The one renderer behind a screen's block and its shortcode: prints the mount container.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Blocks\Ssr\Cookie_Banner;
use ImmoWizards\Blocks\Ssr\Screen_Markup;
use ImmoWizards\Expose\Listing_Context;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Renders one screen's container with its config as a `data-*` attribute.
 */
final class Renderer {

	/**
	 * Screen slug, e.g. `lead-wizard`.
	 *
	 * @var string
	 */
	private string $screen;

	/**
	 * Builds the screen's config.
	 *
	 * @var Screen_Config
	 */
	private Screen_Config $config;

	/**
	 * Constructor.
	 *
	 * @param string        $screen Screen slug.
	 * @param Screen_Config $config Config builder.
	 */
	public function __construct( string $screen, Screen_Config $config ) {
		$this->screen = $screen;
		$this->config = $config;
	}

	/**
	 * Block render callback. Inside a listing (block context) the exposé inquiry is bound to it.
	 *
	 * @param array<string, mixed> $attributes Block attributes (validated by core, defaults applied).
	 * @param string               $content    Inner content (none).
	 * @param \WP_Block|null       $block      The block, with its context.
	 */
	public function render_block( array $attributes, string $content = '', $block = null ): string {
		return $this->render( Listing_Context::attributes( $attributes, $block ), true );
	}

	/**
	 * Shortcode callback. Attributes mirror the block's: `step_order="address-first"` or
	 * `steporder="address-first"` (WordPress lower-cases shortcode attribute names).
	 *
	 * @param array<string, string>|string $atts Shortcode attributes.
	 */
	public function render_shortcode( $atts ): string {
		$atts = is_array( $atts ) ? $atts : array();
		$raw  = static function ( string $name ) use ( $atts ) {
			$snake = strtolower( (string) preg_replace( '/(?<!^)[A-Z]/', '_$0', $name ) );
			return $atts[ $snake ] ?? $atts[ strtolower( $name ) ] ?? null;
		};
		return $this->render( $this->attributes( $raw ), false );
	}

	/**
	 * A standalone page (see Embed\Standalone_Document): attributes from the query string under
	 * their block names (`?stepOrder=address-first`), validated like the shortcode's; the page data
	 * carries `embed`. Not `submitUrl`: anyone can write a link, and a link may not choose where a
	 * visitor's data goes (a host page passes it in the init message, checked by the client).
	 *
	 * @param array<string, mixed> $query Unslashed query parameters.
	 * @param array<string, mixed> $embed The page data's `embed` entry.
	 */
	public function render_standalone( array $query, array $embed ): string {
		unset( $query['submitUrl'] );
		return $this->render( $this->attributes( static fn ( string $name ) => $query[ $name ] ?? null ), false, $embed );
	}

	/**
	 * Validated attributes from raw text values (shortcode or query): a boolean attribute reads
	 * "true/1/yes/on", everything else is a string that the block type's schema checks (an invalid
	 * value gets the attribute's default); values that are no text (query arrays) are ignored.
	 *
	 * @param callable $raw (attribute name) → its raw value, null when not given.
	 * @return array<string, mixed>
	 */
	private function attributes( callable $raw ): array {
		$block_type = $this->block_type();
		$attributes = array();
		foreach ( $block_type->attributes ?? array() as $name => $schema ) {
			$value = $raw( $name );
			if ( ! is_scalar( $value ) ) {
				continue;
			}
			$attributes[ $name ] = 'boolean' === ( $schema['type'] ?? '' )
				? filter_var( $value, FILTER_VALIDATE_BOOLEAN )
				: (string) $value;
		}
		return $block_type->prepare_attributes_for_render( $attributes );
	}

	/**
	 * Prints the container and enqueues the screen's assets.
	 *
	 * @param array<string, mixed> $attributes Validated attributes.
	 * @param bool                 $in_block   Whether core is rendering this as a block (block supports apply).
	 * @param array<string, mixed> $embed      The page data's `embed` entry (standalone pages only).
	 */
	private function render( array $attributes, bool $in_block, array $embed = array() ): string {
		$view = Blocks::script_handle( $this->screen, 'view' );
		wp_enqueue_script( $view );
		Blocks::defer_dependencies( $view );
		Page_Data::attach( $view, Settings::instance(), $embed );
		wp_enqueue_style( 'immo-wizards-' . $this->screen . '-style' );

		$class  = 'wp-block-immo-wizards-' . $this->screen;
		$values = $this->config->build( $attributes );
		// Hex-escaping keeps the JSON intact through esc_attr(), which leaves existing entities alone.
		$config = (string) wp_json_encode( $values, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
		// The token marks the container as rendered here (see Page_Data): forged markup is not mounted.
		$extra = array(
			'data-immo-wizards-config' => $config,
			'data-immo-wizards-token'  => Page_Data::render_token(),
		);
		// A standalone page waits for its host page's config, so its first step is the client's.
		$markup = $embed ? null : Screen_Markup::render( $this->screen, $values );
		if ( $markup ) {
			$extra['data-immo-wizards-ssr'] = $markup['scope'];
		}
		Late_Scripts::add( $view, (bool) $markup );
		$wrapper = $in_block ? get_block_wrapper_attributes( $extra ) : self::attributes_html( array( 'class' => $class ) + $extra );
		$content = $markup ? $markup['html'] : sprintf( '<p class="%1$s__loading">%2$s</p>', esc_attr( $class ), esc_html__( 'Loading…', 'immo-wizards' ) );
		return sprintf(
			'<div %1$s>%2$s</div>%3$s<noscript>%4$s</noscript>',
			$wrapper,
			$content, // Escaped by Screen_Markup's Html, or above.
			$markup && $markup['banner'] ? Cookie_Banner::hide_script() : '',
			esc_html__( 'Please enable JavaScript to use this form.', 'immo-wizards' )
		);
	}

	/**
	 * Attributes as `name="value"` pairs, escaped.
	 *
	 * @param array<string, string> $attributes Attributes.
	 */
	private static function attributes_html( array $attributes ): string {
		$pairs = array();
		foreach ( $attributes as $name => $value ) {
			$pairs[] = $name . '="' . esc_attr( $value ) . '"';
		}
		return implode( ' ', $pairs );
	}

	/**
	 * The registered block type of this screen.
	 */
	private function block_type(): \WP_Block_Type {
		return \WP_Block_Type_Registry::get_instance()->get_registered( 'immo-wizards/' . $this->screen );
	}
}

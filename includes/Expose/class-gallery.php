<?php
/**
 * The exposé's pictures.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Expose;

defined( 'ABSPATH' ) || exit;

/**
 * A horizontal strip of figures (CSS scroll snap, no script), the title image first. Each image has an
 * alt text (the attachment's, else its title, else the listing's title); its caption or title is the
 * figcaption.
 */
final class Gallery {

	/**
	 * The gallery's HTML, '' without images.
	 *
	 * @param array<int, array{id:int,url:string,title:string}> $images Images (Property_Store::images()).
	 * @param string                                            $title  Listing title (plain text).
	 */
	public static function render( array $images, string $title ): string {
		if ( ! $images ) {
			return '';
		}
		$items = '';
		foreach ( array_values( $images ) as $index => $image ) {
			$items .= self::figure( (int) $image['id'], $title, $index, count( $images ) );
		}
		return sprintf(
			'<section class="immo-wizards-expose__gallery" aria-label="%1$s"><ul class="immo-wizards-expose__strip">%2$s</ul></section>',
			esc_attr__( 'Pictures', 'immo-wizards' ),
			$items
		);
	}

	/**
	 * One picture.
	 *
	 * @param int    $id    Attachment id.
	 * @param string $title Listing title.
	 * @param int    $index Position (0: the title image, loaded eagerly).
	 * @param int    $count Number of pictures.
	 */
	private static function figure( int $id, string $title, int $index, int $count ): string {
		$name    = get_post_field( 'post_title', $id, 'raw' );
		$alt     = trim( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) );
		$caption = trim( (string) wp_get_attachment_caption( $id ) );
		$image   = wp_get_attachment_image(
			$id,
			'large',
			false,
			array(
				'alt'     => '' !== $alt ? $alt : ( '' !== $name ? $name : $title ),
				'loading' => 0 === $index ? 'eager' : 'lazy',
				'class'   => 'immo-wizards-expose__image',
			)
		);
		$caption = '' !== $caption ? $caption : $name;
		return sprintf(
			'<li class="immo-wizards-expose__slide"><figure class="immo-wizards-expose__figure">%1$s<figcaption class="immo-wizards-expose__caption">%2$s</figcaption></figure></li>',
			$image,
			esc_html(
				'' !== $caption
					/* translators: 1: position of the picture, 2: number of pictures, 3: caption */
					? sprintf( __( '%1$d of %2$d: %3$s', 'immo-wizards' ), $index + 1, $count, $caption )
					/* translators: 1: position of the picture, 2: number of pictures */
					: sprintf( __( '%1$d of %2$d', 'immo-wizards' ), $index + 1, $count )
			)
		);
	}
}

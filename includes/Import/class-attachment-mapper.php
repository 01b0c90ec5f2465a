<?php
/**
 * OpenImmo `anhaenge/anhang` → the images of a listing.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM and XMLReader properties.

/**
 * Only pictures become images (documents, links, logos, QR codes do not); the title picture
 * (TITELBILD) leads. An `anhang` may sit in `anhaenge` or directly in `immobilie`; its group and
 * location are often empty, so the source is decided by the path: a URL is fetched, anything else is a
 * file in the ZIP (matched by name later), `anhanginhalt` is the picture itself (base64).
 */
final class Attachment_Mapper {

	/** Groups shown in the gallery ('' = not given). */
	private const GALLERY = array( 'TITELBILD', 'BILD', 'INNENANSICHTEN', 'AUSSENANSICHTEN', 'GRUNDRISS', 'PANORAMA', '' );

	public const IMAGE_FORMATS = array( 'jpg', 'jpeg', 'png', 'gif', 'webp' );

	/** Images per listing at most. */
	private const MAX = 100;

	/**
	 * The images of an object, title picture first.
	 *
	 * @param \DOMElement $object The `<immobilie>` element.
	 * @return array<int, array{source:string,path:string,title:string,group:string,check:string}>
	 */
	public static function map( \DOMElement $object ): array {
		$nodes  = array_merge( Dom::children( Dom::find( $object, 'anhaenge' ), 'anhang' ), Dom::children( $object, 'anhang' ) );
		$images = array();
		foreach ( $nodes as $node ) {
			$image = self::image( $node );
			if ( null !== $image ) {
				$images[] = $image;
			}
		}
		// Stable: the title picture first, the rest in document order.
		usort( $images, static fn ( $a, $b ) => (int) ( 'TITELBILD' !== $a['group'] ) <=> (int) ( 'TITELBILD' !== $b['group'] ) );
		return array_slice( $images, 0, self::MAX );
	}

	/**
	 * One picture, or null for anything else.
	 *
	 * @param \DOMElement $node The `<anhang>` element.
	 * @return array{source:string,path:string,title:string,group:string,check:string}|null
	 */
	private static function image( \DOMElement $node ): ?array {
		$group = strtoupper( Dom::attr( $node, 'gruppe' ) );
		if ( ! in_array( $group, self::GALLERY, true ) ) {
			return null;
		}
		$inline = preg_replace( '/\s+/', '', Dom::text( $node, 'daten/anhanginhalt' ) );
		$path   = Dom::text( $node, 'daten/pfad' );
		$format = strtolower( ltrim( preg_replace( '#^image/#i', '', Dom::text( $node, 'format' ) ), '.' ) );
		$ext    = strtolower( pathinfo( (string) wp_parse_url( $path, PHP_URL_PATH ), PATHINFO_EXTENSION ) );
		$known  = '' !== $format ? $format : $ext;
		if ( '' !== $known && ! in_array( $known, self::IMAGE_FORMATS, true ) ) {
			return null;
		}
		if ( '' !== $inline ) {
			$source = 'inline';
			$path   = $inline;
		} elseif ( preg_match( '#^https?://#i', $path ) ) {
			$source = 'remote';
		} elseif ( '' !== $path ) {
			$source = 'zip';
		} else {
			return null;
		}
		$check = Dom::find( $node, 'check' );
		return array(
			'source' => $source,
			'path'   => $path,
			'title'  => mb_substr( sanitize_text_field( Dom::text( $node, 'anhangtitel' ) ), 0, 200 ),
			'group'  => $group,
			'check'  => null === $check ? '' : mb_substr( Dom::attr( $check, 'ctype' ) . ':' . trim( (string) $check->textContent ), 0, 200 ),
		);
	}
}

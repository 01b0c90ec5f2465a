<?php
/**
 * The category tiles' icons, drawn from the same file as the client's (blocks/category-icons.json).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * Mirrors CategoryIcon and SvgIcon (src/wizards/shared/icons): one drawing per category icon name,
 * the house for names without one.
 */
final class Category_Icon {

	/** The drawings' file, read by the client's bundle as well. */
	public const FILE = 'blocks/category-icons.json';

	/** The icon for names without a drawing (an admin's own category). */
	private const FALLBACK = 'haus';

	/**
	 * The file's content, once per request.
	 *
	 * @var array{svg: array<string, string>, icons: array<string, list<array{0: string, 1: array<string, string>}>>}|null
	 */
	private static ?array $drawings = null;

	/**
	 * The icon's `<svg>` (CategoryIcon).
	 *
	 * @param string $name The category's icon name (its `icon`, else its `text`).
	 */
	public static function render( string $name ): string {
		$drawings = self::drawings();
		$shapes   = $drawings['icons'][ $name ] ?? $drawings['icons'][ self::FALLBACK ] ?? array();
		$children = array_map(
			static fn ( array $shape ): string => Html::element( (string) $shape[0], (array) $shape[1] ),
			$shapes
		);
		// SvgIcon: size 48, its attributes in the order React writes them.
		return Html::element(
			'svg',
			array(
				'width'  => 48,
				'height' => 48,
			) + $drawings['svg'] + array(
				'aria-hidden' => 'true',
				'focusable'   => 'false',
			),
			...$children
		);
	}

	/**
	 * The icon names that have a drawing.
	 *
	 * @return string[]
	 */
	public static function names(): array {
		return array_keys( self::drawings()['icons'] );
	}

	/**
	 * The decoded file.
	 *
	 * @return array{svg: array<string, string>, icons: array<string, list<array{0: string, 1: array<string, string>}>>}
	 */
	private static function drawings(): array {
		if ( null === self::$drawings ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$decoded        = json_decode( (string) file_get_contents( IMMO_WIZARDS_DIR . self::FILE ), true );
			self::$drawings = array(
				'svg'   => (array) ( $decoded['svg'] ?? array() ),
				'icons' => (array) ( $decoded['icons'] ?? array() ),
			);
		}
		return self::$drawings;
	}
}

<?php
/**
 * Markup as React writes it, for the first step the server renders (see Screen_Markup).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * Builds elements the way `react-dom` serialises them, so React can hydrate them: attributes in
 * the given order, `true` as an empty attribute, `false`/`null` left out, text escaped exactly once
 * (no `&amp;` collapsing as `esc_html()` does, so a label reads the same as React's text).
 */
final class Html {

	/** React's marker between two adjacent text nodes (they would merge into one when parsed). */
	public const TEXT_SEPARATOR = '<!-- -->';

	/** Elements without content or end tag. */
	private const VOID = array( 'input', 'img', 'br', 'hr', 'meta', 'link', 'source' );

	/**
	 * An element.
	 *
	 * @param string                              $tag        Tag name.
	 * @param array<string, string|int|bool|null> $attributes Attributes; `true` → present and empty.
	 * @param string                              ...$children Markup of the children (see text()).
	 */
	public static function element( string $tag, array $attributes = array(), string ...$children ): string {
		$open = '<' . $tag;
		foreach ( $attributes as $name => $value ) {
			if ( null === $value || false === $value ) {
				continue;
			}
			$open .= ' ' . $name . '="' . ( true === $value ? '' : self::escape( (string) $value ) ) . '"';
		}
		if ( in_array( $tag, self::VOID, true ) ) {
			return $open . '/>';
		}
		return $open . '>' . implode( '', $children ) . '</' . $tag . '>';
	}

	/**
	 * Text content.
	 *
	 * @param string $text Plain text.
	 */
	public static function text( string $text ): string {
		return self::escape( $text );
	}

	/**
	 * Adjacent text parts as React renders `{ a }{ b }`: each escaped, separated by React's marker.
	 *
	 * @param string ...$parts Plain text parts; empty ones render nothing, as in React.
	 */
	public static function texts( string ...$parts ): string {
		$parts = array_filter( $parts, static fn ( string $part ) => '' !== $part );
		return implode( self::TEXT_SEPARATOR, array_map( array( self::class, 'escape' ), $parts ) );
	}

	/**
	 * A translation with one `<tag>…</tag>` as createInterpolateElement renders it: the text
	 * before, the element around the tagged text, the text after.
	 *
	 * @param string   $translated The translated text, e.g. 'Details are in our <a>privacy policy</a>.'.
	 * @param string   $tag        The tag's name in the text, e.g. 'a'.
	 * @param callable $element    (escaped inner text) → the element's markup.
	 * @return array{0: string, 1: string, 2: string} Plain text before, element markup, plain text after.
	 */
	public static function interpolate( string $translated, string $tag, callable $element ): array {
		$parts = preg_split( '#</?' . preg_quote( $tag, '#' ) . '>#', $translated );
		return array(
			(string) ( $parts[0] ?? '' ),
			(string) $element( self::text( (string) ( $parts[1] ?? '' ) ) ),
			(string) ( $parts[2] ?? '' ),
		);
	}

	/**
	 * Escapes text or an attribute value for HTML.
	 *
	 * @param string $value Plain text.
	 */
	private static function escape( string $value ): string {
		return htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	}
}

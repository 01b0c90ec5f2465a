<?php
/**
 * Reading an expanded `<immobilie>` element.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM and XMLReader properties.

/**
 * Elements are matched by local name and case-insensitively: senders differ in namespaces (1.2.0-era
 * `xmlns`, onOffice's `xmlns=""`) and, now and then, in case.
 */
final class Dom {

	/**
	 * Child elements with a local name.
	 *
	 * @param \DOMNode|null $parent Parent.
	 * @param string        $name   Local name.
	 * @return \DOMElement[]
	 */
	public static function children( ?\DOMNode $parent, string $name ): array {
		$out = array();
		if ( null === $parent ) {
			return $out;
		}
		foreach ( $parent->childNodes as $node ) {
			if ( $node instanceof \DOMElement && 0 === strcasecmp( (string) $node->localName, $name ) ) {
				$out[] = $node;
			}
		}
		return $out;
	}

	/**
	 * The element at a slash-separated path below $parent (first match per step).
	 *
	 * @param \DOMNode|null $parent Start.
	 * @param string        $path   E.g. `geo/plz`.
	 */
	public static function find( ?\DOMNode $parent, string $path ): ?\DOMElement {
		$node = $parent;
		foreach ( explode( '/', $path ) as $step ) {
			$node = self::children( $node, $step )[0] ?? null;
			if ( null === $node ) {
				return null;
			}
		}
		return $node instanceof \DOMElement ? $node : null;
	}

	/**
	 * Trimmed text at a path ('' when missing).
	 *
	 * @param \DOMNode|null $parent Start.
	 * @param string        $path   Path.
	 */
	public static function text( ?\DOMNode $parent, string $path ): string {
		$node = self::find( $parent, $path );
		return null === $node ? '' : self::clean( (string) $node->textContent );
	}

	/**
	 * An attribute by name, case-insensitively ('' when missing).
	 *
	 * @param \DOMElement|null $element Element.
	 * @param string           $name    Attribute name.
	 */
	public static function attr( ?\DOMElement $element, string $name ): string {
		if ( null === $element ) {
			return '';
		}
		foreach ( $element->attributes as $attribute ) {
			if ( 0 === strcasecmp( (string) $attribute->localName, $name ) ) {
				return self::clean( (string) $attribute->value );
			}
		}
		return '';
	}

	/**
	 * Trimmed text with C1 control characters read as Windows-1252: files that declare ISO-8859-1
	 * mostly hold Windows-1252 (€ is 0x80), and the parser follows the declaration. C1 controls never
	 * belong in a listing, so the mapping is safe for every file.
	 *
	 * @param string $text Text from the parser (UTF-8).
	 */
	public static function clean( string $text ): string {
		$text = (string) preg_replace_callback(
			'/[\x{80}-\x{9F}]/u',
			static fn ( $match ) => (string) mb_convert_encoding( chr( mb_ord( $match[0], 'UTF-8' ) ), 'UTF-8', 'Windows-1252' ),
			$text
		);
		return trim( $text );
	}

	/**
	 * An OpenImmo boolean (`true|false|1|0`, any case); null when absent or something else.
	 *
	 * @param string $value Text.
	 */
	public static function bool( string $value ): ?bool {
		$value = strtolower( trim( $value ) );
		if ( in_array( $value, array( 'true', '1' ), true ) ) {
			return true;
		}
		return in_array( $value, array( 'false', '0' ), true ) ? false : null;
	}

	/**
	 * A decimal with a point (`940.0`); null when empty or not a plain number (free text such as
	 * `5,95 % inkl. MwSt.` is never read as a number).
	 *
	 * @param string $value Text.
	 */
	public static function number( string $value ): ?float {
		$value = trim( $value );
		return preg_match( '/^[+-]?(\d+(\.\d*)?|\.\d+)$/', $value ) ? (float) $value : null;
	}
}

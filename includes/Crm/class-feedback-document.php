<?php
/**
 * Writes an OpenImmo-Feedback file.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

defined( 'ABSPATH' ) || exit;

/**
 * XMLWriter does the escaping; values are cleaned first so that what is written stays readable XML
 * 1.0 and reads back as given: invalid UTF-8 is replaced, control characters and format characters
 * (`\p{Cf}`: bidi overrides, zero-width characters) are removed, single-line values get single
 * spaces for line breaks and tabs. Empty values are left out, never written as empty elements.
 */
final class Feedback_Document {

	/** The OpenImmo-Feedback version the file declares. */
	public const VERSION = '1.2.7';

	/**
	 * The one place for the element order of the OpenImmo-Feedback schema (its `xsd:sequence`s):
	 * `openimmo_feedback` holds `version`, `sender` and `objekt`; `interessent` is `objekt`'s last child.
	 */
	public const ORDER = array(
		'sender'      => array( 'name', 'openimmo_anid', 'datum', 'makler_id', 'regi_id' ),
		'objekt'      => array( 'portal_unique_id', 'portal_obj_id', 'anbieter_id', 'oobj_id', 'zusatz_refnr', 'expose_url', 'vermarktungsart', 'bezeichnung', 'etage', 'whg_nr', 'strasse', 'ort', 'land', 'stadtbezirk', 'preis', 'gebot', 'wae', 'anzahl_zimmer', 'flaeche' ),
		'interessent' => array( 'int_id', 'anrede', 'vorname', 'nachname', 'titel', 'firma', 'strasse', 'postfach', 'plz', 'ort', 'tel', 'fax', 'mobil', 'email', 'bevorzugt', 'wunsch', 'anfrage' ),
	);

	/** Elements the schema requires in `sender`: written even when empty (e.g. no makler_id set). */
	private const REQUIRED = array( 'name', 'datum', 'makler_id' );

	/** Elements whose text may hold line breaks. */
	private const MULTILINE = array( 'anfrage' );

	/**
	 * The file.
	 *
	 * @param array<string, string>          $sender      Sender values by element.
	 * @param array<string, string|string[]> $objekt      Object values by element.
	 * @param array<string, string|string[]> $interessent The person's values by element (lists repeat the element).
	 * @return string UTF-8 XML.
	 * @throws \LogicException For an element the schema does not have there (a programming error).
	 */
	public static function xml( array $sender, array $objekt, array $interessent ): string {
		$writer = new \XMLWriter();
		$writer->openMemory();
		$writer->setIndent( true );
		$writer->setIndentString( '  ' );
		$writer->startDocument( '1.0', 'UTF-8' );
		$writer->startElement( 'openimmo_feedback' );
		$writer->writeElement( 'version', self::VERSION );
		self::section( $writer, 'sender', $sender + array_fill_keys( self::REQUIRED, '' ) );
		$writer->startElement( 'objekt' );
		self::children( $writer, 'objekt', $objekt );
		self::section( $writer, 'interessent', $interessent );
		$writer->endElement();
		$writer->endElement();
		$writer->endDocument();
		return $writer->outputMemory();
	}

	/**
	 * An element holding its values in schema order.
	 *
	 * @param \XMLWriter                     $writer Writer.
	 * @param string                         $name   `sender` or `interessent`.
	 * @param array<string, string|string[]> $values Values by element.
	 */
	private static function section( \XMLWriter $writer, string $name, array $values ): void {
		$writer->startElement( $name );
		self::children( $writer, $name, $values );
		$writer->endElement();
	}

	/**
	 * The children of an element in schema order; a list repeats its element.
	 *
	 * @param \XMLWriter                     $writer Writer.
	 * @param string                         $parent Key of ORDER.
	 * @param array<string, string|string[]> $values Values by element.
	 * @throws \LogicException For an element not in ORDER[ $parent ].
	 */
	private static function children( \XMLWriter $writer, string $parent, array $values ): void {
		$unknown = array_diff( array_keys( $values ), self::ORDER[ $parent ] );
		if ( $unknown ) {
			throw new \LogicException( esc_html( $parent . ' has no element ' . implode( ', ', $unknown ) ) );
		}
		foreach ( self::ORDER[ $parent ] as $element ) {
			foreach ( (array) ( $values[ $element ] ?? array() ) as $value ) {
				$text = self::clean( (string) $value, in_array( $element, self::MULTILINE, true ) );
				if ( '' !== $text || ( 'sender' === $parent && in_array( $element, self::REQUIRED, true ) ) ) {
					$writer->writeElement( $element, $text );
				}
			}
		}
	}

	/**
	 * A value as it may be written: valid UTF-8 without control, format or non-characters; single-line
	 * values on one line.
	 *
	 * @param string $value     Value.
	 * @param bool   $multiline Whether line breaks stay (as \n).
	 */
	public static function clean( string $value, bool $multiline ): string {
		$value = mb_scrub( $value, 'UTF-8' );
		$value = (string) preg_replace( '/\r\n?|[\x{85}\x{2028}\x{2029}]/u', "\n", $value );
		if ( ! $multiline ) {
			$value = (string) preg_replace( '/[\t\n]+/', ' ', $value );
		}
		// XML 1.0 allows tab and line feed among the C0 controls; the rest (and C1, \p{Cf}, U+FFFE/F) go.
		$value = (string) preg_replace( '/(?![\t\n])[\p{Cc}\p{Cf}\p{Cs}\x{FFFE}\x{FFFF}]/u', '', $value );
		return trim( $value );
	}
}

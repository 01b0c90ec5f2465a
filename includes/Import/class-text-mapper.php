<?php
/**
 * OpenImmo `freitexte` → title, description and excerpt.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM and XMLReader properties.

/**
 * Senders put raw `<br>` into CDATA, escape `&lt;p&gt;` once more, or send plain text with line
 * breaks. HTML is reduced to what posts may hold (wp_kses_post); plain text is escaped; both get
 * paragraphs.
 */
final class Text_Mapper {

	/**
	 * Title, content (HTML) and excerpt.
	 *
	 * @param \DOMElement $object The `<immobilie>` element.
	 * @param string      $ref    Object number (title of last resort).
	 * @return array{title:string,content:string,excerpt:string}
	 */
	public static function map( \DOMElement $object, string $ref ): array {
		$texts = Dom::find( $object, 'freitexte' );
		$title = self::line( Dom::text( $texts, 'objekttitel' ), 200 );
		if ( '' === $title ) {
			/* translators: %s: the agency's object number */
			$title = sprintf( __( 'Property %s', 'immo-wizards' ), $ref );
		}
		$description = Dom::text( $texts, 'objektbeschreibung' );
		foreach ( Dom::children( $texts, 'objekt_text' ) as $text ) {
			$description = '' === $description ? Dom::clean( (string) $text->textContent ) : $description;
		}
		$content  = self::html( $description );
		$sections = array(
			'lage'             => _x( 'Location', 'exposé section', 'immo-wizards' ),
			'ausstatt_beschr'  => _x( 'Features', 'exposé section', 'immo-wizards' ),
			'sonstige_angaben' => _x( 'Further information', 'exposé section', 'immo-wizards' ),
		);
		foreach ( $sections as $element => $label ) {
			$html = self::html( Dom::text( $texts, $element ) );
			if ( '' !== $html ) {
				$content .= "\n<h2>" . esc_html( $label ) . "</h2>\n" . $html;
			}
		}
		return array(
			'title'   => $title,
			'content' => trim( $content ),
			'excerpt' => self::line( Dom::text( $texts, 'dreizeiler' ), 500 ),
		);
	}

	/**
	 * A text block as safe HTML paragraphs.
	 *
	 * @param string $text Text or HTML.
	 */
	private static function html( string $text ): string {
		$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
		// Escaped once more than needed (`&lt;p&gt;` inside the element's text).
		if ( ! str_contains( $text, '<' ) && str_contains( $text, '&lt;' ) ) {
			$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
		$text = trim( $text );
		if ( '' === $text ) {
			return '';
		}
		$html = preg_match( '#<[a-z/!]#i', $text ) ? wp_kses_post( $text ) : esc_html( $text );
		return trim( wpautop( force_balance_tags( $html ) ) );
	}

	/**
	 * One line of plain text.
	 *
	 * @param string $text Text.
	 * @param int    $max  Maximum length.
	 */
	private static function line( string $text, int $max ): string {
		$text = html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return mb_substr( sanitize_text_field( $text ), 0, $max );
	}
}

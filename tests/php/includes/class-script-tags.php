<?php
/**
 * Script tags of printed HTML, read by their attributes.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * WordPress prints a script tag's attributes in an order of its own, which changed (7.x sorts them):
 * tests look at the attributes, not at their order.
 */
final class Script_Tags {

	/**
	 * The attributes of the script tag with this id (name => value; true for a bare attribute), or
	 * null when there is none.
	 *
	 * @param string $html Printed HTML.
	 * @param string $id   The tag's id.
	 * @return array<string, string|true>|null
	 */
	public static function attributes( string $html, string $id ): ?array {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'tag_name' => 'script' ) ) ) {
			if ( $tags->get_attribute( 'id' ) !== $id ) {
				continue;
			}
			$attributes = array();
			foreach ( $tags->get_attribute_names_with_prefix( '' ) ?? array() as $name ) {
				$attributes[ $name ] = $tags->get_attribute( $name );
			}
			return $attributes;
		}
		return null;
	}

	/**
	 * The ids of the script tags that carry this attribute.
	 *
	 * @param string $html      Printed HTML.
	 * @param string $attribute Attribute name.
	 * @return string[]
	 */
	public static function ids_with( string $html, string $attribute ): array {
		$tags = new \WP_HTML_Tag_Processor( $html );
		$ids  = array();
		while ( $tags->next_tag( array( 'tag_name' => 'script' ) ) ) {
			if ( null !== $tags->get_attribute( $attribute ) ) {
				$ids[] = (string) $tags->get_attribute( 'id' );
			}
		}
		return $ids;
	}

	/**
	 * Whether the tag with this id waits for the document (`defer`) and is otherwise left as WordPress
	 * prints it (runs as a script, not inert).
	 *
	 * @param string $html Printed HTML.
	 * @param string $id   The tag's id.
	 */
	public static function is_deferred( string $html, string $id ): bool {
		$attributes = self::attributes( $html, $id );
		return null !== $attributes && isset( $attributes['defer'] ) && ! isset( $attributes['type'] );
	}
}

<?php
/**
 * What wp-admin calls listings.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Listings;

use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Post_Type_Labels;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Tests\Test_Case;

/**
 * Every label core knows for a post type is the listing's own: no screen says "post".
 */
final class Post_Type_Labels_Test extends Test_Case {

	/**
	 * The labels WordPress builds from ours and its defaults, in a language.
	 *
	 * @param string $locale Locale.
	 * @return array<string, string|null>
	 */
	private static function labels( string $locale ): array {
		return Mailer::in_locale(
			$locale,
			static function (): array {
				$type = (object) array(
					'name'         => Post_Type::NAME,
					'labels'       => Post_Type_Labels::labels(),
					'hierarchical' => false,
				);
				return (array) get_post_type_labels( $type );
			}
		);
	}

	public function test_every_label_core_knows_is_set(): void {
		$ours     = array_keys( Post_Type_Labels::labels() );
		$defaults = array_keys( \WP_Post_Type::get_default_labels() );
		// Only a hierarchical type has a parent; the menu and the admin bar take the names above.
		$missing = array_diff( $defaults, $ours, array( 'parent_item_colon' ) );
		$this->assertSame( array(), array_values( $missing ) );
		$registered = (array) get_post_type_object( Post_Type::NAME )->labels;
		$this->assertEquals( Post_Type_Labels::labels(), array_intersect_key( $registered, Post_Type_Labels::labels() ), 'the post type is registered with them' );
	}

	public function test_no_label_speaks_of_posts(): void {
		foreach ( self::labels( 'en_US' ) as $key => $label ) {
			$this->assertDoesNotMatchRegularExpression( '/\bposts?\b/i', (string) $label, $key );
		}
	}

	public function test_german_labels(): void {
		$labels = self::labels( 'de_DE' );
		$this->assertSame( 'Immobilie hinzufügen', $labels['add_new'] );
		$this->assertSame( 'Neue Immobilie hinzufügen', $labels['add_new_item'] );
		$this->assertSame( 'Immobilien', $labels['menu_name'] );
		$this->assertSame( 'Immobilie', $labels['name_admin_bar'] );
		$this->assertSame( 'Titelbild festlegen', $labels['set_featured_image'] );
		$this->assertSame( 'Immobilie aktualisiert.', $labels['item_updated'] );
		$messages = Mailer::in_locale( 'de_DE', static fn () => Post_Type_Labels::bulk_messages( array(), array( 'trashed' => 2 ) ) );
		$this->assertSame( '%s Immobilien in den Papierkorb verschoben.', $messages[ Post_Type::NAME ]['trashed'] );
	}
}

<?php
/**
 * The exposé's details: gallery, key facts, status, address, map.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Expose;

use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

require_once __DIR__ . '/class-listings.php';

/**
 * Rendered through the block `immo-wizards/property-details` with a listing as block context.
 */
final class Expose_Details_Test extends Test_Case {

	use Listings;

	/**
	 * The details block rendered for a post.
	 *
	 * @param int    $post_id   Post id.
	 * @param string $post_type Post type of the context.
	 */
	private function details( int $post_id, string $post_type = Post_Type::NAME ): string {
		$block = new \WP_Block(
			parse_blocks( '<!-- wp:immo-wizards/property-details /-->' )[0],
			array(
				'postId'   => $post_id,
				'postType' => $post_type,
			)
		);
		return $block->render();
	}

	/**
	 * The key facts as label => value.
	 *
	 * @param string $html Rendered details.
	 * @return array<string,string>
	 */
	private function facts( string $html ): array {
		preg_match_all( '#<dt>(.*?)</dt><dd>(.*?)</dd>#', $html, $m );
		return array_combine( $m[1], $m[2] );
	}

	public function test_a_listing_for_sale_in_german(): void {
		$id   = $this->listing( $this->flat( array( 'plotArea' => 1200 ) ), array(), true, array( 'Wohnzimmer', 'Küche' ) );
		$html = $this->in_german( fn () => $this->details( $id ) );

		$this->assertSame(
			array(
				'Kaufpreis'         => "277.000\u{00A0}€",
				'Wohnfläche'        => "55,5\u{00A0}m²",
				'Grundstücksfläche' => "1.200\u{00A0}m²",
				'Zimmer'            => '2,5',
				'Baujahr'           => '1905',
				'Kategorie'         => 'Wohnung',
				'Objektnummer'      => 'DD-0815',
			),
			$this->facts( $html )
		);
		$this->assertStringContainsString( '<h2 class="immo-wizards-expose__heading">Eckdaten</h2>', $html );
		$this->assertStringContainsString( '<p class="immo-wizards-expose__address">Wilsdruffer Straße 1a<br>01067 Dresden–Innere Altstadt</p>', $html );
		$this->assertStringNotContainsString( 'immo-wizards-expose__badge', $html, 'an active listing has no badge' );

		// Gallery: the title image first, each a figure with alt text and caption.
		$this->assertSame( 2, substr_count( $html, '<figure' ) );
		$this->assertLessThan( strpos( $html, 'alt="Küche"' ), strpos( $html, 'alt="Wohnzimmer"' ) );
		$this->assertStringContainsString( '<figcaption class="immo-wizards-expose__caption">1 von 2: Wohnzimmer</figcaption>', $html );
		$this->assertStringContainsString( 'aria-label="Bilder"', $html );

		// The map is a container with the published point; the view script shows it after consent.
		$this->assertSame( 1, preg_match( '/<div class="immo-wizards-expose__map" data-immo-wizards-config="([^"]*)"/', $html, $m ) );
		$config = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$this->assertSame(
			array(
				'lat' => 51.05,
				'lng' => 13.738,
			),
			$config['position']
		);
		$this->assertArrayHasKey( 'consent', $config );
		$this->assertTrue( wp_script_is( 'immo-wizards-property-details-view', 'enqueued' ) || ! wp_script_is( 'immo-wizards-property-details-view', 'registered' ) );
	}

	public function test_a_rented_listing_without_published_address(): void {
		$id   = $this->listing(
			$this->flat(
				array(
					'marketingType' => 'rent',
					'price'         => 1250.4,
					'status'        => 'sold',
					'categoryId'    => 22332,
				)
			),
			array(),
			false
		);
		$html = $this->in_german( fn () => $this->details( $id ) );

		$facts = $this->facts( $html );
		$this->assertSame( "1.250\u{00A0}€", $facts['Kaltmiete'], 'EUR without decimals' );
		$this->assertArrayNotHasKey( 'Kaufpreis', $facts );
		$this->assertSame( 'Haus', $facts['Kategorie'] );
		$this->assertStringContainsString( '<p class="immo-wizards-expose__badge immo-wizards-expose__badge--sold">Vermietet</p>', $html );
		$this->assertStringContainsString( '<p class="immo-wizards-expose__address">01067 Dresden–Innere Altstadt</p>', $html );
		foreach ( array( 'Wilsdruffer', '1a', '51.05', '13.738', 'immo-wizards-expose__map', 'immo-wizards-expose__gallery' ) as $hidden ) {
			$this->assertStringNotContainsString( $hidden, $html, $hidden );
		}
	}

	public function test_english_labels_and_reserved_badge(): void {
		$id   = $this->listing( $this->flat( array( 'status' => 'reserved' ) ) );
		$html = $this->details( $id );
		$this->assertArrayHasKey( 'Purchase price', $this->facts( $html ) );
		$this->assertStringContainsString( '>Reserved</p>', $html );
	}

	public function test_title_and_values_are_escaped(): void {
		kses_remove_filters();
		$id   = $this->listing(
			$this->flat( array( 'customObjectId' => '<b>X</b>' ) ),
			array( 'post_title' => '<script>alert(1)</script>"Villa"' ),
			true,
			array( '' )
		);
		$html = $this->details( $id );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringContainsString( 'alt="&lt;script&gt;alert(1)&lt;/script&gt;&quot;Villa&quot;"', $html, 'without a picture title the listing title is the alt text' );
		$this->assertStringContainsString( '<figcaption class="immo-wizards-expose__caption">1 of 1</figcaption>', $html );
	}

	public function test_drafts_and_private_listings_are_not_shown_to_visitors(): void {
		$draft   = $this->listing( $this->flat(), array( 'post_status' => 'draft' ) );
		$private = $this->listing( $this->flat(), array( 'post_status' => 'private' ) );
		$this->assertSame( '', $this->details( $draft ) );
		$this->assertSame( '', $this->details( $private ) );
		$this->assertSame(
			'',
			$this->details(
				(int) wp_insert_post(
					array(
						'post_title'  => 'Seite',
						'post_type'   => 'page',
						'post_status' => 'publish',
					)
				),
				'page'
			),
			'no listing, no details'
		);

		$contact = (int) wp_insert_user(
			array(
				'user_login' => 'c' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'c' . wp_rand() . '@example.org',
				'role'       => Roles::ROLE,
			)
		);
		wp_set_current_user( $contact );
		$this->assertSame( '', $this->details( $private ) );

		wp_set_current_user( 1 );
		$this->assertStringContainsString( 'DD-0815', $this->details( $private ), 'whoever may read it sees it' );
	}
}

<?php
/**
 * The issue-3 screens as blocks and shortcodes: one container with the app's config.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Settings\Defaults;
use ImmoWizards\Tests\Test_Case;

/**
 * Block and shortcode share the renderer; attributes come from the block or the shortcode (snake_case).
 */
final class Screens_Test extends Test_Case {

	/**
	 * The container's class attribute and decoded config.
	 *
	 * @param string $html   Rendered HTML.
	 * @param string $screen Screen slug.
	 * @return array<string,mixed>
	 */
	private function config_of( string $html, string $screen ): array {
		$this->assertSame( 1, preg_match( '/<div ([^>]*)>/', $html, $tag ), $html );
		$this->assertMatchesRegularExpression( '/class="[^"]*\bwp-block-immo-wizards-' . $screen . '\b/', $tag[1] );
		$this->assertSame( 1, preg_match( '/data-immo-wizards-config="([^"]*)"/', $tag[1], $m ) );
		$config = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$this->assertIsArray( $config );
		foreach ( array( 'map', 'privacyUrl', 'newsletter', 'consent' ) as $shared ) {
			$this->assertArrayHasKey( $shared, $config );
		}
		return $config;
	}

	public function test_every_new_screen_is_a_block_and_a_shortcode(): void {
		foreach ( array( 'saved-search-wizard', 'expose-inquiry', 'contact-form', 'newsletter', 'route-planner' ) as $screen ) {
			$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'immo-wizards/' . $screen ), $screen );
			$this->assertTrue( shortcode_exists( 'immo_' . str_replace( '-', '_', $screen ) ), $screen );
		}
	}

	public function test_saved_search_wizard(): void {
		$config = $this->config_of( do_blocks( '<!-- wp:immo-wizards/saved-search-wizard /-->' ), 'saved-search-wizard' );
		$this->assertTrue( $config['showSteps'] );
		$this->assertSame( 'buy', $config['marketingType'] );
		$this->assertSame( array(), $config['preselectedRegions'] );
		$this->assertArrayNotHasKey( 'submitUrl', $config );
		$this->assertSame( array_column( Defaults::categories(), 'id' ), array_column( $config['categories'], 'id' ) );

		$config = $this->config_of( do_shortcode( '[immo_saved_search_wizard show_steps="false" marketing_type="rent" preselected_regions="11, 12,abc,-3,0,12, 2" submit_url="/immo-wizards/v1/wizard/saved-search"]' ), 'saved-search-wizard' );
		$this->assertFalse( $config['showSteps'] );
		$this->assertSame( 'rent', $config['marketingType'] );
		$this->assertSame( array( 11, 12, 2 ), $config['preselectedRegions'] );
		$this->assertSame( 'immo-wizards/v1/wizard/saved-search', $config['submitUrl'], 'a wizard route, as REST path' );

		$config = $this->config_of( do_shortcode( '[immo_saved_search_wizard marketing_type="steal"]' ), 'saved-search-wizard' );
		$this->assertSame( 'buy', $config['marketingType'], 'invalid attributes fall back to the default' );
	}

	public function test_categories_have_their_search_fields(): void {
		$search = array_column( Defaults::categories(), 'searchFields', 'id' );
		$this->assertSame( array( 'price.price', 'area.livingSpace', 'area.numberRooms', 'property[baujahr]' ), $search[30225] );
		$this->assertSame( array( 'price.price', 'area.livingSpace', 'area.plotArea', 'area.numberRooms', 'property[baujahr]' ), $search[22332] );
		$this->assertSame( array(), $search[36561] );
		$this->assertSame( array( 'price.price', 'area.plotArea' ), $search[19795] );
		foreach ( array( 42723, 82397, 11080, 30911 ) as $id ) {
			$this->assertSame( array( 'price.price' ), $search[ $id ] );
		}
		$this->assertSame( array( 'price.price', 'area.livingSpace', 'area.plotArea', 'area.numberRooms', 'property[baujahr]' ), array_keys( Defaults::SEARCH_RANGES ) );
	}

	public function test_expose_inquiry(): void {
		$config = $this->config_of( do_shortcode( '[immo_expose_inquiry]' ), 'expose-inquiry' );
		$this->assertNull( $config['objectId'], 'null: the app reads the query string' );
		$this->assertNull( $config['customObjectId'] );

		$config = $this->config_of( do_shortcode( '[immo_expose_inquiry object_id="42" custom_object_id="W-<b>17</b>"]' ), 'expose-inquiry' );
		$this->assertSame( 42, $config['objectId'] );
		$this->assertSame( 'W-17', $config['customObjectId'] );

		$config = $this->config_of( do_blocks( '<!-- wp:immo-wizards/expose-inquiry {"objectId":7,"customObjectId":"DD-7"} /-->' ), 'expose-inquiry' );
		$this->assertSame( 7, $config['objectId'] );
		$this->assertSame( 'DD-7', $config['customObjectId'] );

		foreach ( array( 'abc', '-1', '0', '1 OR 1=1', '99999999999' ) as $bad ) {
			$config = $this->config_of( do_shortcode( '[immo_expose_inquiry object_id="' . $bad . '"]' ), 'expose-inquiry' );
			$this->assertNull( $config['objectId'], $bad );
		}
	}

	public function test_contact_form_escapes_the_default_message(): void {
		$html   = do_shortcode( '[immo_contact_form default_message="Hallo <script>alert(1)</script> &quot;Team&quot;"]' );
		$config = $this->config_of( $html, 'contact-form' );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<script>', $config['defaultMessage'] );
		$this->assertSame( 'Hallo "Team"', preg_replace( '/\s+/', ' ', $config['defaultMessage'] ) );

		$config = $this->config_of( do_blocks( '<!-- wp:immo-wizards/contact-form {"defaultMessage":"Ich habe eine Frage."} /-->' ), 'contact-form' );
		$this->assertSame( 'Ich habe eine Frage.', $config['defaultMessage'] );
		$this->assertSame( '', $this->config_of( do_shortcode( '[immo_contact_form]' ), 'contact-form' )['defaultMessage'] );
	}

	public function test_newsletter(): void {
		$config = $this->config_of( do_shortcode( '[immo_newsletter submit_url="javascript:alert(1)"]' ), 'newsletter' );
		$this->assertStringNotContainsString( 'javascript', (string) ( $config['submitUrl'] ?? '' ) );
		$this->assertArrayNotHasKey( 'submitUrl', $config );
		$config = $this->config_of( do_blocks( '<!-- wp:immo-wizards/newsletter {"submitUrl":"https://agency.example/nl"} /-->' ), 'newsletter' );
		$this->assertArrayNotHasKey( 'submitUrl', $config, 'hosts not allowed in the settings are dropped' );
	}

	public function test_route_planner(): void {
		$config = $this->config_of( do_blocks( '<!-- wp:immo-wizards/route-planner {"align":"wide"} /-->' ), 'route-planner' );
		$this->assertSame( array( 'name', 'street', 'number', 'zip', 'city', 'lat', 'lng' ), array_keys( $config['office'] ) );
		$this->assertSame( '01069', $config['office']['zip'] );
		$this->assertSame( 51.0455, $config['office']['lat'] );
		$this->assertSame( 'Dresden', $this->config_of( do_shortcode( '[immo_route_planner]' ), 'route-planner' )['office']['city'] );
	}

	public function test_block_titles_are_translated(): void {
		$titles = array(
			'saved-search-wizard' => 'Suchprofil-Wizard',
			'expose-inquiry'      => 'Exposé-Anfrage',
			'contact-form'        => 'Kontaktformular',
			'newsletter'          => 'Newsletter',
			'route-planner'       => 'Ihr Weg zu uns',
		);
		load_textdomain( 'immo-wizards', IMMO_TESTS_MOFILE, 'de_DE' );
		foreach ( $titles as $screen => $german ) {
			$metadata = wp_json_file_decode( IMMO_WIZARDS_DIR . 'blocks/' . $screen . '/block.json', array( 'associative' => true ) );
			$this->assertSame( $german, translate_with_gettext_context( $metadata['title'], 'block title', 'immo-wizards' ) );
			$this->assertNotSame( $metadata['description'], translate_with_gettext_context( $metadata['description'], 'block description', 'immo-wizards' ) );
		}
		// Reloadable: from WordPress 6.7 on, a domain unloaded for good is never loaded just in time again.
		unload_textdomain( 'immo-wizards', true );
	}
}

<?php
/**
 * The plugin's header on the Plugins screen, in the site's language.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\I18n;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Tests\Test_Case;

/**
 * WordPress translates a plugin's name and description with the text domain and the folder its
 * header names (`Text Domain`, `Domain Path`), loading them itself when the domain is not loaded yet.
 */
final class Plugin_Header_Test extends Test_Case {

	/**
	 * get_plugin_data() lives in wp-admin.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}

	/**
	 * Back to the site's language and its loaded domain.
	 */
	protected function tearDown(): void {
		remove_all_filters( 'determine_locale' );
		unload_textdomain( I18n::DOMAIN, true );
		I18n::load_textdomain();
		parent::tearDown();
	}

	/**
	 * The header as the Plugins screen reads it for a locale, the domain not loaded before.
	 *
	 * @param string $locale Locale.
	 * @return array<string,string>
	 */
	private static function header( string $locale ): array {
		add_filter( 'determine_locale', static fn () => $locale );
		unload_textdomain( I18n::DOMAIN, true );
		return get_plugin_data( IMMO_WIZARDS_FILE, false, true );
	}

	public function test_the_header_names_the_text_domain_and_its_folder(): void {
		$data = get_plugin_data( IMMO_WIZARDS_FILE, false, false );
		$this->assertSame( I18n::DOMAIN, $data['TextDomain'] );
		$this->assertSame( '/languages', $data['DomainPath'] );
	}

	public function test_a_german_site_reads_the_description_in_german(): void {
		foreach ( array( 'de_DE', 'de_AT' ) as $locale ) {
			$this->assertSame(
				'Lead-Wizards für Immobilienbüros (Eigentümeranfragen, Suchprofile, Exposé-Anfragen, Kontakt, Newsletter) mit Double-Opt-in, dazu Routenplaner und Kundenportal.',
				self::header( $locale )['Description'],
				$locale
			);
		}
	}

	public function test_an_english_site_reads_it_in_english(): void {
		$this->assertStringStartsWith( 'German lead-capture wizards', self::header( 'en_US' )['Description'] );
	}
}

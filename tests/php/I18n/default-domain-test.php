<?php
/**
 * German for WordPress's own strings in the bundled DataViews code.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\I18n;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\I18n\I18n;
use ImmoWizards\Tests\Test_Case;

/**
 * The admin screens' script gets the `default` domain's German before it runs, only where the screen
 * shows German, and only for strings core has not translated itself.
 */
final class Default_Domain_Test extends Test_Case {

	private const HANDLE = 'immo-wizards-test-view';

	/**
	 * Builds the translations when the plugin was not built yet, and registers a script.
	 */
	protected function setUp(): void {
		parent::setUp();
		if ( ! is_readable( IMMO_WIZARDS_DIR . 'languages/default-de_DE.json' ) ) {
			exec( 'node ' . escapeshellarg( IMMO_WIZARDS_DIR . 'tools/i18n.mjs' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec
		}
		wp_register_script( self::HANDLE, 'https://example.org/view.js', array( 'wp-i18n' ), '1', true );
	}

	/**
	 * Removes the script and the locale.
	 */
	protected function tearDown(): void {
		wp_deregister_script( self::HANDLE );
		remove_all_filters( 'determine_locale' );
		parent::tearDown();
	}

	/**
	 * The inline script before the screen's script for a locale ('' when there is none).
	 *
	 * @param string $locale Locale.
	 */
	private function before_script( string $locale ): string {
		add_filter( 'determine_locale', static fn () => $locale );
		I18n::fill_default_domain( self::HANDLE );
		return implode( "\n", (array) wp_scripts()->get_data( self::HANDLE, 'before' ) );
	}

	public function test_a_german_screen_gets_the_strings_core_has_not_translated(): void {
		$script = $this->before_script( 'de_DE' );
		$this->assertStringContainsString( '"Items per page":["Elemente pro Seite"]', $script );
		$this->assertStringContainsString( '"Next page":["N\u00e4chste Seite"]', $script );
		$this->assertStringContainsString( '"verb\u0004Filter":["Filtern"]', $script );
		// A string core translated (its language pack's script translations run first) keeps core's.
		$this->assertStringContainsString( 'i18n.hasTranslation( single, parts[ 0 ], "default" )', $script );
		$this->assertStringContainsString( 'i18n.setLocaleData( missing, "default" )', $script );
	}

	public function test_other_locales_shown_in_german_get_them_too(): void {
		$this->assertStringContainsString( 'Elemente pro Seite', $this->before_script( 'de_AT' ) );
	}

	public function test_an_english_screen_keeps_wordpress_english(): void {
		$this->assertSame( '', $this->before_script( 'en_US' ) );
	}

	public function test_the_screens_with_lists_get_them_the_others_not(): void {
		add_filter( 'determine_locale', static fn () => 'de_DE' );
		foreach ( array( 'immo-wizards', 'immo-wizards-mails', 'immo-wizards-webhooks', 'immo-wizards-settings' ) as $slug ) {
			self::admin_screen( $slug )->enqueue();
		}
		$before = static fn ( string $screen ) => implode( "\n", (array) wp_scripts()->get_data( Blocks::script_handle( $screen, 'view' ), 'before' ) );
		$this->assertStringContainsString( 'Elemente pro Seite', $before( 'requests' ) );
		$this->assertStringContainsString( 'Elemente pro Seite', $before( 'mails' ) );
		$this->assertStringContainsString( 'Elemente pro Seite', $before( 'webhooks' ) );
		$this->assertStringNotContainsString( 'Elemente pro Seite', $before( 'settings' ) );
	}
}

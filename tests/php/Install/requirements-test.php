<?php
/**
 * Requirements: a server without what the plugin needs gets a notice, never a fatal error.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Install;

use ImmoWizards\Install\Installer;
use ImmoWizards\Install\Migrations;
use ImmoWizards\Install\Requirements;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Tests\Test_Case;

/**
 * What is checked, what the notice says and to whom, and that activation installs nothing then.
 */
final class Requirements_Test extends Test_Case {

	/**
	 * This test site has everything.
	 */
	public function test_this_site_meets_every_requirement(): void {
		$this->assertSame( array(), Requirements::of_this_site() );
		$this->assertTrue( Requirements::check() );
	}

	/**
	 * Each lack is named: old PHP, old WordPress, each missing extension.
	 */
	public function test_every_lack_is_named(): void {
		$without = static fn ( string ...$absent ) => static fn ( $extension ) => ! in_array( $extension, $absent, true );
		$this->assertSame( array( 'ext:mbstring' ), Requirements::missing( $without( 'mbstring' ), '8.2.0', '7.1' ) );
		$this->assertSame(
			array( 'php', 'wp', 'ext:xmlreader', 'ext:zip' ),
			Requirements::missing( $without( 'zip', 'xmlreader' ), '8.0.30', '6.4.3' )
		);
		$this->assertSame( array(), Requirements::missing( $without(), '8.1.0', '6.5' ) );
	}

	/**
	 * Administrators read the lack in German; others see nothing.
	 */
	public function test_the_notice_names_the_lack_for_administrators_only(): void {
		$this->as_role( 'subscriber' );
		$this->assertSame( '', $this->notice( array( 'ext:mbstring' ) ) );

		$this->as_role( 'administrator' );
		$html = Mailer::in_locale( 'de_DE', fn () => $this->notice( array( 'ext:mbstring', 'php' ) ) );
		$this->assertStringContainsString( 'Immo Wizards ist nicht in Betrieb.', $html );
		$this->assertStringContainsString( '<li>die PHP-Erweiterung mbstring</li>', $html );
		$this->assertStringContainsString( '<li>PHP 8.1 oder neuer (diese Website läuft mit PHP ' . PHP_VERSION . ')</li>', $html );
	}

	/**
	 * Activation on such a server installs nothing (no half-made tables) and shows the notice; the
	 * first request after the host fixed it migrates and makes the portal page.
	 */
	public function test_activation_without_a_requirement_installs_nothing_until_it_is_met(): void {
		delete_option( Migrations::OPTION );
		$lack = static fn () => array( 'ext:zip' );
		add_filter( 'immo_wizards_requirements_missing', $lack );
		Installer::activate();
		$this->assertFalse( get_option( Migrations::OPTION ), 'nothing installed' );
		$this->assertFalse( Requirements::check() );
		$this->assertNotFalse( has_action( 'admin_notices' ) );

		remove_filter( 'immo_wizards_requirements_missing', $lack );
		Installer::maybe_upgrade();
		$this->assertSame( Migrations::VERSION, get_option( Migrations::OPTION ), 'met now: the first request migrates' );
		$this->assertSame( 20, has_action( 'init', array( Installer::class, 'ensure_portal_page' ) ), 'and makes the portal page once pages can be made' );
	}

	/**
	 * The notice's HTML.
	 *
	 * @param string[] $missing Keys.
	 */
	private function notice( array $missing ): string {
		ob_start();
		Requirements::notice( $missing );
		return (string) ob_get_clean();
	}

	/**
	 * Logs in a new user of a role.
	 *
	 * @param string $role Role.
	 */
	private function as_role( string $role ): void {
		wp_set_current_user(
			wp_insert_user(
				array(
					'user_login' => 'req-' . $role,
					'user_pass'  => wp_generate_password(),
					'role'       => $role,
				)
			)
		);
	}
}

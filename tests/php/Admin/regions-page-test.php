<?php
/**
 * Immo Wizards → Regions: the container and its config.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Admin;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Test_Case;

/**
 * Administrators get the app's container with the map settings; others get nothing.
 */
final class Regions_Page_Test extends Test_Case {

	/**
	 * The page's output for a user with a role.
	 *
	 * @param string $role Role.
	 */
	private function render_as( string $role ): string {
		wp_set_current_user(
			(int) wp_insert_user(
				array(
					'user_login' => $role . wp_rand(),
					'user_pass'  => wp_generate_password(),
					'user_email' => $role . wp_rand() . '@example.org',
					'role'       => $role,
				)
			)
		);
		ob_start();
		self::admin_screen( 'immo-wizards-regions' )->render();
		return (string) ob_get_clean();
	}

	public function test_administrators_get_the_container_with_the_map_settings(): void {
		$html = $this->render_as( 'administrator' );
		$this->assertMatchesRegularExpression( '/<div id="immo-wizards-regions" data-config="([^"]+)">/', $html );
		preg_match( '/data-config="([^"]+)"/', $html, $match );
		$config = json_decode( html_entity_decode( $match[1] ), true );
		$this->assertSame( Settings::instance()->tile_url(), $config['map']['tileUrl'] );
		$this->assertGreaterThan( 0, $config['maxUploadBytes'] );
		$this->assertLessThanOrEqual( 5242880, $config['maxUploadBytes'] );
	}

	public function test_editors_get_nothing(): void {
		$this->assertSame( '', $this->render_as( 'editor' ) );
	}
}

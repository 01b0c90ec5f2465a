<?php
/**
 * Long-term caching: every plugin asset's URL changes with its content.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\Plugin;
use ImmoWizards\Tests\Test_Case;

/**
 * The `ver` of each registered script and style of the plugin is the build's content hash, never the
 * plugin's version, so a host may serve them with far-future cache headers.
 */
final class Asset_Versions_Test extends Test_Case {

	public function test_every_screen_asset_carries_its_build_hash(): void {
		$checked = 0;
		foreach ( array_keys( Plugin::instance()->screens() ) as $screen ) {
			foreach ( array( 'view', 'editor' ) as $entry ) {
				$asset_file = IMMO_WIZARDS_DIR . 'build/' . $screen . '/' . $entry . '.asset.php';
				$this->assertFileExists( $asset_file, 'built' );
				$asset  = require $asset_file;
				$script = wp_scripts()->registered[ Blocks::script_handle( $screen, $entry ) ] ?? null;
				$this->assertNotNull( $script, "$screen $entry registered" );
				$this->assertSame( $asset['version'], $script->ver, "$screen $entry script" );
				$this->assertStringStartsWith( plugins_url( 'build/' . $screen . '/' . $entry . '.js', IMMO_WIZARDS_FILE ), $script->src );
				++$checked;
				if ( 'view' === $entry && is_readable( IMMO_WIZARDS_DIR . 'build/' . $screen . '/view.css' ) ) {
					$style = wp_styles()->registered[ 'immo-wizards-' . $screen . '-style' ] ?? null;
					$this->assertNotNull( $style, "$screen style registered" );
					$this->assertSame( $asset['version'], $style->ver, "$screen style" );
					++$checked;
				}
			}
		}
		$this->assertGreaterThan( 14, $checked );
	}

	public function test_the_map_editor_style_carries_its_content_hash(): void {
		$file = IMMO_WIZARDS_DIR . 'build/map.css';
		$this->assertFileExists( $file, 'built' );
		$style = wp_styles()->registered['immo-wizards-map-editor'] ?? null;
		$this->assertNotNull( $style );
		$this->assertSame( Blocks::content_version( $file ), $style->ver );
		$this->assertNotSame( IMMO_WIZARDS_VERSION, $style->ver );
		$this->assertSame( 20, strlen( $style->ver ) );
	}

	public function test_no_plugin_asset_is_versioned_by_the_plugin_version(): void {
		$plugin_url = plugins_url( '', IMMO_WIZARDS_FILE );
		foreach ( array( wp_scripts(), wp_styles() ) as $registry ) {
			foreach ( $registry->registered as $handle => $dependency ) {
				if ( ! is_string( $dependency->src ) || ! str_starts_with( $dependency->src, $plugin_url ) ) {
					continue;
				}
				$this->assertNotSame( IMMO_WIZARDS_VERSION, $dependency->ver, $handle );
				$this->assertMatchesRegularExpression( '/^[0-9a-f]{20}$/', (string) $dependency->ver, $handle );
			}
		}
	}
}

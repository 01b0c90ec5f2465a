<?php
/**
 * Explicit wiring: a screen whose files are missing is reported, not skipped silently.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\Blocks\Newsletter_Config;
use ImmoWizards\Plugin;
use ImmoWizards\Tests\Test_Case;

/**
 * Blocks registers the screens the composition root names and reports each missing file.
 */
final class Screen_Report_Test extends Test_Case {

	/**
	 * The `_doing_it_wrong` reports while $run runs (messages by function).
	 *
	 * @param callable $run Work.
	 * @return array<int, array{0:string,1:string}>
	 */
	private static function reports( callable $run ): array {
		$reports = array();
		$catch   = static function ( $name, $message ) use ( &$reports ): void {
			$reports[] = array( (string) $name, (string) $message );
		};
		add_action( 'doing_it_wrong_run', $catch, 10, 2 );
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		try {
			$run();
		} finally {
			remove_action( 'doing_it_wrong_run', $catch );
			remove_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		}
		return $reports;
	}

	public function test_the_composition_root_names_every_screen_with_a_block(): void {
		foreach ( array_keys( Plugin::instance()->screens() ) as $screen ) {
			$this->assertFileExists( IMMO_WIZARDS_DIR . 'blocks/' . $screen . '/block.json', $screen );
		}
		// The exposé's details block is no screen: the listings module registers it.
		$blocks = array_diff( array_map( static fn ( $file ) => basename( dirname( $file ) ), glob( IMMO_WIZARDS_DIR . 'blocks/*/block.json' ) ), array( \ImmoWizards\Expose\Details_Renderer::BLOCK ) );
		$this->assertEqualsCanonicalizing( array_values( $blocks ), array_keys( Plugin::instance()->screens() ), 'every other block is a screen' );
	}

	public function test_a_screen_without_block_json_is_reported(): void {
		$reports = self::reports( fn () => ( new Blocks( array( 'no-such-screen' => new Newsletter_Config() ) ) )->register() );
		$this->assertCount( 1, $reports );
		$this->assertSame( Blocks::class . '::register', $reports[0][0] );
		$this->assertStringContainsString( 'blocks/no-such-screen/block.json', $reports[0][1] );
		$this->assertFalse( shortcode_exists( 'immo_no_such_screen' ), 'nothing half registered' );
	}

	public function test_a_screen_without_its_built_scripts_is_reported(): void {
		$screen = 'zz-unbuilt-screen';
		$dir    = IMMO_WIZARDS_DIR . 'blocks/' . $screen;
		wp_mkdir_p( $dir );
		file_put_contents(
			$dir . '/block.json',
			wp_json_encode(
				array(
					'apiVersion' => 3,
					'name'       => 'immo-wizards/' . $screen,
					'title'      => 'Unbuilt',
					'attributes' => array(
						'submitUrl' => array(
							'type'    => 'string',
							'default' => '',
						),
					),
				)
			)
		); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		try {
			$reports = self::reports( fn () => ( new Blocks( array( $screen => new Newsletter_Config() ) ) )->register() );
			$this->assertSame( array( 'build/' . $screen . '/view.asset.php', 'build/' . $screen . '/editor.asset.php' ), array_map( static fn ( $report ) => preg_match( '#build/[^ ]+\.asset\.php#', $report[1], $m ) ? $m[0] : '', $reports ) );
			$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'immo-wizards/' . $screen ), 'the block itself is still there' );
		} finally {
			unregister_block_type( 'immo-wizards/' . $screen );
			remove_shortcode( 'immo_zz_unbuilt_screen' );
			wp_delete_file( $dir . '/block.json' );
			rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
		}
	}
}

<?php
/**
 * The release package's PHP checks (tools/release/php-checks.php): the direct-access guard and
 * debug output, read with PHP's tokenizer.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Release;

use ImmoWizards\Tests\Test_Case;

use function ImmoWizards\Release\check_folder;
use function ImmoWizards\Release\debug_calls;
use function ImmoWizards\Release\has_guard;

require_once dirname( __DIR__, 3 ) . '/tools/release/php-checks.php';

/**
 * What counts as a guard, what as debug output, and the one logger that may write to the error log.
 */
final class Php_Checks_Test extends Test_Case {

	/**
	 * @return array<string, array{0: string}>
	 */
	public function guarded_provider(): array {
		return array(
			'short form after the doc comment' => array( "<?php\n/**\n * Doc.\n */\n\ndefined( 'ABSPATH' ) || exit;\nfoo();\n" ),
			'after namespace and use'          => array( "<?php\nnamespace A\\B;\n\nuse C\\D;\nuse function E\\{f, g};\n\ndefined( 'ABSPATH' ) || exit;\n" ),
			'if block'                         => array( "<?php\nif ( ! defined( 'ABSPATH' ) ) {\n\texit;\n}\nfoo();" ),
			'if without braces, die()'         => array( "<?php if ( ! defined( 'ABSPATH' ) ) die();" ),
			'or exit'                          => array( "<?php defined( \"ABSPATH\" ) or exit;" ),
			'uninstall.php'                    => array( "<?php\ndefined( 'WP_UNINSTALL_PLUGIN' ) || exit;" ),
			'a generated asset file'           => array( "<?php defined( 'ABSPATH' ) || exit; return array('dependencies' => array(), 'version' => 'x');" ),
		);
	}

	/**
	 * @dataProvider guarded_provider
	 *
	 * @param string $code PHP source.
	 */
	public function test_a_guard_as_the_first_statement_counts( string $code ): void {
		$this->assertTrue( has_guard( $code ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function unguarded_provider(): array {
		return array(
			'none'                    => array( "<?php return array();" ),
			'after other code'        => array( "<?php\nrequire 'x.php';\ndefined( 'ABSPATH' ) || exit;" ),
			'a check that stops none' => array( "<?php defined( 'ABSPATH' );" ),
			'the wrong way round'     => array( "<?php if ( defined( 'ABSPATH' ) ) { exit; }" ),
			'another constant'        => array( "<?php defined( 'WPINC' ) || exit;" ),
			'in a comment only'       => array( "<?php // defined( 'ABSPATH' ) || exit;\nfoo();" ),
		);
	}

	/**
	 * @dataProvider unguarded_provider
	 *
	 * @param string $code PHP source.
	 */
	public function test_anything_else_does_not( string $code ): void {
		$this->assertFalse( has_guard( $code ) );
	}

	public function test_debug_output_is_found_by_its_calls(): void {
		$code = "<?php\nerror_log( 'x' );\n\$logger->print_r( 1 );\nFoo::var_dump();\nfunction var_export() {}\n\\var_dump( 1 );\n\$text = 'print_r( 1 )';\nPRINT_R( \$x, true );\n";
		$this->assertSame(
			array(
				2 => 'error_log',
				6 => 'var_dump',
				8 => 'print_r',
			),
			debug_calls( $code )
		);
	}

	public function test_only_the_logger_may_write_to_the_error_log(): void {
		$dir = get_temp_dir() . 'immo-php-checks-' . wp_generate_password( 8, false );
		wp_mkdir_p( $dir . '/includes/Errors' );
		$guard = "<?php\ndefined( 'ABSPATH' ) || exit;\n";
		file_put_contents( $dir . '/includes/Errors/class-log.php', $guard . "error_log( 'immo-wizards: x' );\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $dir . '/includes/class-other.php', $guard . "error_log( 'x' );\nprint_r( array() );\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $dir . '/unguarded.php', "<?php\nreturn 1;\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		try {
			$this->assertSame(
				array(
					'includes/class-other.php:3: debug output error_log() (note errors with Errors\\Log::error())',
					'includes/class-other.php:4: debug output print_r() (note errors with Errors\\Log::error())',
					"unguarded.php:1: no direct-access guard (`defined( 'ABSPATH' ) || exit;`) as the first statement",
				),
				check_folder( $dir )
			);
		} finally {
			require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-base.php';
			require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-direct.php';
			( new \WP_Filesystem_Direct( null ) )->rmdir( $dir, true );
		}
	}
}

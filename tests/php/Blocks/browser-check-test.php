<?php
/**
 * The outdated-browser notice printed before every view script.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\Tests\Test_Case;

/**
 * Old Internet Explorer cannot run the apps, so a tiny ES5 script tells its users.
 */
final class Browser_Check_Test extends Test_Case {

	public function test_every_view_script_carries_the_es5_check_once(): void {
		$handle = Blocks::script_handle( 'lead-wizard', 'view' );
		$before = wp_scripts()->get_data( $handle, 'before' );
		$this->assertIsArray( $before );
		$script = implode( "\n", $before );
		$this->assertStringContainsString( 'immoWizardsBrowserChecked', $script, 'guards against running once per widget' );
		$this->assertStringContainsString( 'immo-wizards-not-supported', $script );
		$this->assertStringContainsString( 'immo-wizards-legacy', $script );
		$this->assertStringNotContainsString( '=>', $script, 'no ES2015 arrow functions' );
		$this->assertDoesNotMatchRegularExpression( '/\b(let|const|class)\s/', $script, 'ES5 only' );
	}

	public function test_the_notice_is_static_markup(): void {
		switch_to_locale( 'de_DE' );
		$script = implode( "\n", wp_scripts()->get_data( Blocks::script_handle( 'lead-wizard', 'view' ), 'before' ) );
		restore_previous_locale();
		$this->assertStringContainsString( 'immo-wizards-outdated-browser', $script );
		$this->assertStringNotContainsString( '<script', $script );
	}
}

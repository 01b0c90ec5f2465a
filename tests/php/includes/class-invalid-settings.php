<?php
/**
 * The check every settings test runs on its invalid values.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

use ImmoWizards\Settings\Settings;

/**
 * An invalid value is reported and keeps the old one. The using test class provides the values
 * with `invalid_provider()`.
 */
trait Invalid_Settings {

	/**
	 * @dataProvider invalid_provider
	 *
	 * @param string $key   Setting.
	 * @param mixed  $value Invalid value.
	 */
	public function test_invalid_values_keep_the_old_value( string $key, $value ): void {
		$before = Settings::instance()->all()[ $key ];
		$errors = Settings::instance()->update( array( $key => $value ) );
		$this->assertArrayHasKey( $key, $errors );
		$this->assertSame( $before, Settings::instance()->all()[ $key ] );
	}
}

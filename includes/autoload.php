<?php
/**
 * Class autoloader: `ImmoWizards\Submit\Submit_Controller` lives in `includes/Submit/class-submit-controller.php`.
 *
 * @package ImmoWizards
 */

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'ImmoWizards\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$parts = explode( '\\', substr( $class_name, strlen( $prefix ) ) );
		$name  = array_pop( $parts );
		$file  = __DIR__ . '/' . implode( '/', $parts ) . ( $parts ? '/' : '' )
			. 'class-' . strtolower( str_replace( '_', '-', $name ) ) . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

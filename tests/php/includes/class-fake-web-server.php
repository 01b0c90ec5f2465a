<?php
/**
 * A web server that serves the site's uploads folder as nginx or Apache would.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * Mode `nginx` serves every file (it ignores .htaccess); mode `apache` refuses files in a folder whose
 * .htaccess denies all, as Apache does.
 */
final class Fake_Web_Server extends Fake_Server {

	/**
	 * {@inheritDoc}
	 */
	protected static function router(): string {
		return dirname( __DIR__ ) . '/fixtures/uploads-router.php';
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function env(): array {
		return array( 'IMMO_FAKE_DOCROOT' => (string) wp_upload_dir( null, false )['basedir'] );
	}
}

<?php
/**
 * A local fake of a CRM's picture host.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Tests\Fake_Server;

/**
 * Modes: png, text, anything else 404 (see fixtures/image-router.php).
 */
final class Fake_Images extends Fake_Server {

	/**
	 * {@inheritDoc}
	 */
	protected static function router(): string {
		return __DIR__ . '/fixtures/image-router.php';
	}
}

<?php
/**
 * A local fake of the Photon geocoder.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * Modes: ok, empty, garbage, wrong, broken, slow, redirect (see fixtures/photon-router.php).
 */
final class Fake_Photon extends Fake_Server {

	/**
	 * {@inheritDoc}
	 */
	protected static function router(): string {
		return dirname( __DIR__ ) . '/fixtures/photon-router.php';
	}
}

<?php
/**
 * A local fake of an OSRM routing service.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * Modes: ok, slow, noroute, nosegment, empty, invalid, garbage, wrong, badgeometry, broken, redirect (see
 * fixtures/osrm-router.php).
 */
final class Fake_Osrm extends Fake_Server {

	/**
	 * {@inheritDoc}
	 */
	protected static function router(): string {
		return dirname( __DIR__ ) . '/fixtures/osrm-router.php';
	}
}

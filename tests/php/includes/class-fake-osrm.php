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

	/**
	 * A start point near Dresden that no other request uses (answers are cached per rounded start
	 * point).
	 *
	 * @return array{lat:float,lng:float}
	 */
	public static function start_point(): array {
		return array(
			'lat' => 51.0 + wp_rand( 1, 9999 ) / 1e5,
			'lng' => 13.6 + wp_rand( 1, 9999 ) / 1e5,
		);
	}
}

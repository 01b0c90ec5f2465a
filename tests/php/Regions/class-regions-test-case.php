<?php
/**
 * Helpers of the regions editor's tests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Regions;

use ImmoWizards\Listings\Lookup_Sync;
use ImmoWizards\Tests\Test_Case;

/**
 * Logs in an administrator, counts `immo_wizards_regions_changed`, builds GeoJSON.
 */
abstract class Regions_Test_Case extends Test_Case {

	/**
	 * How often the regions-changed action fired.
	 *
	 * @var int
	 */
	protected int $changed = 0;

	/**
	 * An administrator is logged in; the action is counted.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->login( 'administrator' );
		add_action( Lookup_Sync::REGIONS_CHANGED, fn () => ++$this->changed );
	}

	/**
	 * A square polygon around a point.
	 *
	 * @param float $lng  Centre longitude.
	 * @param float $lat  Centre latitude.
	 * @param float $half Half the side in degrees.
	 * @return array<string,mixed>
	 */
	protected static function square( float $lng, float $lat, float $half = 0.01 ): array {
		return array(
			'type'        => 'Polygon',
			'coordinates' => array(
				array( array( $lng - $half, $lat - $half ), array( $lng + $half, $lat - $half ), array( $lng + $half, $lat + $half ), array( $lng - $half, $lat + $half ), array( $lng - $half, $lat - $half ) ),
			),
		);
	}

	/**
	 * A feature.
	 *
	 * @param array<string,mixed>|null $geometry   Geometry.
	 * @param array<string,mixed>      $properties Properties.
	 * @return array<string,mixed>
	 */
	protected static function feature( ?array $geometry, array $properties ): array {
		return array(
			'type'       => 'Feature',
			'properties' => $properties,
			'geometry'   => $geometry,
		);
	}

	/**
	 * A FeatureCollection.
	 *
	 * @param array<int, array<string,mixed>> $features Features.
	 * @return array<string,mixed>
	 */
	protected static function collection( array $features ): array {
		return array(
			'type'     => 'FeatureCollection',
			'features' => $features,
		);
	}

	/**
	 * The regions as the editor lists them, by id.
	 *
	 * @return array<int, array<string,mixed>>
	 */
	protected function tree(): array {
		return array_column( $this->json( $this->rest( 'GET', '/regions' ) ), null, 'id' );
	}
}

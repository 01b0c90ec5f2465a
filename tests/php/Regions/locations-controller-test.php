<?php
/**
 * GET /wizard/locations and /wizard/locations/geojson; the demo regions' migration.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Regions;

use ImmoWizards\Install\Demo_Regions;
use ImmoWizards\Install\Migrations;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;

/**
 * Shapes of both answers, active flags, the seeded regions and their idempotent migration.
 */
final class Locations_Controller_Test extends Test_Case {

	public function test_list_has_groups_before_their_children(): void {
		$response = $this->rest( 'GET', '/wizard/locations' );
		$this->assertSame( 200, $response->get_status() );
		$locations = $this->json( $response )['locations'];
		$this->assertSame( array( 1, 11, 12, 13, 2, 21, 22, 23, 3, 31, 32, 4, 41, 42 ), array_column( $locations, 'locationId' ) );
		$this->assertSame( array( 'locationId' => 1, 'name' => 'Altstadt' ), $locations[0] );
		$this->assertSame( array( 'locationId' => 22, 'name' => 'Äußere Neustadt', 'parentId' => 2 ), $locations[6] );
		foreach ( $locations as $location ) {
			$this->assertSame( $location['locationId'] < 10, ! isset( $location['parentId'] ), 'only children have a parent' );
		}
	}

	public function test_inactive_regions_and_children_of_inactive_groups_are_hidden(): void {
		global $wpdb;
		$wpdb->update( Tables::name( 'locations' ), array( 'active' => 0 ), array( 'location_id' => 22 ) ); // phpcs:ignore
		$wpdb->update( Tables::name( 'locations' ), array( 'active' => 0 ), array( 'location_id' => 3 ) ); // phpcs:ignore
		$ids = array_column( $this->json( $this->rest( 'GET', '/wizard/locations' ) )['locations'], 'locationId' );
		$this->assertSame( array( 1, 11, 12, 13, 2, 21, 23, 4, 41, 42 ), $ids );
		$shapes = array_column( array_column( $this->json( $this->rest( 'GET', '/wizard/locations/geojson' ) )['features'], 'properties' ), 'locationId' );
		$this->assertSame( array( 11, 12, 13, 21, 23, 41, 42 ), $shapes );
	}

	public function test_geojson_has_a_polygon_per_district(): void {
		$response = $this->rest( 'GET', '/wizard/locations/geojson' );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->json( $response );
		$this->assertSame( 'FeatureCollection', $data['type'] );
		$this->assertCount( 10, $data['features'] );
		$polygons = array();
		foreach ( $data['features'] as $feature ) {
			$this->assertSame( array( 'type', 'properties', 'geometry' ), array_keys( $feature ) );
			$this->assertSame( 'Feature', $feature['type'] );
			$this->assertIsInt( $feature['properties']['locationId'] );
			$this->assertIsString( $feature['properties']['name'] );
			$this->assertSame( 'Polygon', $feature['geometry']['type'] );
			$ring = $feature['geometry']['coordinates'][0];
			$this->assertGreaterThanOrEqual( 5, count( $ring ) );
			$this->assertLessThanOrEqual( 7, count( $ring ) );
			$this->assertSame( $ring[0], end( $ring ), 'closed ring' );
			foreach ( $ring as [ $lng, $lat ] ) {
				$this->assertTrue( $lng >= 13.68 && $lng <= 13.82 && $lat >= 51.02 && $lat <= 51.08, "$lng,$lat inside Dresden" );
			}
			$polygons[ $feature['properties']['locationId'] ] = $ring;
		}
		// No point lies inside two districts.
		for ( $lng = 13.681; $lng < 13.82; $lng += 0.002 ) {
			for ( $lat = 51.0205; $lat < 51.08; $lat += 0.001 ) {
				$inside = array_keys( array_filter( $polygons, static fn ( $ring ) => self::contains( $ring, $lng, $lat ) ) );
				$this->assertLessThanOrEqual( 1, count( $inside ), "$lng,$lat is in " . implode( ', ', $inside ) );
			}
		}
	}

	/**
	 * Ray casting point-in-polygon.
	 *
	 * @param array<int, array{0:float,1:float}> $ring Closed ring.
	 * @param float                              $x    Longitude.
	 * @param float                              $y    Latitude.
	 */
	private static function contains( array $ring, float $x, float $y ): bool {
		$inside = false;
		$count  = count( $ring );
		for ( $i = 0, $j = $count - 1; $i < $count; $j = $i++ ) {
			[ $xi, $yi ] = $ring[ $i ];
			[ $xj, $yj ] = $ring[ $j ];
			if ( ( $yi > $y ) !== ( $yj > $y ) && $x < ( $xj - $xi ) * ( $y - $yi ) / ( $yj - $yi ) + $xi ) {
				$inside = ! $inside;
			}
		}
		return $inside;
	}

	public function test_seeding_is_idempotent_and_keeps_edits(): void {
		global $wpdb;
		$wpdb->update( Tables::name( 'locations' ), array( 'name' => 'Altstadt (edited)' ), array( 'location_id' => 1 ) ); // phpcs:ignore
		( new Location_Repository() )->seed( Demo_Regions::all() );
		$this->assertSame( 14, $this->count_rows( 'locations' ) );
		$this->assertSame( 'Altstadt (edited)', ( new Location_Repository() )->names()[1] );
	}

	public function test_migration_seeds_once(): void {
		global $wpdb;
		$wpdb->delete( Tables::name( 'locations' ), array( 'location_id' => 42 ) ); // phpcs:ignore
		Migrations::run();
		$this->assertSame( 13, $this->count_rows( 'locations' ), 'a region the admin deleted stays deleted on a later run' );

		update_option( Migrations::OPTION, '1' );
		Migrations::run();
		$this->assertSame( 14, $this->count_rows( 'locations' ), 'upgrading from version 1 seeds the missing regions' );
		$this->assertSame( Migrations::VERSION, get_option( Migrations::OPTION ) );
	}

	public function test_public_and_read_only(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 200, $this->rest( 'GET', '/wizard/locations' )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', '/wizard/locations', array( 'locationId' => 99, 'name' => 'x' ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'DELETE', '/wizard/locations/geojson' )->get_status() );
		$this->assertSame( 14, $this->count_rows( 'locations' ) );
	}
}

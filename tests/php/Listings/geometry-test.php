<?php
/**
 * Point-in-polygon on the regions' GeoJSON.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Listings;

use ImmoWizards\Listings\Geometry;

/**
 * Inside, outside, edges and vertices, holes, MultiPolygons, malformed shapes.
 */
final class Geometry_Test extends \PHPUnit\Framework\TestCase {

	/**
	 * A square from (0,0) to (10,10) in [lng, lat], with an optional hole (4..6).
	 *
	 * @param bool $hole With the hole.
	 * @return array<string,mixed>
	 */
	private function square( bool $hole = false ): array {
		$rings = array( array( array( 0, 0 ), array( 10, 0 ), array( 10, 10 ), array( 0, 10 ), array( 0, 0 ) ) );
		if ( $hole ) {
			$rings[] = array( array( 4, 4 ), array( 6, 4 ), array( 6, 6 ), array( 4, 6 ), array( 4, 4 ) );
		}
		return array(
			'type'        => 'Polygon',
			'coordinates' => $rings,
		);
	}

	public function test_inside_and_outside(): void {
		$this->assertTrue( Geometry::contains( $this->square(), 5.0, 5.0 ) );
		$this->assertFalse( Geometry::contains( $this->square(), 11.0, 5.0 ) );
		$this->assertFalse( Geometry::contains( $this->square(), 5.0, -0.001 ) );
		$this->assertFalse( Geometry::contains( $this->square(), -5.0, -5.0 ) );
	}

	public function test_edges_and_vertices_count_as_inside(): void {
		$square = $this->square();
		$this->assertTrue( Geometry::contains( $square, 0.0, 5.0 ), 'bottom edge (lat 0)' );
		$this->assertTrue( Geometry::contains( $square, 5.0, 10.0 ), 'right edge (lng 10)' );
		$this->assertTrue( Geometry::contains( $square, 10.0, 10.0 ), 'vertex' );
		$this->assertTrue( Geometry::contains( $square, 0.0, 0.0 ), 'first vertex' );
		$this->assertFalse( Geometry::contains( $square, 5.0, 10.00001 ), 'just beyond the edge' );
	}

	public function test_a_point_on_the_shared_border_of_two_districts_lies_in_both(): void {
		// Demo regions 11 (Innere Altstadt) and 12 (Pirnaische Vorstadt) share lng 13.748.
		$west = array(
			'type'        => 'Polygon',
			'coordinates' => array( array( array( 13.728, 51.047 ), array( 13.748, 51.047 ), array( 13.748, 51.058 ), array( 13.728, 51.058 ), array( 13.728, 51.047 ) ) ),
		);
		$east = array(
			'type'        => 'Polygon',
			'coordinates' => array( array( array( 13.748, 51.044 ), array( 13.770, 51.044 ), array( 13.770, 51.056 ), array( 13.758, 51.058 ), array( 13.748, 51.058 ), array( 13.748, 51.044 ) ) ),
		);
		$this->assertTrue( Geometry::contains( $west, 51.05, 13.748 ) );
		$this->assertTrue( Geometry::contains( $east, 51.05, 13.748 ) );
		$this->assertFalse( Geometry::contains( $west, 51.05, 13.7481 ) );
		$this->assertTrue( Geometry::contains( $east, 51.057, 13.76 ), 'under the slanted edge' );
		$this->assertFalse( Geometry::contains( $east, 51.0579, 13.7595 ), 'above the slanted edge' );
	}

	public function test_holes_are_outside_but_their_edges_are_not(): void {
		$donut = $this->square( true );
		$this->assertFalse( Geometry::contains( $donut, 5.0, 5.0 ), 'inside the hole' );
		$this->assertTrue( Geometry::contains( $donut, 4.0, 5.0 ), 'on the hole\'s edge' );
		$this->assertTrue( Geometry::contains( $donut, 2.0, 2.0 ), 'between outer ring and hole' );
	}

	public function test_multipolygon_contains_a_point_of_any_part(): void {
		$multi = array(
			'type'        => 'MultiPolygon',
			'coordinates' => array(
				$this->square( true )['coordinates'],
				array( array( array( 20, 20 ), array( 30, 20 ), array( 30, 30 ), array( 20, 20 ) ) ),
			),
		);
		$this->assertTrue( Geometry::contains( $multi, 2.0, 2.0 ) );
		$this->assertTrue( Geometry::contains( $multi, 22.0, 25.0 ), 'second part (triangle)' );
		$this->assertFalse( Geometry::contains( $multi, 28.0, 25.0 ), 'outside the triangle' );
		$this->assertFalse( Geometry::contains( $multi, 5.0, 5.0 ), 'hole of the first part' );
		$this->assertFalse( Geometry::contains( $multi, 15.0, 15.0 ), 'between the parts' );
	}

	public function test_unclosed_rings_and_garbage_do_not_break(): void {
		$open = array(
			'type'        => 'Polygon',
			'coordinates' => array( array( array( 0, 0 ), array( 10, 0 ), array( 10, 10 ), array( 0, 10 ) ) ),
		);
		$this->assertTrue( Geometry::contains( $open, 5.0, 5.0 ), 'an unclosed ring is closed implicitly' );
		foreach ( array(
			array(),
			array( 'type' => 'Point', 'coordinates' => array( 5, 5 ) ),
			array( 'type' => 'Polygon', 'coordinates' => 'x' ),
			array( 'type' => 'Polygon', 'coordinates' => array( array( array( 0, 0 ), array( 1, 1 ) ) ) ),
			array( 'type' => 'Polygon', 'coordinates' => array( array( 'a', array( 'b', 'c' ), null ) ) ),
			array( 'type' => 'MultiPolygon', 'coordinates' => array( 'x', null ) ),
		) as $broken ) {
			$this->assertFalse( Geometry::contains( $broken, 5.0, 5.0 ) );
		}
		$this->assertNull( Geometry::bbox( array( 'type' => 'Polygon', 'coordinates' => 'x' ) ) );
		$this->assertSame( array( 0.0, 0.0, 10.0, 10.0 ), Geometry::bbox( $this->square( true ) ) );
	}
}

<?php
/**
 * GET|POST /regions, PATCH|DELETE /regions/{id}.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Regions;

use ImmoWizards\Users\Roles;

require_once __DIR__ . '/class-regions-test-case.php';

/**
 * The tree incl. inactive regions; add, rename, move (no cycles, two levels), reorder, deactivate,
 * shapes, delete (force for sub-regions); administrators only; every change fires the action.
 */
final class Regions_Controller_Test extends Regions_Test_Case {

	public function test_the_tree_lists_every_region_with_inactive_ones(): void {
		$this->rest( 'PATCH', '/regions/22', array( 'active' => false ) );
		$response = $this->rest( 'GET', '/regions' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '14', $response->get_headers()['X-WP-Total'] );
		$items = $this->json( $response );
		$this->assertSame( array( 1, 11, 12, 13, 2, 21, 22, 23, 3, 31, 32, 4, 41, 42 ), array_column( $items, 'id' ) );
		$this->assertSame( array( 'id', 'parentId', 'name', 'active', 'position', 'geometry' ), array_keys( $items[0] ) );
		$this->assertSame( array( 2, 'Äußere Neustadt', false, 1 ), array( $items[6]['parentId'], $items[6]['name'], $items[6]['active'], $items[6]['position'] ) );
		$this->assertNull( $items[0]['geometry'], 'groups have no shape' );
		$this->assertSame( 'Polygon', $items[1]['geometry']['type'] );
	}

	public function test_a_new_region_is_served_to_the_wizard(): void {
		$response = $this->rest(
			'POST',
			'/regions',
			array(
				'name'     => '  Tolkewitz  <b>',
				'parentId' => 3,
				'role'     => 'x',
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$new = $this->json( $response );
		$this->assertSame( array( 43, 3, 'Tolkewitz', true, 2 ), array( $new['id'], $new['parentId'], $new['name'], $new['active'], $new['position'] ) );
		$this->assertSame( 1, $this->changed );
		$locations = $this->json( $this->rest( 'GET', '/wizard/locations' ) )['locations'];
		$this->assertContains(
			array(
				'locationId' => 43,
				'name'       => 'Tolkewitz',
				'parentId'   => 3,
			),
			$locations
		);
		$this->assertSame(
			'immo_wizards_region_name_taken',
			$this->error_code(
				$this->rest(
					'POST',
					'/regions',
					array(
						'name'     => 'tolkewitz',
						'parentId' => 3,
					)
				)
			)
		);
		$this->assertSame( 201, $this->rest( 'POST', '/regions', array( 'name' => 'Tolkewitz' ) )->get_status(), 'the same name elsewhere in the tree' );
		$this->assertSame( 'immo_wizards_region_invalid_name', $this->error_code( $this->rest( 'POST', '/regions', array( 'name' => '   ' ) ) ) );
		$this->assertSame(
			'immo_wizards_region_too_deep',
			$this->error_code(
				$this->rest(
					'POST',
					'/regions',
					array(
						'name'     => 'X',
						'parentId' => 43,
					)
				)
			)
		);
		$this->assertSame( 'immo_wizards_region_name_taken', $this->error_code( $this->rest( 'PATCH', '/regions/31', array( 'parentId' => 0 ) ) ), 'a move checks the name among the new siblings' );
		$this->assertSame(
			'immo_wizards_region_parent_not_found',
			$this->error_code(
				$this->rest(
					'POST',
					'/regions',
					array(
						'name'     => 'X',
						'parentId' => 999,
					)
				)
			)
		);
		foreach ( array(
			array( 'name' => array( 'a' ) ),
			array( 'name' => str_repeat( 'a', 101 ) ),
			array(
				'name'     => 'X',
				'parentId' => 'abc',
			),
			array(
				'name'     => 'X',
				'parentId' => -1,
			),
		) as $bad ) {
			$this->assertSame( 400, $this->rest( 'POST', '/regions', $bad )->get_status(), wp_json_encode( $bad ) );
		}
		$this->assertSame( 2, $this->changed, 'refused changes fire nothing' );
	}

	public function test_rename_reorder_and_deactivate(): void {
		$this->assertSame( 'Neue Altstadt', $this->json( $this->rest( 'PATCH', '/regions/11', array( 'name' => 'Neue Altstadt' ) ) )['name'] );
		$this->rest( 'PATCH', '/regions/13', array( 'position' => 0 ) );
		$this->rest( 'PATCH', '/regions/4', array( 'position' => 1 ) );
		$this->rest( 'PATCH', '/regions/2', array( 'active' => false ) );
		$ids = array_keys( $this->tree() );
		$this->assertSame( array( 1, 13, 11, 12, 4, 41, 42, 2, 21, 22, 23, 3, 31, 32 ), $ids );
		$this->assertSame( array( 1, 13, 11, 12, 4, 41, 42, 3, 31, 32 ), array_column( $this->json( $this->rest( 'GET', '/wizard/locations' ) )['locations'], 'locationId' ), 'the wizard follows, without the inactive group' );
		$this->assertSame( 4, $this->changed );
		$this->assertSame( 'immo_wizards_region_name_taken', $this->error_code( $this->rest( 'PATCH', '/regions/12', array( 'name' => 'NEUE altstadt' ) ) ) );
		$this->assertSame( 200, $this->rest( 'PATCH', '/regions/11', array( 'name' => 'neue Altstadt' ) )->get_status(), 'its own name in another case' );
		$this->assertSame( 'immo_wizards_region_not_found', $this->error_code( $this->rest( 'PATCH', '/regions/999', array( 'name' => 'X' ) ) ) );
		$this->assertSame( 404, $this->rest( 'PATCH', '/regions/abc', array( 'name' => 'X' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'PATCH', '/regions/11', array( 'active' => 'yes' ) )->get_status() );
	}

	public function test_moves_refuse_cycles_and_a_third_level(): void {
		$moved = $this->json(
			$this->rest(
				'PATCH',
				'/regions/11',
				array(
					'parentId' => 2,
					'position' => 0,
				)
			)
		);
		$this->assertSame( array( 2, 0 ), array( $moved['parentId'], $moved['position'] ) );
		$this->assertSame( array( 2, 11, 21, 22, 23 ), array_slice( array_keys( $this->tree() ), 3, 5 ) );

		$this->assertSame( 'immo_wizards_region_cycle', $this->error_code( $this->rest( 'PATCH', '/regions/1', array( 'parentId' => 12 ) ) ) );
		$this->assertSame( 'immo_wizards_region_cycle', $this->error_code( $this->rest( 'PATCH', '/regions/1', array( 'parentId' => 1 ) ) ) );
		$this->assertSame( 'immo_wizards_region_too_deep', $this->error_code( $this->rest( 'PATCH', '/regions/1', array( 'parentId' => 2 ) ) ), 'a group with children' );
		$this->assertSame( 'immo_wizards_region_too_deep', $this->error_code( $this->rest( 'PATCH', '/regions/12', array( 'parentId' => 21 ) ) ) );

		// Outdent, then indent again.
		$this->assertSame( 0, $this->json( $this->rest( 'PATCH', '/regions/12', array( 'parentId' => 0 ) ) )['parentId'] );
		$this->assertSame( 3, $this->json( $this->rest( 'PATCH', '/regions/12', array( 'parentId' => 3 ) ) )['parentId'] );
		$this->assertSame( 3, $this->changed );
	}

	public function test_a_shape_is_replaced_or_refused(): void {
		$square = self::square( 13.80, 51.05 );
		$this->assertSame( $square, $this->json( $this->rest( 'PATCH', '/regions/41', array( 'geometry' => $square ) ) )['geometry'] );
		$shapes = array_column( $this->json( $this->rest( 'GET', '/wizard/locations/geojson' ) )['features'], 'geometry' );
		$this->assertContains( $square, $shapes );
		$point = array(
			'type'        => 'Point',
			'coordinates' => array( 13.8, 51.0 ),
		);
		$this->assertSame( 'immo_wizards_region_invalid_geometry', $this->error_code( $this->rest( 'PATCH', '/regions/41', array( 'geometry' => $point ) ) ) );
		$this->assertNull( $this->json( $this->rest( 'PATCH', '/regions/41', array( 'geometry' => null ) ) )['geometry'] );
	}

	public function test_delete_refuses_a_region_with_children_unless_forced(): void {
		$response = $this->rest( 'DELETE', '/regions/1' );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'immo_wizards_region_has_children', $this->error_code( $response ) );
		$this->assertSame( array( 11, 12, 13 ), $this->json( $response )['data']['children'] );
		$this->assertSame( 0, $this->changed );

		$this->assertSame( array( 'deleted' => array( 42 ) ), $this->json( $this->rest( 'DELETE', '/regions/42' ) ) );
		$this->assertSame( array( 'deleted' => array( 11, 12, 13, 1 ) ), $this->json( $this->rest( 'DELETE', '/regions/1', null, array( 'force' => 'true' ) ) ) );
		$this->assertSame( array( 2, 21, 22, 23, 3, 31, 32, 4, 41 ), array_keys( $this->tree() ) );
		$this->assertSame( 2, $this->changed );
		$this->assertSame( 404, $this->rest( 'DELETE', '/regions/1' )->get_status() );
	}

	public function test_only_administrators_may_edit(): void {
		$requests = array(
			array( 'GET', '/regions', null ),
			array( 'POST', '/regions', array( 'name' => 'X' ) ),
			array( 'PATCH', '/regions/11', array( 'name' => 'X' ) ),
			array( 'DELETE', '/regions/11', null ),
			array( 'POST', '/regions/geojson', self::collection( array( self::feature( self::square( 13.7, 51.0 ), array( 'locationId' => 11 ) ) ) ) ),
		);
		foreach ( array( 'subscriber', 'editor', Roles::ROLE ) as $role ) {
			$this->login( $role );
			foreach ( $requests as [ $method, $route, $body ] ) {
				$response = $this->rest( $method, $route, $body );
				$this->assertSame( 403, $response->get_status(), "$role $method $route" );
				$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
			}
		}
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/regions' )->get_status() );
		$this->assertSame( 14, count( $this->json( $this->rest( 'GET', '/wizard/locations' ) )['locations'] ), 'nothing changed' );
		$this->assertSame( 0, $this->changed );
	}
}

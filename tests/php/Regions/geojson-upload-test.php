<?php
/**
 * POST /regions/geojson: validation per feature, matching, all or nothing, limits.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Regions;

use ImmoWizards\Listings\Lookup_Sync;
use ImmoWizards\Listings\Lookup_Table;
use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Schema;
use ImmoWizards\Regions\Geojson_Upload;
use ImmoWizards\Wiring\Jobs;

require_once __DIR__ . '/class-regions-test-case.php';

/**
 * Each refused case names the feature and why; one refused feature changes nothing.
 */
final class Geojson_Upload_Test extends Regions_Test_Case {

	/**
	 * Uploads a document as the JSON body.
	 *
	 * @param mixed               $document GeoJSON (array) or raw text.
	 * @param array<string,mixed> $query    Query args.
	 */
	private function upload( $document, array $query = array() ): \WP_REST_Response {
		return $this->rest( 'POST', '/regions/geojson', $document, $query );
	}

	/**
	 * The per-feature errors of a refused upload (index => message).
	 *
	 * @param \WP_REST_Response $response Response.
	 * @return array<int, string|null>
	 */
	private function errors( \WP_REST_Response $response ): array {
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'immo_wizards_region_geojson_invalid', $this->error_code( $response ) );
		return array_column( $this->json( $response )['data']['features'], 'error', 'index' );
	}

	public function test_the_whole_set_by_id_and_name_and_new_regions_with_create(): void {
		$before   = $this->tree();
		$response = $this->upload(
			self::collection(
				array(
					self::feature( self::square( 13.74, 51.05 ), array( 'locationId' => 11 ) ),
					self::feature( self::square( 13.76, 51.05 ), array( 'name' => ' pirnaische   VORSTADT ' ) ),
					self::feature(
						self::square( 13.90, 51.02, 0.02 ),
						array(
							'name'   => 'Tolkewitz',
							'parent' => 'blasewitz',
						)
					),
					self::feature( self::square( 13.60, 51.10 ), array( 'name' => 'Radebeul' ) ),
				)
			),
			array( 'create' => 'true' )
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$results = $this->json( $response )['features'];
		$this->assertSame( array( 11, 12, 43, 44 ), array_column( $results, 'locationId' ) );
		$this->assertSame( array( 'update', 'update', 'create', 'create' ), array_column( $results, 'action' ) );
		$this->assertSame( 'pirnaische VORSTADT', $results[1]['name'], 'the name as the file has it (spaces collapsed)' );
		$tree = $this->tree();
		$this->assertSame( 'Pirnaische Vorstadt', $tree[12]['name'], 'the stored name stays' );
		$this->assertSame( self::square( 13.74, 51.05 ), $tree[11]['geometry'] );
		$this->assertSame( array( 3, 'Tolkewitz' ), array( $tree[43]['parentId'], $tree[43]['name'] ), 'under the top-level Blasewitz' );
		$this->assertSame( array( 0, 'Radebeul' ), array( $tree[44]['parentId'], $tree[44]['name'] ) );
		$this->assertSame( $before[13]['geometry'], $tree[13]['geometry'], 'regions not in the file keep their shape' );
		$this->assertSame( 1, $this->changed, 'one action for the whole upload' );

		$shapes = array_column( array_column( $this->json( $this->rest( 'GET', '/wizard/locations/geojson' ) )['features'], 'properties' ), 'name', 'locationId' );
		$this->assertSame( 'Radebeul', $shapes[44], 'the wizard serves the new region' );
	}

	public function test_every_refused_case_names_its_feature_and_nothing_is_applied(): void {
		$before  = $this->tree();
		$open    = self::square( 13.7, 51.0 );
		$swapped = self::square( 51.0, 13.7 );
		array_pop( $open['coordinates'][0] );
		$open['coordinates'][0][]        = array( 13.7, 51.0 );
		$swapped['coordinates'][0][1][0] = 181.5;
		$features                        = array(
			self::feature( self::square( 13.74, 51.05 ), array( 'locationId' => 11 ) ),
			self::feature(
				array(
					'type'        => 'Point',
					'coordinates' => array(
						13.7,
						51.0,
					),
				),
				array( 'locationId' => 12 )
			),
			self::feature( $open, array( 'locationId' => 13 ) ),
			self::feature( $swapped, array( 'locationId' => 21 ) ),
			self::feature( self::square( 13.7, 51.0 ), array( 'name' => 'Atlantis' ) ),
			self::feature( self::square( 13.7, 51.0 ), array( 'name' => 'innere altstadt' ) ),
			self::feature( self::square( 13.7, 51.0 ), array( 'locationId' => 999 ) ),
			self::feature(
				array(
					'type'        => 'Polygon',
					'coordinates' => array(
						array(
							array(
								13.7,
								51.0,
							),
							array( 13.8, 51.0 ),
							array( 13.7, 51.0 ),
						),
					),
				),
				array( 'locationId' => 22 )
			),
			self::feature(
				array(
					'type'        => 'Polygon',
					'coordinates' => array(
						array(
							array(
								'13.7',
								51.0,
							),
							array( 13.8, 51.0 ),
							array( 13.8, 51.1 ),
							array( '13.7', 51.0 ),
						),
					),
				),
				array( 'locationId' => 23 )
			),
			array( 'type' => 'Point' ),
			self::feature( self::square( 13.7, 51.0 ), array() ),
		);
		$errors                          = $this->errors( $this->upload( self::collection( $features ) ) );
		$this->assertNull( $errors[0], 'the good feature has no error' );
		$this->assertStringContainsString( 'Polygon and MultiPolygon', $errors[1] );
		$this->assertStringContainsString( 'not closed', $errors[2] );
		$this->assertStringContainsString( 'outside WGS84', $errors[3] );
		$this->assertStringContainsString( 'no region named "Atlantis"', $errors[4] );
		$this->assertStringContainsString( 'Feature 1 already sets', $errors[5], 'duplicate by name of feature 1 (by id)' );
		$this->assertStringContainsString( 'locationId 999', $errors[6] );
		$this->assertStringContainsString( 'at least 4 positions', $errors[7] );
		$this->assertStringContainsString( 'pair of numbers', $errors[8] );
		$this->assertStringContainsString( 'not a GeoJSON Feature', $errors[9] );
		$this->assertStringContainsString( 'neither a locationId nor a name', $errors[10] );
		$this->assertSame( $before, $this->tree(), 'all or nothing' );
		$this->assertSame( 0, $this->changed );

		$response = $this->upload( self::collection( array( $features[0] ) ) );
		$this->assertSame( 200, $response->get_status() );
	}

	public function test_a_name_of_a_group_and_its_district_sets_the_district(): void {
		$result = $this->json( $this->upload( self::collection( array( self::feature( self::square( 13.79, 51.05 ), array( 'name' => 'Blasewitz' ) ) ) ) ) )['features'][0];
		$this->assertSame( 31, $result['locationId'] );
		$this->assertNull( $this->tree()[3]['geometry'] );
	}

	public function test_a_new_name_twice_is_a_duplicate(): void {
		$feature = self::feature( self::square( 13.6, 51.1 ), array( 'name' => 'Radebeul' ) );
		$errors  = $this->errors( $this->upload( self::collection( array( $feature, $feature ) ), array( 'create' => true ) ) );
		$this->assertNull( $errors[0] );
		$this->assertStringContainsString( 'Feature 1 already sets', $errors[1] );
		$this->assertArrayNotHasKey( 43, $this->tree() );
	}

	public function test_one_region_takes_a_feature_or_a_bare_geometry(): void {
		$square = self::square( 13.80, 51.00 );
		$this->assertSame( 'update', $this->json( $this->upload( $square, array( 'id' => 41 ) ) )['features'][0]['action'] );
		$this->assertSame( $square, $this->tree()[41]['geometry'] );
		$named  = self::feature( self::square( 13.81, 51.00 ), array( 'name' => 'Anything' ) );
		$result = $this->json( $this->upload( self::collection( array( $named ) ), array( 'id' => 41 ) ) )['features'][0];
		$this->assertSame( array( 41, 'update' ), array( $result['locationId'], $result['action'] ), 'the id wins over the name' );
		$this->assertSame( 'immo_wizards_region_geojson_invalid', $this->error_code( $this->upload( self::collection( array( $named, $named ) ), array( 'id' => 41 ) ) ) );
		$this->assertSame( 'immo_wizards_region_not_found', $this->error_code( $this->upload( $square, array( 'id' => 999 ) ) ) );
		$this->assertSame( 2, $this->changed );
	}

	public function test_malformed_and_too_big_documents(): void {
		$this->assertSame( 'rest_invalid_json', $this->error_code( $this->upload( '{"type": "FeatureCollection", "features": [' ) ), 'WordPress refuses a broken JSON body itself' );
		$this->assertSame(
			'immo_wizards_region_geojson_invalid',
			$this->error_code(
				$this->upload(
					array(
						'type'     => 'FeatureCollection',
						'features' => array(),
					)
				)
			)
		);
		$this->assertSame( 'immo_wizards_region_geojson_invalid', $this->error_code( $this->upload( self::square( 13.7, 51.0 ) ) ), 'a bare geometry only for one region' );

		$bytes = $this->upload( '{"type":"FeatureCollection","features":[],"pad":"' . str_repeat( 'x', Geojson_Upload::MAX_BYTES ) . '"}' );
		$this->assertSame( 413, $bytes->get_status() );
		$this->assertSame( 'immo_wizards_region_geojson_too_large', $this->error_code( $bytes ) );

		$ring = array();
		for ( $i = 0; $i < 30000; $i++ ) {
			$ring[] = array( 13.7 + $i / 1e6, 51.0 + ( $i % 2 ) / 1e4 );
		}
		$ring[]   = $ring[0];
		$big      = array(
			'type'        => 'Polygon',
			'coordinates' => array( $ring ),
		);
		$response = $this->upload( self::collection( array( self::feature( $big, array( 'locationId' => 11 ) ), self::feature( $big, array( 'locationId' => 12 ) ) ) ) );
		$this->assertSame( 413, $response->get_status() );
		$this->assertStringContainsString( '50', $this->json( $response )['message'] );
		$this->assertSame( 0, $this->changed );
	}

	public function test_a_multipart_file_is_read_like_the_body(): void {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		add_filter( 'immo_wizards_import_is_uploaded_file', '__return_true' );
		$path = wp_tempnam( 'regions' );
		file_put_contents( $path, wp_json_encode( self::collection( array( self::feature( self::square( 13.74, 51.05 ), array( 'name' => 'Seevorstadt' ) ) ) ) ) ); // phpcs:ignore
		$request = new \WP_REST_Request( 'POST', '/immo-wizards/v1/regions/geojson' );
		$request->set_file_params(
			array(
				'file' => array(
					'name'     => 'regions.geojson',
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_OK,
					'size'     => filesize( $path ),
				),
			)
		);
		$this->assertSame( 13, $this->json( rest_do_request( $request ) )['features'][0]['locationId'] );
		file_put_contents( $path, 'not json' ); // phpcs:ignore
		$this->assertStringContainsString( 'not valid GeoJSON', $this->json( rest_do_request( $request ) )['message'] );
		$request->set_file_params(
			array(
				'file' => array(
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_INI_SIZE,
				),
			)
		);
		$this->assertSame( 413, rest_do_request( $request )->get_status() );
		$request->set_file_params( array( 'file' => 'nope' ) );
		$this->assertSame( 'immo_wizards_region_geojson_no_file', $this->error_code( rest_do_request( $request ) ) );
	}

	public function test_listings_get_the_uploaded_regions(): void {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => Post_Type::NAME,
				'post_title'  => 'Listing',
				'post_status' => 'publish',
				'meta_input'  => array(
					Property_Schema::META['lat'] => '51.30',
					Property_Schema::META['lng'] => '13.50',
				),
			)
		);
		$this->assertSame( array(), ( new Lookup_Table() )->regions( $id ) );
		$response = $this->upload( self::collection( array( self::feature( self::square( 13.50, 51.30 ), array( 'name' => 'Meißen' ) ) ) ), array( 'create' => 'true' ) );
		$new      = $this->json( $response )['features'][0]['locationId'];
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( 'regions' ) ), 'the listings are recomputed in the background' );
		do_action( Jobs::HOOK, 'regions' );
		$this->assertSame( array( $new ), ( new Lookup_Table() )->regions( $id ) );
	}
}

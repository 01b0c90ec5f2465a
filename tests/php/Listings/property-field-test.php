<?php
/**
 * The post type and its REST field `property`.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Listings;

use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Schema;
use ImmoWizards\Plugin;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

/**
 * Read and write through /wp/v2/immo-properties with SECURITY.md's bad inputs and capabilities.
 */
final class Property_Field_Test extends Test_Case {

	/**
	 * A complete, valid value.
	 *
	 * @return array<string,mixed>
	 */
	private function facts(): array {
		return array(
			'customObjectId' => 'IC1955',
			'categoryId'     => 30225,
			'objectType'     => 'LIVING',
			'marketingType'  => 'buy',
			'price'          => 277000,
			'livingSpace'    => 55.5,
			'plotArea'       => null,
			'rooms'          => 2.5,
			'buildYear'      => 1905,
			'zip'            => '01067',
			'city'           => 'Dresden',
			'district'       => 'Innere Altstadt',
			'street'         => 'Wilsdruffer Straße',
			'number'         => '1a',
			'lat'            => 51.05,
			'lng'            => 13.738,
			'status'         => 'active',
		);
	}

	/**
	 * A user with a role.
	 *
	 * @param string $role Role.
	 */
	private function user( string $role ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => $role . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'user_email' => $role . wp_rand() . '@example.org',
				'role'       => $role,
			)
		);
	}

	/**
	 * Dispatches a request to /wp/v2/immo-properties.
	 *
	 * @param string     $method Method.
	 * @param string     $path   Path after the base.
	 * @param mixed|null $body   JSON body.
	 * @param array      $query  Query.
	 */
	private function wp( string $method, string $path = '', $body = null, array $query = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, '/wp/v2/' . Post_Type::REST_BASE . $path );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( is_string( $body ) ? $body : wp_json_encode( $body ) );
		}
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * Creates a listing as an editor.
	 *
	 * @param array<string,mixed> $facts Property values.
	 * @return int Post id.
	 */
	private function create( array $facts ): int {
		wp_set_current_user( $this->user( 'editor' ) );
		$response = $this->wp(
			'POST',
			'',
			array(
				'title'    => 'Altbauwohnung',
				'status'   => 'publish',
				'property' => $facts,
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	public function test_the_post_type_is_public_without_archive_and_in_rest(): void {
		$type = get_post_type_object( Post_Type::NAME );
		$this->assertTrue( $type->public );
		$this->assertFalse( $type->has_archive );
		$this->assertTrue( $type->show_in_rest );
		$this->assertSame( 'immo-properties', $type->rest_base );
		$this->assertTrue( post_type_supports( Post_Type::NAME, 'thumbnail' ) );
		$this->assertTrue( post_type_supports( Post_Type::NAME, 'editor' ) );
		$this->assertArrayHasKey( 'property', rest_get_server()->get_routes()['/wp/v2/immo-properties'][1]['args'] );
	}

	public function test_an_editor_writes_and_everybody_reads_the_field(): void {
		$id = $this->create( $this->facts() );

		wp_set_current_user( 0 );
		$data = $this->json( $this->wp( 'GET', '/' . $id ) );
		$this->assertSame( array( 'objectId' => $id ) + $this->facts() + array( 'images' => array() ), $data['property'] );
		$this->assertSame( '01067', $data['property']['zip'], 'leading zero kept' );
		$this->assertArrayNotHasKey( Property_Schema::META['price'], (array) ( $data['meta'] ?? array() ), 'meta stays out of the REST meta field' );

		$row = $this->rows( 'property_lookup' )[0];
		$this->assertSame( (string) $id, (string) $row->post_id );
		$this->assertSame( 'publish', $row->post_status );
		$this->assertSame( '277000.00', $row->price );
		$this->assertSame( '51.0500000', $row->lat );
		$this->assertSame( array( 1, 11 ), $this->regions( $id ), 'Innere Altstadt and its group Altstadt' );
	}

	public function test_a_partial_update_changes_only_the_values_sent(): void {
		$id       = $this->create( $this->facts() );
		$response = $this->wp(
			'POST',
			'/' . $id,
			array(
				'property' => array(
					'price'    => 250000,
					'lat'      => 51.05,
					'lng'      => 13.78,
					'objectId' => 999,
					'images'   => array(),
					'role'     => 'administrator',
					'user_id'  => 1,
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$property = $this->json( $response )['property'];
		$this->assertSame( 250000, $property['price'] );
		$this->assertSame( $id, $property['objectId'], 'read-only' );
		$this->assertSame( 'IC1955', $property['customObjectId'] );
		$this->assertSame( '250000.00', $this->rows( 'property_lookup' )[0]->price );
		$this->assertSame( array( 3, 32 ), $this->regions( $id ), 'moved to Striesen' );

		$response = $this->wp( 'POST', '/' . $id, array( 'property' => array( 'price' => null ) ) );
		$this->assertNull( $this->json( $response )['property']['price'], 'null empties a value' );
		$this->assertNull( $this->rows( 'property_lookup' )[0]->price );
	}

	/**
	 * Bad values, each answered 400 without changing anything.
	 *
	 * @return array<string, array{0:array<string,mixed>}>
	 */
	public function bad_values(): array {
		return array(
			'German number'       => array( array( 'price' => '1.000,50' ) ),
			'negative price'      => array( array( 'price' => -5 ) ),
			'zero area'           => array( array( 'livingSpace' => 0 ) ),
			'number as text'      => array( array( 'rooms' => 'abc' ) ),
			'boolean as text'     => array( array( 'price' => 'yes' ) ),
			'postcode as number'  => array( array( 'zip' => 1067 ) ),
			'postcode with chars' => array( array( 'zip' => "01067'; DROP TABLE" ) ),
			'unknown status'      => array( array( 'status' => 'deleted' ) ),
			'unknown category'    => array( array( 'categoryId' => 12345 ) ),
			'category as text'    => array( array( 'categoryId' => 'wohnung' ) ),
			'object type'         => array( array( 'objectType' => 'living' ) ),
			'marketing type'      => array( array( 'marketingType' => array( 'buy' ) ) ),
			'latitude'            => array( array( 'lat' => 91 ) ),
			'longitude'           => array( array( 'lng' => -181 ) ),
			'build year'          => array( array( 'buildYear' => 99999 ) ),
			'2 MB string'         => array( array( 'customObjectId' => str_repeat( 'x', 2 * 1024 * 1024 ) ) ),
			'list of 10,000'      => array( array( 'city' => array_fill( 0, 10000, 'x' ) ) ),
			'object for text'     => array( array( 'street' => array( 'a' => 'b' ) ) ),
			'not an object'       => array( 'price' ),
		);
	}

	/**
	 * Bad values are refused.
	 *
	 * @dataProvider bad_values
	 * @param mixed $property Field value.
	 */
	public function test_bad_values_are_refused( $property ): void {
		$id       = $this->create( $this->facts() );
		$response = $this->wp( 'POST', '/' . $id, array( 'property' => $property ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$this->assertSame( array( 'objectId' => $id ) + $this->facts() + array( 'images' => array() ), $this->json( $this->wp( 'GET', '/' . $id ) )['property'], 'nothing changed' );
	}

	public function test_text_is_stripped_of_markup(): void {
		$id       = $this->create( array( 'city' => '<script>alert(1)</script>Dresden', 'street' => '<b>Prager</b> Straße' ) );
		$property = $this->json( $this->wp( 'GET', '/' . $id ) )['property'];
		$this->assertSame( 'Dresden', $property['city'] );
		$this->assertSame( 'Prager Straße', $property['street'] );
	}

	public function test_only_editors_may_write(): void {
		$id = $this->create( $this->facts() );
		foreach ( array( 'subscriber', Roles::ROLE ) as $role ) {
			wp_set_current_user( $this->user( $role ) );
			$response = $this->wp( 'POST', '/' . $id, array( 'property' => array( 'price' => 1 ) ) );
			$this->assertSame( 403, $response->get_status(), $role );
			$response = $this->wp(
				'POST',
				'',
				array(
					'title'    => 'x',
					'property' => array( 'price' => 1 ),
				)
			);
			$this->assertSame( 403, $response->get_status(), $role );
		}
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->wp( 'POST', '/' . $id, array( 'property' => array( 'price' => 1 ) ) )->get_status() );
		$this->assertSame( 277000.0, Plugin::instance()->listings()->property_store()->get( $id )['price'] );
	}

	public function test_a_private_address_is_hidden_from_visitors_only(): void {
		$id = $this->create( $this->facts() );
		Plugin::instance()->listings()->property_store()->set_address_public( $id, false );
		$editor = get_current_user_id();

		wp_set_current_user( 0 );
		$property = $this->json( $this->wp( 'GET', '/' . $id ) )['property'];
		foreach ( array( 'street', 'number', 'lat', 'lng' ) as $name ) {
			$this->assertNull( $property[ $name ], $name );
		}
		$this->assertSame( '01067', $property['zip'] );
		$this->assertSame( 'Innere Altstadt', $property['district'] );

		wp_set_current_user( $editor );
		$property = $this->json( $this->wp( 'GET', '/' . $id, null, array( 'context' => 'edit' ) ) )['property'];
		$this->assertSame( 'Wilsdruffer Straße', $property['street'] );
		$this->assertSame( array( 1, 11 ), $this->regions( $id ), 'matching still uses the real point' );
	}

	/**
	 * Region ids of a listing.
	 *
	 * @param int $post_id Listing.
	 * @return int[]
	 */
	private function regions( int $post_id ): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT location_id FROM ' . $wpdb->prefix . 'immo_property_regions WHERE post_id = %d ORDER BY location_id', $post_id ) ) ); // phpcs:ignore
	}
}

<?php
/**
 * GET|POST /v1/saved-search, PUT|DELETE /v1/saved-search/{uuid}.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Tests\Signed_In_Test_Case;

require_once dirname( __DIR__ ) . '/includes/class-signed-in-test-case.php';

/**
 * "Suchprofile": the wizard's rules, active at once, only one's own rows.
 */
final class Portal_Saved_Search_Controller_Test extends Signed_In_Test_Case {

	/**
	 * A call to the saved-search routes in a session.
	 *
	 * @param array<string,string> $session Session (cookie, nonce).
	 * @param string               $method  Method.
	 * @param string               $path    Path after /saved-search.
	 * @param mixed                $body    Body.
	 */
	private function searches( array $session, string $method, string $path = '', $body = null ): \WP_REST_Response {
		return $this->in_session( $session, $method, '/saved-search' . $path, $body );
	}

	/**
	 * The wizard's savedSearch shape with overrides.
	 *
	 * @param array<string,mixed> $overrides Overrides (replacing whole keys).
	 * @return array<string,mixed>
	 */
	private function search( array $overrides = array() ): array {
		return array_replace( $this->saved_search_body()['savedSearch'], $overrides );
	}

	public function test_lists_the_confirmed_search_as_an_item(): void {
		$list = $this->searches( $this->anna, 'GET' );
		$this->assertSame( 200, $list->get_status() );
		$this->assertSame(
			array(
				array(
					'uuid'          => $this->anna['uuid'],
					'active'        => true,
					'matches'       => 0,
					'objectType'    => 'LIVING',
					'marketingType' => 'buy',
					'categoryId'    => 30225,
					'category'      => array( 'name' => 'Apartment' ),
					// The ranges as the wizard sent them, each with an empty single value.
					'fields'        => array_map( static fn ( $field ) => $field + array( 'value' => null ), $this->search()['fields'] ),
					'locations'     => array(
						array(
							'locationId' => 11,
							'name'       => 'Innere Altstadt',
						),
						array(
							'locationId' => 22,
							'name'       => 'Äußere Neustadt',
						),
					),
				),
			),
			$this->json( $list )
		);
	}

	public function test_pending_searches_sent_with_the_address_are_not_listed(): void {
		$body = $this->saved_search_body( array( 'contact' => array( 'email' => 'anna@example.de' ) ) );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/saved-search', $body )->get_status() );
		$pending = $this->json( $this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body( array( 'contact' => array( 'email' => 'anna@example.de' ) ) ) ) )['uuid'];
		$this->assertCount( 1, $this->json( $this->searches( $this->anna, 'GET' ) ) );
		$this->assertSame( 'immo_not_found', $this->error_code( $this->searches( $this->anna, 'DELETE', '/' . $pending ) ) );
	}

	public function test_create_is_active_at_once_and_listed_first(): void {
		$created = $this->searches( $this->anna, 'POST', '', $this->search( array( 'categoryId' => 22332, 'marketingType' => 'rent' ) ) );
		$this->assertSame( 201, $created->get_status() );
		$item = $this->json( $created );
		$this->assertTrue( wp_is_uuid( $item['uuid'], 4 ) );
		$this->assertTrue( $item['active'] );
		$this->assertSame( 'House', $item['category']['name'] );
		$this->assertSame( 'rent', $item['marketingType'] );
		$list = $this->json( $this->searches( $this->anna, 'GET' ) );
		$this->assertSame( array( $item['uuid'], $this->anna['uuid'] ), array_column( $list, 'uuid' ), 'newest first' );
		$this->assertSame( 0, $this->count_rows( 'requests', "type = 'saved_search' AND status = 'pending'" ), 'no double opt-in' );
		$this->assertSame( 1, $this->count_rows( 'saved_searches', 'request_id = 0 AND active = 1' ) );
	}

	public function test_create_goes_through_the_wizards_rules(): void {
		$bad = array(
			'unknown category'     => array( 'categoryId' => 36561 ),
			'category of the type' => array(
				'objectType' => 'COMMERCIAL',
				'categoryId' => 30225,
			),
			'no regions'           => array( 'locations' => array() ),
			'unknown region'       => array( 'locations' => array( array( 'locationId' => 999999 ) ) ),
			'region as text'       => array( 'locations' => array( array( 'locationId' => 'abc' ) ) ),
			'regions as object'    => array( 'locations' => array( 'locationId' => 11 ) ),
			'min above max'        => array(
				'fields' => array(
					array(
						'name'      => 'price.price',
						'valueType' => 'RANGE',
						'minValue'  => 500000,
						'maxValue'  => 100000,
					),
				),
			),
			'negative price'       => array(
				'fields' => array(
					array(
						'name'      => 'price.price',
						'valueType' => 'RANGE',
						'minValue'  => -1,
					),
				),
			),
			'price as words'       => array(
				'fields' => array(
					array(
						'name'      => 'price.price',
						'valueType' => 'RANGE',
						'minValue'  => 'abc',
					),
				),
			),
			'10,000 regions'       => array( 'locations' => array_fill( 0, 10000, array( 'locationId' => 11 ) ) ),
			'object type'          => array( 'objectType' => 'CASTLE' ),
			'marketing as yes'     => array( 'marketingType' => 'yes' ),
		);
		foreach ( $bad as $case => $overrides ) {
			$response = $this->searches( $this->anna, 'POST', '', $this->search( $overrides ) );
			$this->assertSame( 400, $response->get_status(), $case );
			$this->assertNotSame( '', (string) $this->json( $response )['message'], $case );
		}
		$this->assertSame( 1, $this->count_rows( 'saved_searches' ), 'nothing stored' );
		$missing = $this->search();
		unset( $missing['objectType'] );
		$this->assertSame( 400, $this->searches( $this->anna, 'POST', '', $missing )->get_status() );
	}

	public function test_create_takes_numbers_as_the_wizard_sends_them_and_drops_unknown_fields(): void {
		$price = static fn ( $min, $max ) => array(
			'name'      => 'price.price',
			'valueType' => 'RANGE',
			'minValue'  => $min,
			'maxValue'  => $max,
		);
		$this->assertSame( 400, $this->searches( $this->anna, 'POST', '', $this->search( array( 'fields' => array( $price( '1.000,50', null ) ) ) ) )->get_status(), 'the client sends numbers, not German text' );
		$created = $this->searches(
			$this->anna,
			'POST',
			'',
			$this->search(
				array(
					'fields'  => array(
						$price( 1000.5, 300000 ),
						array(
							'name'      => 'not.a.field',
							'valueType' => 'RANGE',
							'minValue'  => 1,
						),
					),
					'active'  => false,
					'user_id' => 1,
					'status'  => 'pending',
				)
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$item = $this->json( $created );
		$this->assertSame( array( 'price.price' ), array_column( $item['fields'], 'name' ) );
		$this->assertEquals( 1000.5, $item['fields'][0]['minValue'] );
		$this->assertEquals( 300000, $item['fields'][0]['maxValue'] );
		$this->assertTrue( $item['active'], 'a new search is active whatever the body says' );
	}

	public function test_update_replaces_the_search_and_activates_it(): void {
		global $wpdb;
		$path = '/' . $this->anna['uuid'];
		$wpdb->update( \ImmoWizards\Storage\Tables::name( 'saved_searches' ), array( 'active' => 0 ), array( 'uuid' => $this->anna['uuid'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertFalse( $this->json( $this->searches( $this->anna, 'GET' ) )[0]['active'] );

		$prices = array(
			array(
				'name'      => 'price.price',
				'valueType' => 'RANGE',
				'minValue'  => 200000,
				'maxValue'  => 300000,
			),
		);
		$saved  = $this->searches( $this->anna, 'PUT', $path, $this->search( array( 'fields' => $prices ) ) );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertFalse( $this->json( $saved )['active'], 'saving keeps the state' );
		$this->assertSame( 200000, $this->json( $saved )['fields'][0]['minValue'] );

		$active = $this->searches( $this->anna, 'PUT', $path, $this->search( array( 'active' => true ) ) );
		$this->assertTrue( $this->json( $active )['active'], "'Suchprofil aktivieren'" );
		$this->assertSame( 400, $this->searches( $this->anna, 'PUT', $path, $this->search( array( 'active' => 'yes' ) ) )->get_status() );
		$this->assertSame( 400, $this->searches( $this->anna, 'PUT', $path, $this->search( array( 'categoryId' => 'abc' ) ) )->get_status() );

		// The body's uuid is not the one that counts.
		$other = $this->json( $this->searches( $this->anna, 'POST', '', $this->search() ) )['uuid'];
		$this->searches( $this->anna, 'PUT', $path, $this->search( array( 'uuid' => $other, 'marketingType' => 'rent' ) ) );
		$items = array_column( $this->json( $this->searches( $this->anna, 'GET' ) ), null, 'uuid' );
		$this->assertSame( 'rent', $items[ $this->anna['uuid'] ]['marketingType'] );
		$this->assertSame( 'buy', $items[ $other ]['marketingType'] );
	}

	public function test_delete_removes_the_search(): void {
		$deleted = $this->searches( $this->anna, 'DELETE', '/' . $this->anna['uuid'] );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertSame( array( 'deleted' => true ), $this->json( $deleted ) );
		$this->assertSame( array(), $this->json( $this->searches( $this->anna, 'GET' ) ) );
		$this->assertSame( 'immo_not_found', $this->error_code( $this->searches( $this->anna, 'DELETE', '/' . $this->anna['uuid'] ) ) );
	}

	public function test_another_users_uuid_is_answered_like_an_unknown_one(): void {
		$ben      = $this->portal_session( 'ben@example.de' );
		$unknown  = wp_generate_uuid4();
		$expected = function ( \WP_REST_Response $response, string $case ): void {
			$this->assertSame( 404, $response->get_status(), $case );
			$this->assertSame(
				array(
					'code'    => 'immo_not_found',
					'message' => 'This saved search does not exist.',
					'data'    => array( 'status' => 404 ),
				),
				$this->json( $response ),
				$case
			);
		};
		foreach ( array( $ben['uuid'], strtoupper( $ben['uuid'] ), $unknown, 'abc', '0', '-1', "1' OR '1'='1", str_repeat( 'a', 300 ) ) as $uuid ) {
			$path = '/' . rawurlencode( $uuid );
			$expected( $this->searches( $this->anna, 'PUT', $path, $this->search( array( 'active' => false ) ) ), "PUT $uuid" );
			$expected( $this->searches( $this->anna, 'DELETE', $path ), "DELETE $uuid" );
		}
		$bens = $this->json( $this->searches( $ben, 'GET' ) );
		$this->assertCount( 1, $bens );
		$this->assertTrue( $bens[0]['active'], "Ben's search untouched" );
		$this->assertSame( array( $this->anna['uuid'] ), array_column( $this->json( $this->searches( $this->anna, 'GET' ) ), 'uuid' ), 'each sees only their own' );
	}

	public function test_a_user_keeps_at_most_50_saved_searches(): void {
		for ( $i = 1; $i < 50; $i++ ) {
			$this->assertSame( 201, $this->searches( $this->anna, 'POST', '', $this->search() )->get_status() );
		}
		$refused = $this->searches( $this->anna, 'POST', '', $this->search() );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'You can keep at most 50 saved searches.', $this->json( $refused )['message'] );
	}
}

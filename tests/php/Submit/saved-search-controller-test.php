<?php
/**
 * POST /wizard/saved-search and the saved search's double opt-in.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Stored pending and inactive, activated by confirm; bad inputs; guards of the pipeline.
 */
final class Saved_Search_Controller_Test extends Test_Case {

	use Request_Payloads;

	public function test_stored_pending_and_inactive_then_activated_by_confirm(): void {
		$response = $this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body() );
		$this->assertSame( 201, $response->get_status() );
		$data = $this->json( $response );
		$this->assertSame( array( 'status', 'uuid' ), array_keys( $data ) );
		$this->assertSame( 'pending', $data['status'] );

		$request = $this->rows( 'requests' )[0];
		$this->assertSame( 'saved_search', $request->type );
		$this->assertSame( 'pending', $request->status );
		$search = $this->rows( 'saved_searches' )[0];
		$this->assertSame( $data['uuid'], $search->uuid );
		$this->assertSame( '0', (string) $search->active );
		$this->assertSame( (string) $request->id, (string) $search->request_id );
		$this->assertSame( (string) $request->contact_id, (string) $search->contact_id );
		$stored = json_decode( $search->payload, true );
		$this->assertSame( array( array( 'locationId' => 11 ), array( 'locationId' => 22 ) ), $stored['locations'] );
		$this->assertSame( 30225, $stored['categoryId'] );
		$this->assertSame( $stored, json_decode( $request->payload, true )['savedSearch'] );
		$this->assertCount( 1, $this->mails, 'confirmation mail' );

		$confirm = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->assertSame( 200, $confirm->get_status() );
		$this->assertSame(
			array(
				'opcode' => 'Contact',
				'type'   => 'saved_search',
				'uuid'   => $data['uuid'],
			),
			array_diff_key( $this->json( $confirm ), array( 'loginKey' => '' ) )
		);
		$this->assertSame( '1', (string) $this->rows( 'saved_searches' )[0]->active );
		$this->assertSame( 'confirmed', $this->rows( 'requests' )[0]->status );

		$agency = end( $this->mails );
		$this->assertSame( 'admin@example.org', $agency['to'] );
		foreach ( array( 'Innere Altstadt', 'Äußere Neustadt', 'Apartment', 'Buy', 'Purchase price', '100,000 € – 350,000 €', 'Living space', '60 m² – …', '1,990 – 2,020' ) as $text ) {
			$this->assertStringContainsString( $text, $agency['message'] );
		}
	}

	public function test_ranges_follow_the_category_and_range_kind(): void {
		$body                          = $this->saved_search_body();
		$body['savedSearch']['fields'] = array(
			array( 'name' => 'area.livingSpace', 'valueType' => 'RANGE', 'minValue' => 50, 'maxValue' => 90 ),
			array( 'name' => 'area.numberRooms', 'valueType' => 'RANGE', 'minValue' => 2.5 ),
			array( 'name' => 'area.plotArea', 'valueType' => 'RANGE', 'minValue' => 500 ),
			array( 'name' => 'property[zustand]', 'valueType' => 'RANGE', 'minValue' => 1 ),
			array( 'name' => 'unknown', 'valueType' => 'RANGE', 'minValue' => 1 ),
			array( 'name' => 'price.price', 'valueType' => 'RANGE', 'minValue' => null, 'maxValue' => null ),
		);
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/saved-search', $body )->get_status() );
		$fields = json_decode( $this->rows( 'saved_searches' )[0]->payload, true )['fields'];
		$this->assertEquals(
			array(
				array( 'name' => 'area.livingSpace', 'valueType' => 'RANGE', 'minValue' => 50, 'maxValue' => null ),
				array( 'name' => 'area.numberRooms', 'valueType' => 'RANGE', 'minValue' => 2.5, 'maxValue' => null ),
			),
			$fields,
			'living space and rooms are "min" ranges; plot area is no field of apartments; empty ranges are dropped'
		);
	}

	public function test_commercial_has_price_only_and_land_price_and_plot_area(): void {
		$fields = array(
			array( 'name' => 'price.price', 'valueType' => 'RANGE', 'minValue' => 1000, 'maxValue' => 2000 ),
			array( 'name' => 'area.plotArea', 'valueType' => 'RANGE', 'minValue' => 300 ),
			array( 'name' => 'property[baujahr]', 'valueType' => 'RANGE', 'minValue' => 1950 ),
		);
		$office = $this->saved_search_body( array( 'savedSearch' => array( 'objectType' => 'COMMERCIAL', 'categoryId' => 42723, 'marketingType' => 'rent' ) ) );
		$office['savedSearch']['fields'] = $fields;
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/saved-search', $office )->get_status() );
		$land = $this->saved_search_body( array( 'savedSearch' => array( 'categoryId' => 19795 ) ) );
		$land['savedSearch']['fields'] = $fields;
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/saved-search', $land )->get_status() );

		$rows = $this->rows( 'saved_searches' );
		$this->assertSame( array( 'price.price' ), array_column( json_decode( $rows[0]->payload, true )['fields'], 'name' ) );
		$this->assertSame( array( 'price.price', 'area.plotArea' ), array_column( json_decode( $rows[1]->payload, true )['fields'], 'name' ) );
	}

	public function test_duplicate_regions_are_merged(): void {
		$body                             = $this->saved_search_body();
		$body['savedSearch']['locations'] = array( array( 'locationId' => 2 ), array( 'locationId' => 21 ), array( 'locationId' => 2 ) );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/saved-search', $body )->get_status() );
		$this->assertSame( array( array( 'locationId' => 2 ), array( 'locationId' => 21 ) ), json_decode( $this->rows( 'saved_searches' )[0]->payload, true )['locations'] );
	}

	/**
	 * @dataProvider bad_search_provider
	 *
	 * @param callable $change Changes the body.
	 */
	public function test_bad_saved_search_is_rejected( callable $change ): void {
		$body = $this->saved_search_body();
		$change( $body );
		$response = $this->rest( 'POST', '/wizard/saved-search', $body );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'rest_missing_callback_param', 'immo_wizards_invalid_request' ) );
		$this->assert_nothing_stored();
	}

	public function bad_search_provider(): array {
		$set   = static fn ( string $key, $value ) => static function ( array &$body ) use ( $key, $value ) {
			$body['savedSearch'][ $key ] = $value;
		};
		$field = static fn ( array $value ) => $set( 'fields', array( $value ) );
		$ids   = static fn ( array $ids ) => $set( 'locations', array_map( static fn ( $id ) => array( 'locationId' => $id ), $ids ) );
		return array(
			'no saved search'         => array( static function ( &$b ) { unset( $b['savedSearch'] ); } ),
			'saved search as string'  => array( static function ( &$b ) { $b['savedSearch'] = 'x'; } ),
			'saved search as list'    => array( static function ( &$b ) { $b['savedSearch'] = array( 1, 2 ); } ),
			'lead-only category'      => array( $set( 'categoryId', 36561 ) ),
			'category 0'              => array( $set( 'categoryId', 0 ) ),
			'category -1'             => array( $set( 'categoryId', -1 ) ),
			'category huge'           => array( $set( 'categoryId', PHP_INT_MAX ) ),
			'category text'           => array( $set( 'categoryId', 'abc' ) ),
			'category sql'            => array( $set( 'categoryId', '30225 OR 1=1' ) ),
			'commercial apartment'    => array( $set( 'objectType', 'COMMERCIAL' ) ),
			'land for rent'           => array( static function ( &$b ) { $b['savedSearch']['categoryId'] = 19795; $b['savedSearch']['marketingType'] = 'rent'; } ),
			'bad marketing type'      => array( $set( 'marketingType', 'lease' ) ),
			'no regions'              => array( $set( 'locations', array() ) ),
			'regions missing'         => array( static function ( &$b ) { unset( $b['savedSearch']['locations'] ); } ),
			'unknown region'          => array( $ids( array( 11, 999 ) ) ),
			'region 0'                => array( $ids( array( 0 ) ) ),
			'region -1'               => array( $ids( array( -1 ) ) ),
			'region huge'             => array( $ids( array( PHP_INT_MAX ) ) ),
			'region text'             => array( $ids( array( 'abc' ) ) ),
			'region sql'              => array( $ids( array( '11 OR 1=1' ) ) ),
			'region as number'        => array( $set( 'locations', array( 11, 12 ) ) ),
			'regions as object'       => array( $set( 'locations', array( 'a' => array( 'locationId' => 11 ) ) ) ),
			'201 regions'             => array( $ids( array_fill( 0, 201, 11 ) ) ),
			'10,000 regions'          => array( $ids( array_fill( 0, 10000, 11 ) ) ),
			'10,000 fields'           => array( $set( 'fields', array_fill( 0, 10000, array( 'name' => 'price.price', 'valueType' => 'RANGE', 'minValue' => 1 ) ) ) ),
			'min above max'           => array( $field( array( 'name' => 'price.price', 'valueType' => 'RANGE', 'minValue' => 500, 'maxValue' => 100 ) ) ),
			'negative price'          => array( $field( array( 'name' => 'price.price', 'valueType' => 'RANGE', 'minValue' => -5 ) ) ),
			'zero area'               => array( $field( array( 'name' => 'area.livingSpace', 'valueType' => 'RANGE', 'minValue' => 0 ) ) ),
			'price as words'          => array( $field( array( 'name' => 'price.price', 'valueType' => 'RANGE', 'minValue' => 'abc' ) ) ),
			'fractional year'         => array( $field( array( 'name' => 'property[baujahr]', 'valueType' => 'RANGE', 'minValue' => 1990.5 ) ) ),
			'100-billion price'       => array( $field( array( 'name' => 'price.price', 'valueType' => 'RANGE', 'minValue' => 100000, 'maxValue' => 100000200000 ) ) ),
			'10,000 rooms'            => array( $field( array( 'name' => 'area.numberRooms', 'valueType' => 'RANGE', 'minValue' => 10000 ) ) ),
			'single value not range'  => array( $field( array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => 5 ) ) ),
			'2 MB field name'         => array( $field( array( 'name' => str_repeat( 'x', 2097152 ), 'valueType' => 'RANGE' ) ) ),
		);
	}

	public function test_inactive_region_is_rejected(): void {
		global $wpdb;
		$wpdb->update( Tables::name( 'locations' ), array( 'active' => 0 ), array( 'location_id' => 22 ) ); // phpcs:ignore
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body() )->get_status() );
		$this->assert_nothing_stored();
	}

	public function test_unknown_extra_fields_and_a_foreign_uuid_are_ignored(): void {
		$this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body() );
		$first = $this->rows( 'saved_searches' )[0];

		$body                           = $this->saved_search_body( array( 'contact' => array( 'email' => 'mallory@example.de' ) ) );
		$body['role']                   = 'administrator';
		$body['user_id']                = 1;
		$body['status']                 = 'confirmed';
		$body['savedSearch']['uuid']    = $first->uuid;
		$body['savedSearch']['active']  = true;
		$body['savedSearch']['status']  = 'confirmed';
		$body['savedSearch']['user_id'] = 1;
		$response                       = $this->rest( 'POST', '/wizard/saved-search', $body );
		$this->assertSame( 201, $response->get_status() );
		$this->assertNotSame( $first->uuid, $this->json( $response )['uuid'] );

		$rows = $this->rows( 'saved_searches' );
		$this->assertCount( 2, $rows );
		$this->assertSame( $first->payload, $rows[0]->payload, 'the other saved search is untouched' );
		$this->assertSame( '0', (string) $rows[1]->active );
		foreach ( array( 'administrator', 'user_id', 'status', 'active', $first->uuid ) as $needle ) {
			$this->assertStringNotContainsString( $needle, $rows[1]->payload );
		}
		$this->assertSame( 'pending', $this->rows( 'requests' )[1]->status );
	}

	public function test_honeypot_idempotency_fill_time_and_rate_limit(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body( array( 'hp' => 'x' ) ) )->get_status() );
		$this->assert_nothing_stored();

		$too_fast = $this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body( array( 'formToken' => $this->form_token( 0, 'saved_search' ) ) ) );
		$this->assertSame( 'immo_wizards_too_fast', $this->error_code( $too_fast ) );
		$this->assert_nothing_stored();

		$body   = $this->saved_search_body();
		$first  = $this->rest( 'POST', '/wizard/saved-search', $body );
		$second = $this->rest( 'POST', '/wizard/saved-search', $body );
		$this->assertSame( array( 201, 200 ), array( $first->get_status(), $second->get_status() ) );
		$this->assertSame( $this->json( $first ), $this->json( $second ) );
		$this->assertSame( 1, $this->count_rows( 'saved_searches' ) );
		$this->assertCount( 1, $this->mails );

		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_email' === $kind ? 1 : $limit, 10, 2 );
		$limited = $this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body() );
		$this->assertSame( 429, $limited->get_status() );
		$this->assertSame( 'immo_wizards_rate_limited', $this->error_code( $limited ) );
		$this->assertSame( 1, $this->count_rows( 'saved_searches' ) );
	}

	public function test_retention_deletes_the_inactive_saved_search_of_a_stale_request(): void {
		global $wpdb;
		$this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body() );
		$this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body() );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$wpdb->query( 'UPDATE ' . Tables::name( 'requests' ) . " SET created_at = '2001-01-01 00:00:00'" ); // phpcs:ignore

		$this->assertSame( 1, Plugin::instance()->retention()->run() );
		$rows = $this->rows( 'saved_searches' );
		$this->assertCount( 1, $rows );
		$this->assertSame( '1', (string) $rows[0]->active, 'the confirmed one stays' );
	}
}

<?php
/**
 * Bad input and the rate limit of the count route.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Market;

require_once __DIR__ . '/class-market-test-case.php';

/**
 * Every bad fact answers 400 with a stable code; unknown fields are ignored; nothing is stored.
 */
final class Buyers_Route_Test extends Market_Test_Case {

	/**
	 * Bad facts.
	 *
	 * @return array<string, array{0: array<string,mixed>}>
	 */
	public function bad_provider(): array {
		return array(
			'no point'             => array( array( 'lat' => null ) ),
			'latitude 91'          => array( array( 'lat' => 91 ) ),
			'longitude as text'    => array( array( 'lng' => 'abc' ) ),
			'latitude with sql'    => array( array( 'lat' => '1 OR 1=1' ) ),
			'no object type'       => array( array( 'objectType' => null ) ),
			'unknown object type'  => array( array( 'objectType' => 'CASTLE' ) ),
			'unknown category'     => array( array( 'categoryId' => 999999 ) ),
			'category id -1'       => array( array( 'categoryId' => -1 ) ),
			'marketing as list'    => array( array( 'marketingType' => array( 'buy' ) ) ),
			'zero price'           => array( array( 'price' => 0 ) ),
			'negative area'        => array( array( 'livingSpace' => -80 ) ),
			'price of 100 billion' => array( array( 'price' => 1e11 ) ),
			'10,000 rooms'         => array( array( 'rooms' => 10000 ) ),
			'German number format' => array( array( 'price' => '1.000,50' ) ),
			'rooms as a word'      => array( array( 'rooms' => 'drei' ) ),
			'2 MB string'          => array( array( 'price' => str_repeat( '9', 2000000 ) ) ),
		);
	}

	/**
	 * A bad fact is refused.
	 *
	 * @dataProvider bad_provider
	 *
	 * @param array<string,mixed> $changes Facts other than FACTS.
	 */
	public function test_bad_facts_are_refused( array $changes ): void {
		$this->searches( 3 );
		$query    = array_filter( array_merge( self::FACTS, $changes ), static fn ( $value ) => null !== $value );
		$response = $this->rest( 'GET', '/market/buyers', null, $query );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		$this->assertArrayNotHasKey( 'count', (array) $response->get_data() );
	}

	public function test_unknown_fields_are_ignored_and_nothing_is_stored(): void {
		$this->searches( 3 );
		$before = array_map( fn ( $table ) => $this->count_rows( $table ), array( 'contacts', 'requests', 'saved_searches', 'outbox' ) );
		$answer = $this->ask(
			array(
				'role'     => 'administrator',
				'zip'      => '99999',
				'district' => 'Nirgendwo',
				'status'   => 'confirmed',
			)
		);
		$this->assertSame( 3, $answer['count'] );
		$this->assertSame( array( 'count', 'text' ), array_keys( $answer ) );
		$this->assertSame( $before, array_map( fn ( $table ) => $this->count_rows( $table ), array( 'contacts', 'requests', 'saved_searches', 'outbox' ) ) );
	}

	public function test_rate_limited_like_the_geocoder(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'buyers_ip' === $kind ? 2 : $limit, 10, 2 );
		$statuses = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$statuses[] = $this->rest( 'GET', '/market/buyers', null, self::FACTS )->get_status();
		}
		$this->assertSame( array( 200, 200, 429 ), $statuses );
	}
}

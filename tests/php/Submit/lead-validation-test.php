<?php
/**
 * POST /wizard/lead: bad inputs.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * E-mail addresses, contact, missing parts and lead data the route turns away.
 */
final class Lead_Validation_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * @dataProvider bad_email_provider
	 *
	 * @param mixed $email Bad address.
	 */
	public function test_bad_email_is_rejected( $email ): void {
		$body                     = $this->lead_body();
		$body['contact']['email'] = $email;
		$response                 = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'immo_wizards_invalid_request' ) );
		$this->assert_nothing_stored();
	}

	public function bad_email_provider(): array {
		return array(
			'array'            => array( array( 'a@example.de' ) ),
			'null'             => array( null ),
			'true'             => array( true ),
			'number'           => array( 42 ),
			'empty'            => array( '' ),
			'spaces'           => array( '   ' ),
			'no tld'           => array( 'a@b' ),
			'double at'        => array( 'a@@b.de' ),
			'trailing dot'     => array( 'a@b.de.' ),
			'too long'         => array( str_repeat( 'a', 64 ) . '@' . str_repeat( 'b', 187 ) . '.de' ),
			'header injection' => array( "a@b.de\r\nBcc: victim@example.org" ),
			'two addresses'    => array( 'a@b.de, c@d.de' ),
			'two with semi'    => array( 'a@b.de;c@d.de' ),
		);
	}

	public function test_email_case_maps_to_one_contact(): void {
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'Anna.Schmidt@EXAMPLE.de' ) ) ) );
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'anna.schmidt@example.de' ) ) ) );
		$this->assertSame( 2, $this->count_rows( 'requests' ) );
		$this->assertSame( 1, $this->count_rows( 'contacts' ) );
		$this->assertSame( 'anna.schmidt@example.de', $this->rows( 'contacts' )[0]->email );
	}

	public function test_internationalised_domain_is_stored_as_punycode(): void {
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'info@bücher-müller.de' ) ) ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 'info@xn--bcher-mller-thbg.de', $this->rows( 'contacts' )[0]->email );
		$this->assertSame( 'info@xn--bcher-mller-thbg.de', $this->mails[0]['to'] );
	}

	/**
	 * @dataProvider bad_contact_provider
	 *
	 * @param array<string,mixed> $contact Contact overrides.
	 */
	public function test_bad_contact_is_rejected( array $contact ): void {
		$body            = $this->lead_body();
		$body['contact'] = array_replace( $body['contact'], $contact );
		$response        = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$this->assert_nothing_stored();
	}

	public function bad_contact_provider(): array {
		$two_mb = str_repeat( 'x', 2 * 1024 * 1024 );
		return array(
			'whitespace firstname' => array( array( 'firstname' => "  \t " ) ),
			'empty lastname'       => array( array( 'lastname' => '' ) ),
			'missing firstname'    => array( array( 'firstname' => null ) ),
			'firstname as array'   => array( array( 'firstname' => array( 'Anna' ) ) ),
			'2 MB firstname'       => array( array( 'firstname' => $two_mb ) ),
			'2 MB city'            => array( array( 'city' => $two_mb ) ),
			'zip too long'         => array( array( 'zip' => '01067010670' ) ),
			'bad salutation'       => array( array( 'salutation' => 'Dr.' ) ),
			'privacy false'        => array( array( 'customFields' => array( 'dataPrivacy' => false, 'acceptContact' => true ) ) ),
			'contact false'        => array( array( 'customFields' => array( 'dataPrivacy' => true, 'acceptContact' => false ) ) ),
			'consent yes string'   => array( array( 'customFields' => array( 'dataPrivacy' => 'yes', 'acceptContact' => true ) ) ),
			'consents missing'     => array( array( 'customFields' => array() ) ),
		);
	}

	public function test_missing_parts_are_rejected(): void {
		foreach ( array( 'contact', 'lead', 'requestId', 'formToken' ) as $key ) {
			$body = $this->lead_body();
			unset( $body[ $key ] );
			$this->assertSame( 400, $this->rest( 'POST', '/wizard/lead', $body )->get_status(), $key );
		}
		foreach ( array( 'not-a-uuid', '6ba7b810-9dad-11d1-80b4-00c04fd430c8', "' OR 1=1 --" ) as $id ) {
			$this->assertSame( 400, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'requestId' => $id ) ) )->get_status(), $id );
		}
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/lead', 'not json' )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/lead', array( 1, 2, 3 ) )->get_status() );
		$this->assert_nothing_stored();
	}

	/**
	 * @dataProvider bad_lead_provider
	 *
	 * @param callable $change Changes the body.
	 */
	public function test_bad_lead_is_rejected( callable $change ): void {
		$body = $this->lead_body();
		$change( $body );
		$response = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$this->assert_nothing_stored();
	}

	public function bad_lead_provider(): array {
		$field = static fn ( array $value ) => static function ( array &$body ) use ( $value ) {
			$body['lead']['fields'] = array( $value );
		};
		return array(
			'category 0'             => array( static function ( &$b ) { $b['lead']['categoryId'] = 0; } ),
			'category -1'            => array( static function ( &$b ) { $b['lead']['categoryId'] = -1; } ),
			'category huge'          => array( static function ( &$b ) { $b['lead']['categoryId'] = PHP_INT_MAX; } ),
			'category sql'           => array( static function ( &$b ) { $b['lead']['categoryId'] = '30225 OR 1=1'; } ),
			'category string'        => array( static function ( &$b ) { $b['lead']['categoryId'] = 'abc'; } ),
			'commercial apartment'   => array( static function ( &$b ) { $b['lead']['objectType'] = 'COMMERCIAL'; } ),
			'plot for rent'          => array( static function ( &$b ) { $b['lead']['categoryId'] = 19795; $b['lead']['marketingType'] = 'rent'; } ),
			'bad object type'        => array( static function ( &$b ) { $b['lead']['objectType'] = 'CASTLE'; } ),
			'lat as text'            => array( static function ( &$b ) { $b['lead']['location']['lat'] = 'abc'; } ),
			'lat out of range'       => array( static function ( &$b ) { $b['lead']['location']['lat'] = 91; } ),
			'no coordinates, no city' => array( static function ( &$b ) { unset( $b['lead']['location']['lat'], $b['lead']['location']['lng'] ); $b['lead']['location']['city'] = ' '; } ),
			'only one coordinate'    => array( static function ( &$b ) { unset( $b['lead']['location']['lng'] ); } ),
			'2 MB location text'     => array( static function ( &$b ) { $b['lead']['location']['text'] = str_repeat( 'x', 2097152 ); } ),
			'fields as object'       => array( static function ( &$b ) { $b['lead']['fields'] = array( 'a' => array( 'name' => 'price.price' ) ); } ),
			'10,000 fields'          => array( static function ( &$b ) { $b['lead']['fields'] = array_fill( 0, 10000, array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => 1 ) ); } ),
			'negative price'         => array( $field( array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => -5 ) ) ),
			'zero area'              => array( $field( array( 'name' => 'area.livingSpace', 'valueType' => 'NUMBER', 'value' => 0 ) ) ),
			'price as words'         => array( $field( array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => 'abc' ) ) ),
			'min above max'          => array( $field( array( 'name' => 'price.price', 'valueType' => 'RANGE', 'minValue' => 500, 'maxValue' => 100 ) ) ),
			'unknown select value'   => array( $field( array( 'name' => 'property[zustand]', 'valueType' => 'RAW', 'value' => 'Baufällig' ) ) ),
			'bool as yes'            => array( $field( array( 'name' => 'property[balkon]', 'valueType' => 'RAW', 'value' => 'yes' ) ) ),
			'fractional year'        => array( $field( array( 'name' => 'property[baujahr]', 'valueType' => 'NUMBER', 'value' => 1990.5 ) ) ),
			'100-billion price'      => array( $field( array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => 100000000000 ) ) ),
			'10,000 rooms'           => array( $field( array( 'name' => 'area.numberRooms', 'valueType' => 'NUMBER', 'value' => 10000 ) ) ),
			'100 million m² living'  => array( $field( array( 'name' => 'area.livingSpace', 'valueType' => 'NUMBER', 'value' => 1e8 ) ) ),
			'year 100000'            => array( $field( array( 'name' => 'property[baujahr]', 'valueType' => 'NUMBER', 'value' => 100000 ) ) ),
			'bad value type'         => array( $field( array( 'name' => 'price.price', 'valueType' => 'MAGIC', 'value' => 1 ) ) ),
		);
	}
}

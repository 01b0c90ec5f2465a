<?php
/**
 * Key service.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Security;

use ImmoWizards\Errors\Invalid_Key;
use ImmoWizards\Plugin;
use ImmoWizards\Tests\Test_Case;

/**
 * Random keys, hashes at rest, purpose, expiry, use count.
 */
final class Key_Service_Test extends Test_Case {

	public function test_keys_are_random_hex_and_stored_hashed(): void {
		$keys = Plugin::instance()->keys();
		$a    = $keys->create( 'confirm', 1, 1, 60 );
		$b    = $keys->create( 'confirm', 1, 1, 60 );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $a );
		$this->assertNotSame( $a, $b );
		$this->assertSame( array( hash( 'sha256', $a ), hash( 'sha256', $b ) ), array_column( $this->rows( 'keys' ), 'key_hash' ) );
	}

	public function test_use_count(): void {
		$keys = Plugin::instance()->keys();
		$raw  = $keys->create( 'login', 7, 8, 60, 2 );
		$this->assertSame( '7', (string) $keys->consume( $raw, 'login' )->request_id );
		$keys->consume( $raw, 'login' );
		$this->expectException( Invalid_Key::class );
		$keys->consume( $raw, 'login' );
	}

	public function test_purpose_must_match(): void {
		$raw = Plugin::instance()->keys()->create( 'login', 1, 1, 60 );
		$this->expectException( Invalid_Key::class );
		Plugin::instance()->keys()->consume( $raw, 'confirm' );
	}

	public function test_non_string_keys_fail(): void {
		foreach ( array( null, 12, array(), true, 1.5 ) as $raw ) {
			try {
				Plugin::instance()->keys()->consume( $raw, 'confirm' );
				$this->fail( 'accepted ' . wp_json_encode( $raw ) );
			} catch ( Invalid_Key $e ) {
				$this->assertSame( 'This link is invalid or has expired.', $e->getMessage() );
			}
		}
	}
}

<?php
/**
 * The webhook endpoints through /wp/v2/settings: validation, generated and masked secrets.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Webhooks;

use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Users\Roles;
use ImmoWizards\Webhooks\Webhook_Settings;

require_once __DIR__ . '/class-webhook-test-case.php';

/**
 * Administrators read and write the endpoints; bad values are refused with a 400 and nothing changes.
 */
final class Settings_Test extends Webhook_Test_Case {

	use Settings_Rest;

	/**
	 * Writes the endpoints through core's settings route.
	 *
	 * @param mixed $endpoints Value.
	 */
	private function save( $endpoints ): \WP_REST_Response {
		return $this->settings_request( 'POST', array( Webhook_Settings::OPTION => $endpoints ) );
	}

	/**
	 * The endpoints as core's settings route reads them.
	 *
	 * @return array<int, array<string,mixed>>
	 */
	private function read(): array {
		return $this->json( $this->settings_request( 'GET' ) )[ Webhook_Settings::OPTION ];
	}

	public function test_a_new_endpoint_gets_an_id_and_a_secret_shown_once(): void {
		$this->login( 'administrator' );
		$response = $this->save(
			array(
				array(
					'url'    => 'https://crm.example.com/hooks/immo',
					'events' => array( 'request.created', 'contact.deleted' ),
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$saved = $this->json( $response )[ Webhook_Settings::OPTION ][0];
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{12}$/', $saved['id'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $saved['secret'], '32 random bytes, shown in the answer of the write' );
		$this->assertSame( substr( $saved['secret'], -4 ), $saved['secretHint'] );
		$this->assertTrue( $saved['active'] );
		$this->assertSame( array( 'request.created', 'contact.deleted' ), $saved['events'] );

		$read = $this->read()[0];
		$this->assertSame( '', $read['secret'], 'masked afterwards' );
		$this->assertSame( $saved['secretHint'], $read['secretHint'] );

		// Writing back what was read keeps the secret; regenerate makes a new one.
		$this->assertSame( 200, $this->save( array( $read ) )->get_status() );
		$this->assertSame( $saved['secret'], Webhook_Settings::endpoints()[0]['secret'] );
		$again = $this->json( $this->save( array( array( 'regenerate' => true ) + $read ) ) )[ Webhook_Settings::OPTION ][0];
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $again['secret'] );
		$this->assertNotSame( $saved['secret'], $again['secret'] );
		$this->assertSame( $saved['id'], $again['id'] );
	}

	public function test_an_own_secret_of_32_characters_or_more_is_kept(): void {
		$this->login( 'administrator' );
		$secret = str_repeat( 'Ab1-', 8 );
		$this->save( array( array( 'url' => 'https://crm.example.com/', 'secret' => $secret ) ) );
		$this->assertSame( $secret, Webhook_Settings::endpoints()[0]['secret'] );
		$this->assertSame( 400, $this->save( array( array( 'url' => 'https://crm.example.com/', 'secret' => 'short' ) ) )->get_status() );
	}

	/**
	 * Values the route refuses.
	 *
	 * @return array<string, array{0:mixed}>
	 */
	public function bad_values(): array {
		$ok = array( 'url' => 'https://crm.example.com/hook' );
		return array(
			'plain http'       => array( array( array( 'url' => 'http://crm.example.com/hook' ) ) ),
			'ftp'              => array( array( array( 'url' => 'ftp://crm.example.com/hook' ) ) ),
			'file'             => array( array( array( 'url' => 'file:///etc/passwd' ) ) ),
			'javascript'       => array( array( array( 'url' => 'javascript:alert(1)//x' ) ) ),
			'gopher'           => array( array( array( 'url' => 'gopher://crm.example.com:70/' ) ) ),
			'no host'          => array( array( array( 'url' => 'https:///path/only' ) ) ),
			'credentials'      => array( array( array( 'url' => 'https://user:pw@crm.example.com/' ) ) ),
			'spaces'           => array( array( array( 'url' => 'https://crm.example.com/a b' ) ) ),
			'too long'         => array( array( array( 'url' => 'https://crm.example.com/' . str_repeat( 'a', 2000 ) ) ) ),
			'no url'           => array( array( array( 'events' => array() ) ) ),
			'unknown event'    => array( array( $ok + array( 'events' => array( 'request.deleted' ) ) ) ),
			'event twice'      => array( array( $ok + array( 'events' => array( 'request.created', 'request.created' ) ) ) ),
			'unknown property' => array( array( $ok + array( 'headers' => array( 'X' => '1' ) ) ) ),
			'bad id'           => array( array( $ok + array( 'id' => '../../etc' ) ) ),
			'active string'    => array( array( $ok + array( 'active' => 'yes please' ) ) ),
			'not a list'       => array( 'https://crm.example.com/hook' ),
			'eleven'           => array( array_fill( 0, 11, $ok ) ),
		);
	}

	/**
	 * A bad value changes nothing.
	 *
	 * @dataProvider bad_values
	 * @param mixed $value Value.
	 */
	public function test_bad_values_are_refused( $value ): void {
		$this->login( 'administrator' );
		$this->configure( array( array( 'url' => 'https://kept.example.com/' ) ) );
		$before   = Webhook_Settings::endpoints();
		$response = $this->save( $value );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $before, Webhook_Settings::endpoints() );
	}

	public function test_ten_endpoints_are_allowed(): void {
		$this->login( 'administrator' );
		$this->assertSame( 200, $this->save( array_fill( 0, 10, array( 'url' => 'https://crm.example.com/hook' ) ) )->get_status() );
		$this->assertCount( 10, array_unique( array_column( Webhook_Settings::endpoints(), 'id' ) ) );
	}

	public function test_other_writers_are_sanitised_too(): void {
		update_option(
			Webhook_Settings::OPTION,
			array(
				array( 'url' => 'ftp://crm.example.com/' ),
				array(
					'url'    => 'HTTPS://crm.example.com/ok',
					'events' => array( 'request.created', 'nope' ),
					'active' => 0,
				),
				'garbage',
			)
		);
		$stored = Webhook_Settings::endpoints();
		$this->assertCount( 1, $stored );
		$this->assertSame( array( 'request.created' ), $stored[0]['events'] );
		$this->assertFalse( $stored[0]['active'] );
	}

	public function test_only_administrators_read_or_write_the_endpoints(): void {
		$this->configure( array( array( 'url' => 'https://kept.example.com/' ) ) );
		foreach ( array( 'subscriber', 'editor', Roles::ROLE ) as $role ) {
			$this->login( $role );
			$this->assertSame( 403, $this->settings_request( 'GET' )->get_status(), $role );
			$this->assertSame( 403, $this->save( array() )->get_status(), $role );
		}
		$this->assertCount( 1, Webhook_Settings::endpoints() );
	}
}

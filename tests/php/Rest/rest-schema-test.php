<?php
/**
 * The committed REST schema dump (src/api/rest-schema.json) follows the server; with
 * IMMO_WRITE_REST_SCHEMA=1 (`npm run schema`) it is written first.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Rest;

use ImmoWizards\Tests\Rest_Schema_Dump;
use ImmoWizards\Tests\Test_Case;

/**
 * The client takes its limits and enums from the dump: a server change it does not follow fails here.
 */
final class Rest_Schema_Test extends Test_Case {

	public function test_committed_dump_equals_the_registered_routes(): void {
		$file = immo_tests_plugin_dir() . '/' . Rest_Schema_Dump::FILE;
		if ( getenv( 'IMMO_WRITE_REST_SCHEMA' ) ) {
			file_put_contents( $file, Rest_Schema_Dump::json() ); // `npm run schema`.
		}
		$this->assertFileExists( $file, 'Run npm run schema.' );
		$this->assertSame(
			file_get_contents( $file ),
			Rest_Schema_Dump::json(),
			'The REST routes differ from ' . Rest_Schema_Dump::FILE . ': run npm run schema and commit its output.'
		);
	}

	public function test_dump_holds_the_contract_and_no_descriptions(): void {
		$routes = Rest_Schema_Dump::routes();
		$this->assertArrayHasKey( '/immo-wizards/v1/wizard/lead', $routes );
		$this->assertArrayNotHasKey( '/immo-wizards/v1', $routes );
		$contact = $routes['/immo-wizards/v1/wizard/lead']['POST']['args']['contact'];
		$this->assertSame( array( 'maxLength' => 100, 'minLength' => 1, 'required' => true, 'type' => 'string' ), $contact['properties']['firstname'] );
		$this->assertStringNotContainsString( '"description"', Rest_Schema_Dump::json() );
	}
}

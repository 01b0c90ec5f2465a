<?php
/**
 * Base of the catalogue tests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Catalogue;

use ImmoWizards\Tests\Test_Case;

/**
 * An administrator is logged in; helpers read, change and save the document.
 */
abstract class Catalogue_Test_Case extends Test_Case {

	/**
	 * Logs in an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->login( 'administrator' );
	}

	/**
	 * The document as GET answers it.
	 *
	 * @return array<string,mixed>
	 */
	protected function document(): array {
		$response = $this->rest( 'GET', '/catalogue' );
		$this->assertSame( 200, $response->get_status() );
		return $this->json( $response );
	}

	/**
	 * Index of an item with this id in a list of the document.
	 *
	 * @param array<int, array<string,mixed>> $items Items.
	 * @param int|string                      $id    Id.
	 */
	protected function index_of( array $items, $id ): int {
		$index = array_search( $id, array_column( $items, 'id' ), true );
		$this->assertIsInt( $index, "item $id" );
		return $index;
	}

	/**
	 * Saves a document changed by $change; returns the response.
	 *
	 * @param callable $change Receives the document by reference.
	 */
	protected function save( callable $change ): \WP_REST_Response {
		$document = $this->document();
		$change( $document );
		return $this->rest( 'PUT', '/catalogue', $document );
	}
}

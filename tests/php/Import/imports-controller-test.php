<?php
/**
 * POST /imports, GET /imports/{id}, POST /imports/{id}/withdrawal.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Plugin;
use ImmoWizards\Users\Roles;

require_once __DIR__ . '/class-import-test-case.php';

/**
 * Administrators only; SECURITY.md's bad inputs; 202 then status, counts and log.
 */
final class Imports_Controller_Test extends Import_Test_Case {

	/**
	 * Uploads bytes as the multipart field `file`.
	 *
	 * @param string|null              $bytes File content (null: no file).
	 * @param array<string,mixed>|null $file  Raw file params instead.
	 */
	private function upload( ?string $bytes, ?array $file = null ): \WP_REST_Response {
		add_filter( 'immo_wizards_import_is_uploaded_file', '__return_true' );
		$request = new \WP_REST_Request( 'POST', '/immo-wizards/v1/imports' );
		if ( null !== $bytes ) {
			$path = wp_tempnam( 'upload' );
			file_put_contents( $path, $bytes ); // phpcs:ignore
			$file = array(
				'name'     => 'export.xml',
				'type'     => 'text/xml',
				'tmp_name' => $path,
				'error'    => UPLOAD_ERR_OK,
				'size'     => strlen( $bytes ),
			);
		}
		if ( null !== $file ) {
			$request->set_file_params( array( 'file' => $file ) );
		}
		$request->set_body_params(
			array(
				'role'    => 'administrator',
				'user_id' => 1,
				'status'  => 'done',
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * A valid document.
	 */
	private function document(): string {
		return OpenImmo::document( array( OpenImmo::object( array( 'extern' => 'REST-1' ) ), OpenImmo::object( array( 'extern' => '' ) ) ) );
	}

	public function test_an_upload_is_queued_and_its_status_shows_counts_and_errors(): void {
		$admin    = $this->login( 'administrator' );
		$response = $this->upload( $this->document() );
		$this->assertSame( 202, $response->get_status() );
		$data = $this->json( $response );
		$this->assertSame( 'queued', $data['status'] );
		$this->assertSame( 'upload', $data['source'] );
		$this->assertSame( 'export.xml', $data['fileName'] );
		$this->assertStringEndsWith( '/immo-wizards/v1/imports/' . $data['id'], $response->get_headers()['Location'] );
		$this->assertSame( 0, $this->count_rows( 'property_sources' ), 'nothing imported inside the request' );
		$import = Plugin::instance()->listings()->import_repository()->find( $data['id'] );
		$this->assertSame( (string) $admin, (string) $import->user_id, 'user_id from the session, not the body' );

		$this->run_import( $data['id'] );
		$status = $this->json( $this->rest( 'GET', '/imports/' . $data['id'] ) );
		$this->assertSame( 'done', $status['status'] );
		$this->assertSame( 2, $status['total'] );
		$this->assertSame( 2, $status['processed'] );
		$this->assert_counts(
			array(
				'created' => 1,
				'failed'  => 1,
			),
			$status['counts']
		);
		$this->assertSame( 1, $status['errorCount'] );
		$this->assertSame( 2, $status['errors'][0]['position'] );
		$this->assertSame( 'error', $status['errors'][0]['level'] );
		$this->assertStringContainsString( 'neither an objektnr_extern nor an openimmo_obid', $status['errors'][0]['message'] );
		$this->assertNotNull( $status['finishedAt'] );
		$this->assertSame( (int) $admin, (int) $this->listing( 'REST-1' )->post_author );
	}

	public function test_only_administrators(): void {
		foreach ( array( 'subscriber', 'editor', Roles::ROLE ) as $role ) {
			$this->login( $role );
			$this->assertSame( 403, $this->upload( $this->document() )->get_status(), $role );
			$this->assertSame( 403, $this->rest( 'GET', '/imports/1' )->get_status(), $role );
			$this->assertSame( 403, $this->rest( 'POST', '/imports/1/withdrawal', array( 'decision' => 'confirm' ) )->get_status(), $role );
		}
		wp_set_current_user( 0 );
		$response = $this->upload( $this->document() );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
		$this->assertSame( 401, $this->rest( 'GET', '/imports/1' )->get_status() );
		$this->assertSame( 0, $this->count_rows( 'imports' ), 'nothing stored' );
	}

	/**
	 * Bad uploads.
	 *
	 * @return array<string, array{0:string|null,1:array<string,mixed>|null,2:int,3:string}>
	 */
	public function bad_uploads(): array {
		return array(
			'no file'         => array( null, null, 400, 'immo_wizards_import_no_file' ),
			'several files'   => array(
				null,
				array(
					'name'     => array( 'a.xml', 'b.xml' ),
					'tmp_name' => array( '/tmp/a', '/tmp/b' ),
					'error'    => array( 0, 0 ),
				),
				400,
				'immo_wizards_import_no_file',
			),
			'string'          => array( null, array( 'tmp_name' => true ), 400, 'immo_wizards_import_no_file' ),
			'partial upload'  => array(
				null,
				array(
					'name'     => 'a.xml',
					'tmp_name' => '/etc/passwd',
					'error'    => UPLOAD_ERR_PARTIAL,
				),
				400,
				'immo_wizards_import_no_file',
			),
			'too large (ini)' => array(
				null,
				array(
					'name'     => 'a.xml',
					'tmp_name' => '',
					'error'    => UPLOAD_ERR_INI_SIZE,
				),
				413,
				'immo_wizards_import_too_large',
			),
			'empty'           => array( '', null, 400, 'immo_wizards_import_empty' ),
			'a picture'       => array( "\x89PNG\r\n\x1a\n" . str_repeat( 'x', 50 ), null, 415, 'immo_wizards_import_unsupported' ),
			'a PHP script'    => array( '<?php echo 1;', null, 202, '' ),
		);
	}

	/**
	 * Bad uploads are refused with a stable code; nothing is stored.
	 *
	 * @dataProvider bad_uploads
	 * @param string|null              $bytes  Content.
	 * @param array<string,mixed>|null $file   Raw file params.
	 * @param int                      $status Expected status.
	 * @param string                   $code   Expected code.
	 */
	public function test_bad_uploads( ?string $bytes, ?array $file, int $status, string $code ): void {
		$this->login( 'administrator' );
		$response = $this->upload( $bytes, $file );
		$this->assertSame( $status, $response->get_status() );
		if ( 202 === $status ) {
			// Starts with '<' like XML: accepted, then refused by the parse (never executed).
			$import = $this->run_import( $this->json( $response )['id'] );
			$this->assertSame( 'failed', $import->status );
			$this->assertStringContainsString( 'not well-formed', $import->error );
			return;
		}
		$this->assertSame( $code, $this->error_code( $response ) );
		$this->assertNotSame( '', $this->json( $response )['message'] );
		$this->assertSame( 0, $this->count_rows( 'imports' ) );
	}

	public function test_a_file_over_the_limit_is_413(): void {
		$this->login( 'administrator' );
		add_filter( 'immo_wizards_import_settings', static fn ( $values ) => array( 'max_file_bytes' => 100 ) + $values );
		$response = $this->upload( $this->document() );
		$this->assertSame( 413, $response->get_status() );
		$this->assertSame( 'immo_wizards_import_too_large', $this->error_code( $response ) );
	}

	public function test_a_request_without_a_real_upload_is_refused(): void {
		$this->login( 'administrator' );
		$request = new \WP_REST_Request( 'POST', '/immo-wizards/v1/imports' );
		$request->set_file_params(
			array(
				'file' => array(
					'name'     => 'passwd.xml',
					'tmp_name' => '/etc/passwd',
					'error'    => UPLOAD_ERR_OK,
				),
			)
		);
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status(), 'a path that was not uploaded is never taken' );
		$this->assertFileExists( '/etc/passwd' );
	}

	/**
	 * Bad ids.
	 *
	 * @return array<string, array{0:string,1:int}>
	 */
	public function bad_ids(): array {
		return array(
			'zero'     => array( '0', 400 ),
			'huge'     => array( '99999999999999999999', 400 ),
			'unknown'  => array( '4294967295', 404 ),
			'negative' => array( '-1', 404 ),
			'text'     => array( 'abc', 404 ),
			'sql'      => array( '1%20OR%201=1', 404 ),
		);
	}

	/**
	 * Bad ids get a 4xx, never a 500.
	 *
	 * @dataProvider bad_ids
	 * @param string $id     Id in the path.
	 * @param int    $status Expected status.
	 */
	public function test_bad_ids( string $id, int $status ): void {
		$this->login( 'administrator' );
		$response = $this->rest( 'GET', '/imports/' . $id );
		$this->assertSame( $status, $response->get_status() );
		$this->assertNotSame( '', $this->error_code( $response ) );
		$this->assertSame( $status, $this->rest( 'POST', '/imports/' . $id . '/withdrawal', array( 'decision' => 'confirm' ) )->get_status() );
	}

	public function test_a_held_withdrawal_is_confirmed_or_declined_over_rest(): void {
		$this->login( 'administrator' );
		$three = array( OpenImmo::object( array( 'extern' => 'A' ) ), OpenImmo::object( array( 'extern' => 'B' ) ), OpenImmo::object( array( 'extern' => 'C' ) ) );
		$this->import_xml( OpenImmo::document( $three, 'VOLL' ) );
		$held = $this->import_xml( OpenImmo::document( array( $three[0] ), 'VOLL' ) );
		$id   = (int) $held->id;

		$status = $this->json( $this->rest( 'GET', '/imports/' . $id ) );
		$this->assertSame( 'awaiting_confirmation', $status['status'] );
		$this->assertSame( 2, $status['pendingWithdrawal'] );
		$this->assertSame( 3, $status['existingBefore'] );

		foreach ( array( array( 'decision' => 'yes' ), array( 'decision' => true ), array(), array( 'decision' => array( 'confirm' ) ) ) as $body ) {
			$response = $this->rest( 'POST', '/imports/' . $id . '/withdrawal', $body );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $body ) );
			$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		}
		$this->assertCount( 3, $this->listing_ids() );

		$response = $this->rest( 'POST', '/imports/' . $id . '/withdrawal', array( 'decision' => 'confirm' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'queued', $this->json( $response )['status'] );
		$this->assertSame( 2, (int) $this->run_import( $id )->deleted );
		$this->assertCount( 1, $this->listing_ids() );

		$again = $this->rest( 'POST', '/imports/' . $id . '/withdrawal', array( 'decision' => 'reject' ) );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'immo_wizards_import_no_pending_withdrawal', $this->error_code( $again ) );
	}
}

<?php
/**
 * GET /imports and the admin notice about a held withdrawal.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Admin\Withdrawal_Notice;
use ImmoWizards\Plugin;
use ImmoWizards\Users\Roles;

require_once __DIR__ . '/class-import-test-case.php';

/**
 * The list pages newest first without log entries; the notice shows while a withdrawal waits.
 */
final class Imports_List_Test extends Import_Test_Case {

	/**
	 * Holds a withdrawal: three listings, then a full transfer carrying one of them.
	 */
	private function hold_withdrawal(): int {
		$three = array( OpenImmo::object( array( 'extern' => 'A' ) ), OpenImmo::object( array( 'extern' => 'B' ) ), OpenImmo::object( array( 'extern' => 'C' ) ) );
		$this->import_xml( OpenImmo::document( $three, 'VOLL' ) );
		$held = $this->import_xml( OpenImmo::document( array( $three[0] ), 'VOLL' ) );
		$this->assertSame( 'awaiting_confirmation', $held->status );
		return (int) $held->id;
	}

	/**
	 * The notice's HTML.
	 */
	private function notice(): string {
		ob_start();
		( new Withdrawal_Notice( Plugin::instance()->listings()->import_repository() ) )->render();
		return (string) ob_get_clean();
	}

	public function test_the_list_pages_newest_first_without_the_log(): void {
		$this->login( 'administrator' );
		$ids = array();
		foreach ( array( 'X-1', '', 'X-3' ) as $extern ) {
			$ids[] = (int) $this->import_xml( OpenImmo::document( array( OpenImmo::object( array( 'extern' => $extern ) ) ) ) )->id;
		}

		$response = $this->rest( 'GET', '/imports', null, array( 'per_page' => 2 ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '3', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-TotalPages'] );
		$page = $this->json( $response );
		$this->assertSame( array( $ids[2], $ids[1] ), array_column( $page, 'id' ) );
		$this->assertSame( 'done', $page[1]['status'] );
		$this->assertSame( 1, $page[1]['counts']['failed'] );
		$this->assertSame( 1, $page[1]['errorCount'], 'the count stays' );
		$this->assertSame( array(), $page[1]['errors'], 'the log is read per import' );

		$last = $this->json( $this->rest( 'GET', '/imports', null, array( 'per_page' => 2, 'page' => 2 ) ) );
		$this->assertSame( array( $ids[0] ), array_column( $last, 'id' ) );
		$this->assertSame( array(), $this->json( $this->rest( 'GET', '/imports', null, array( 'page' => 9 ) ) ) );
	}

	/**
	 * Bad paging.
	 *
	 * @return array<string, array{0:array<string,mixed>}>
	 */
	public function bad_paging(): array {
		return array(
			'page zero'     => array( array( 'page' => 0 ) ),
			'page text'     => array( array( 'page' => 'abc' ) ),
			'per_page 51'   => array( array( 'per_page' => 51 ) ),
			'per_page zero' => array( array( 'per_page' => 0 ) ),
			'per_page sql'  => array( array( 'per_page' => '1 OR 1=1' ) ),
		);
	}

	/**
	 * Bad paging is a 400.
	 *
	 * @dataProvider bad_paging
	 * @param array<string,mixed> $query Query.
	 */
	public function test_bad_paging( array $query ): void {
		$this->login( 'administrator' );
		$response = $this->rest( 'GET', '/imports', null, $query );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
	}

	public function test_only_administrators_see_the_list(): void {
		foreach ( array( 'subscriber', 'editor', Roles::ROLE ) as $role ) {
			$this->login( $role );
			$this->assertSame( 403, $this->rest( 'GET', '/imports' )->get_status(), $role );
		}
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/imports' )->get_status() );
	}

	public function test_the_notice_shows_administrators_a_held_withdrawal_until_it_is_decided(): void {
		$this->login( 'administrator' );
		$this->assertSame( '', $this->notice(), 'nothing waits' );
		$id = $this->hold_withdrawal();

		$html = $this->notice();
		$this->assertStringContainsString( '1 OpenImmo import waits for your confirmation before it withdraws listings.', $html );
		$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'admin.php?page=immo-wizards-import' ) ) . '"', $html );

		foreach ( array( 'editor', 'subscriber', Roles::ROLE ) as $role ) {
			$this->login( $role );
			$this->assertSame( '', $this->notice(), $role );
		}

		$this->login( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', '/imports/' . $id . '/withdrawal', array( 'decision' => 'reject' ) )->get_status() );
		$this->assertSame( '', $this->notice(), 'decided' );
	}
}

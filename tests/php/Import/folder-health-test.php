<?php
/**
 * The import folders are private on nginx too: random names, old refused files deleted, and a Site
 * Health test that asks the web server for a canary file.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Import\Folder_Health;
use ImmoWizards\Import\Import_Repository;
use ImmoWizards\Import\Private_Folder;
use ImmoWizards\Import\Runner;
use ImmoWizards\Plugin;
use ImmoWizards\Tests\Fake_Web_Server;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * The uploads folder is served by a fake web server that behaves as nginx or as Apache.
 */
final class Folder_Health_Test extends Test_Case {

	/**
	 * Serves uploads through the fake web server in a mode.
	 *
	 * @param string $mode nginx or apache.
	 */
	private function serve_uploads( string $mode ): void {
		$base = Fake_Web_Server::url( $mode );
		add_filter(
			'upload_dir',
			static function ( array $dirs ) use ( $base ): array {
				$dirs['baseurl'] = $base;
				return $dirs;
			}
		);
	}

	/**
	 * The Site Health test of this plugin's folders.
	 *
	 * @return array<string, mixed>
	 */
	private function health(): array {
		$tests = apply_filters( 'site_status_tests', array( 'direct' => array() ) );
		$this->assertArrayHasKey( Folder_Health::TEST, $tests['direct'] );
		return call_user_func( $tests['direct'][ Folder_Health::TEST ]['test'] );
	}

	public function test_a_server_that_serves_the_folders_is_a_critical_finding_with_the_nginx_rule(): void {
		$this->serve_uploads( 'nginx' );
		$before = Fake_Web_Server::requests();
		$result = $this->health();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( 'immo-wizards-imports, immo-wizards-pickup', $result['description'] );
		$this->assertStringContainsString( 'immo-wizards-(imports|pickup)/ { deny all; return 404; }', $result['description'] );
		$this->assertCount( count( $before ) + 2, Fake_Web_Server::requests(), 'one canary per folder' );
		foreach ( Private_Folder::NAMES as $name ) {
			$this->assertSame( array(), glob( Private_Folder::location( $name )['dir'] . '/canary-*' ), 'canaries are deleted' );
		}
	}

	public function test_a_server_that_refuses_them_passes(): void {
		$this->serve_uploads( 'apache' );
		$result = $this->health();
		$this->assertSame( 'good', $result['status'] );
	}

	public function test_a_site_that_does_not_answer_is_not_reported_as_exposed(): void {
		add_filter(
			'upload_dir',
			static function ( array $dirs ): array {
				$dirs['baseurl'] = 'http://127.0.0.1:9/wp-content/uploads';
				return $dirs;
			}
		);
		$this->assertSame( 'good', $this->health()['status'] );
	}

	public function test_refused_pickup_files_get_names_nobody_can_guess_and_go_after_the_retention(): void {
		$dir = Private_Folder::pickup();
		file_put_contents( $dir . '/export.xml', 'not xml' ); // phpcs:ignore
		touch( $dir . '/export.xml', time() - 120 );
		do_action( Jobs::HOOK, 'imports' );
		$rejected = glob( $dir . '/rejected/*export.xml' );
		$this->assertCount( 1, $rejected );
		$this->assertMatchesRegularExpression( '/^\d{8}-\d{6}-[0-9a-f]{32}-export\.xml$/', basename( $rejected[0] ) );

		$pickup = Plugin::instance()->listings();
		$method = new \ReflectionMethod( $pickup, 'import_pickup' );
		$method->setAccessible( true );
		$folder = $method->invoke( $pickup );
		$this->assertSame( 0, $folder->delete_old_rejected(), 'a fresh one stays' );
		$this->assertSame( 1, $folder->delete_old_rejected( time() + Import_Repository::RETENTION + 1 ) );
		$this->assertSame( array(), glob( $dir . '/rejected/*export.xml' ) );
	}
}

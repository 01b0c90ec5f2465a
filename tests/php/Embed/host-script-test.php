<?php
/**
 * `{base}/embed.js`.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Embed;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Standalone_Requests;
use ImmoWizards\Tests\Test_Case;

/**
 * The built host script as JavaScript, cached for an hour and revalidated; a clear 503 without a build.
 */
final class Host_Script_Test extends Test_Case {

	use Standalone_Requests;

	/**
	 * A built host script of this test.
	 *
	 * @var string
	 */
	private string $file;

	protected function setUp(): void {
		parent::setUp();
		$this->file = (string) tempnam( sys_get_temp_dir(), 'immo-host-js' );
		file_put_contents( $this->file, '(function(){/* host */})();' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		touch( $this->file, 1700000000 );
	}

	protected function tearDown(): void {
		wp_delete_file( $this->file ); // The file of this test only.
		parent::tearDown();
	}

	public function test_served_as_javascript_with_cache_headers(): void {
		foreach ( array( '/immo-app/embed.js', '/immo-app/embed.js?v=2' ) as $uri ) {
			$this->assertSame( '(function(){/* host */})();', $this->request( $uri, array(), $this->file ) );
			$this->assertSame( 200, $this->sender->status );
			$this->assertSame( 'text/javascript; charset=utf-8', $this->sender->get( 'Content-Type' ) );
			$this->assertSame( 'public, max-age=3600', $this->sender->get( 'Cache-Control' ) );
			$this->assertSame( 'nosniff', $this->sender->get( 'X-Content-Type-Options' ) );
			$this->assertSame( 'Tue, 14 Nov 2023 22:13:20 GMT', $this->sender->get( 'Last-Modified' ) );
			$this->assertMatchesRegularExpression( '/^"[0-9a-f]{32}"$/', (string) $this->sender->get( 'ETag' ) );
			$this->assertNull( $this->sender->get( 'Content-Security-Policy' ), 'a script, not a page' );
		}
	}

	public function test_under_a_custom_base(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'embed_base' => 'apps/immo' ) ) );
		$this->assertSame( '(function(){/* host */})();', $this->request( '/apps/immo/embed.js', array(), $this->file ) );
		$this->assertNull( $this->request( '/immo-app/embed.js', array(), $this->file ) );
	}

	public function test_revalidation(): void {
		$this->request( '/immo-app/embed.js', array(), $this->file );
		$etag = (string) $this->sender->get( 'ETag' );

		$this->assertSame( '', $this->request( '/immo-app/embed.js', array(), $this->file, array( 'if-none-match' => $etag ) ) );
		$this->assertSame( 304, $this->sender->status );
		$this->assertSame( $etag, $this->sender->get( 'ETag' ) );
		$this->assertSame( '', $this->request( '/immo-app/embed.js', array(), $this->file, array( 'if-none-match' => '"other", W/' . $etag ) ) );
		$this->assertSame( 304, $this->sender->status );
		$this->assertSame( '', $this->request( '/immo-app/embed.js', array(), $this->file, array( 'if-modified-since' => 'Tue, 14 Nov 2023 22:13:20 GMT' ) ) );
		$this->assertSame( 304, $this->sender->status );

		$this->assertNotSame( '', $this->request( '/immo-app/embed.js', array(), $this->file, array( 'if-none-match' => '"other"' ) ) );
		$this->assertSame( 200, $this->sender->status );
		$this->assertNotSame( '', $this->request( '/immo-app/embed.js', array(), $this->file, array( 'if-modified-since' => 'Mon, 13 Nov 2023 00:00:00 GMT' ) ) );
		$this->assertSame( 200, $this->sender->status );
		$this->assertNotSame( '', $this->request( '/immo-app/embed.js', array(), $this->file, array( 'if-modified-since' => 'garbage' ) ) );
		$this->assertSame( 200, $this->sender->status );

		file_put_contents( $this->file, '(function(){/* rebuilt */})();' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->request( '/immo-app/embed.js', array(), $this->file, array( 'if-none-match' => $etag ) );
		$this->assertSame( 200, $this->sender->status, 'a new build is a new ETag' );
		$this->assertNotSame( $etag, $this->sender->get( 'ETag' ) );
	}

	public function test_a_missing_build_is_a_clear_503(): void {
		$body = (string) $this->request( '/immo-app/embed.js', array(), $this->file . '-missing' );
		$this->assertSame( 503, $this->sender->status );
		$this->assertSame( 'text/plain; charset=utf-8', $this->sender->get( 'Content-Type' ) );
		$this->assertSame( 'no-store', $this->sender->get( 'Cache-Control' ) );
		$this->assertStringContainsString( 'build/embed/host.js is missing', $body );
		$this->assertStringContainsString( 'npm run build', $body );
	}
}

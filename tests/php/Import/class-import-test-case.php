<?php
/**
 * Base of the import tests: run imports to the end, find listings, clean up files.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Import\Import_Repository;
use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Schema;
use ImmoWizards\Plugin;
use ImmoWizards\Tests\Test_Case;

require_once __DIR__ . '/class-openimmo.php';

/**
 * Database rows roll back with the test; files written into uploads (pictures, received files) are
 * deleted afterwards.
 */
abstract class Import_Test_Case extends Test_Case {

	/**
	 * Files in uploads before the test.
	 *
	 * @var array<string, true>
	 */
	private array $files_before = array();

	/**
	 * Snapshots uploads.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$this->files_before = array_fill_keys( $this->upload_files(), true );
	}

	/**
	 * Deletes the files the test wrote into uploads.
	 */
	protected function tearDown(): void {
		foreach ( $this->upload_files() as $file ) {
			if ( ! isset( $this->files_before[ $file ] ) ) {
				@unlink( $file ); // phpcs:ignore
			}
		}
		parent::tearDown();
	}

	/**
	 * Every file below uploads.
	 *
	 * @return string[]
	 */
	protected function upload_files(): array {
		$dir = wp_upload_dir( null, false )['basedir'];
		if ( ! is_dir( $dir ) ) {
			return array();
		}
		$files = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			if ( $file->isFile() && ! in_array( $file->getFilename(), array( '.htaccess', 'index.php' ), true ) ) {
				$files[] = $file->getPathname();
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * Imports a file to the end (like cron runs would) and returns the import row.
	 *
	 * @param string $path File (moved).
	 * @param string $name Original name.
	 */
	protected function import_file( string $path, string $name = 'export.xml' ): object {
		$id = Plugin::instance()->listings()->import_intake()->accept( $path, $name, 'upload', 1, true );
		return $this->run_import( $id );
	}

	/**
	 * Runs an import until it is no longer open.
	 *
	 * @param int   $id      Import id.
	 * @param float $seconds Budget per run.
	 */
	protected function run_import( int $id, float $seconds = 60.0 ): object {
		$repository = Plugin::instance()->listings()->import_repository();
		for ( $i = 0; $i < 1000; $i++ ) {
			$import = $repository->find( $id );
			if ( ! in_array( $import->status, Import_Repository::OPEN, true ) ) {
				return $import;
			}
			Plugin::instance()->listings()->import_runner()->work_next( $seconds );
		}
		$this->fail( 'the import did not end' );
	}

	/**
	 * Imports an XML document.
	 *
	 * @param string $xml Document.
	 */
	protected function import_xml( string $xml ): object {
		$path = wp_tempnam( 'openimmo' );
		file_put_contents( $path, $xml ); // phpcs:ignore
		return $this->import_file( $path );
	}

	/**
	 * Imports a ZIP built from entries.
	 *
	 * @param array<string,string> $entries Name => bytes.
	 */
	protected function import_zip( array $entries ): object {
		return $this->import_file( OpenImmo::zip( $entries ), 'export.zip' );
	}

	/**
	 * The listing with an object number.
	 *
	 * @param string $extern objektnr_extern.
	 */
	protected function listing( string $extern ): ?\WP_Post {
		$posts = get_posts(
			array(
				'post_type'   => Post_Type::NAME,
				'post_status' => 'any',
				'meta_key'    => Property_Schema::META['customObjectId'], // phpcs:ignore
				'meta_value'  => $extern, // phpcs:ignore
			)
		);
		return $posts[0] ?? null;
	}

	/**
	 * Ids of every listing.
	 *
	 * @return int[]
	 */
	protected function listing_ids(): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => Post_Type::NAME,
					'post_status'    => 'any',
					'posts_per_page' => -1,
					'fields'         => 'ids',
					'orderby'        => 'ID',
					'order'          => 'ASC',
				)
			)
		);
	}

	/**
	 * Ids of every attachment.
	 *
	 * @return int[]
	 */
	protected function attachment_ids(): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => 'attachment',
					'post_status'    => 'any',
					'posts_per_page' => -1,
					'fields'         => 'ids',
					'orderby'        => 'ID',
					'order'          => 'ASC',
				)
			)
		);
	}

	/**
	 * Counts of an import.
	 *
	 * @param object $import Import row.
	 * @return array<string,int>
	 */
	protected function counts( object $import ): array {
		$counts = array();
		foreach ( Import_Repository::COUNTERS as $name ) {
			$counts[ $name ] = (int) $import->$name;
		}
		return $counts;
	}

	/**
	 * Asserts an import's counts; counters not named are expected to be 0.
	 *
	 * @param array<string,int> $expected Counts by name.
	 * @param object|array      $import   Import row, or the `counts` of the REST answer.
	 */
	protected function assert_counts( array $expected, $import ): void {
		$counts = is_array( $import ) ? $import : $this->counts( $import );
		$this->assertSame( array_merge( array_fill_keys( Import_Repository::COUNTERS, 0 ), $expected ), $counts );
	}

	/**
	 * Log messages of an import, as "level ref: message".
	 *
	 * @param object $import Import row.
	 * @return string[]
	 */
	protected function log( object $import ): array {
		return array_map(
			static fn ( $entry ) => $entry->level . ' ' . $entry->object_ref . ': ' . $entry->message,
			Plugin::instance()->listings()->import_repository()->log_entries( (int) $import->id, 1000 )
		);
	}
}

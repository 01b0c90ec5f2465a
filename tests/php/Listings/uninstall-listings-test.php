<?php
/**
 * uninstall.php and the listings (child process on tables of its own: uninstall drops tables).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Listings;

use ImmoWizards\Tests\Test_Case;

/**
 * Listings and their imported pictures go only when the admin chose to delete the data; pictures
 * added by hand stay in the media library.
 */
final class Uninstall_Listings_Test extends Test_Case {

	/**
	 * Runs the child and decodes its report.
	 *
	 * @param string $mode delete or keep.
	 * @return array<string,mixed>
	 */
	private function run_child( string $mode ): array {
		exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/fixtures/uninstall-child.php' ) . ' ' . $mode . ' 2>&1', $output, $status );
		$this->assertSame( 0, $status, implode( "\n", $output ) );
		$report = json_decode( (string) end( $output ), true );
		$this->assertIsArray( $report, implode( "\n", $output ) );
		$this->assertTrue( $report['imported_ok'], 'the child imported a listing with a picture' );
		return $report;
	}

	public function test_deleting_the_data_removes_listings_and_their_imported_pictures(): void {
		$report = $this->run_child( 'delete' );
		$this->assertSame( array(), $report['listings'] );
		$this->assertFalse( $report['picture_row'] );
		$this->assertFalse( $report['picture_file'] );
		$this->assertTrue( $report['own_row'], 'a picture added by hand stays in the media library' );
		$this->assertTrue( $report['own_file'] );
		$this->assertFalse( $report['pickup_file'] );
		$this->assertSame( array(), $report['tables'] );
		$this->assertFalse( $report['tick'] );
	}

	public function test_keeping_the_data_keeps_the_listings(): void {
		$report = $this->run_child( 'keep' );
		$this->assertSame( array( $report['imported'], $report['by_hand'] ), $report['listings'] );
		$this->assertTrue( $report['picture_file'] );
		$this->assertTrue( $report['pickup_file'] );
		$this->assertFalse( $report['tick'], 'background work stops either way' );
	}
}

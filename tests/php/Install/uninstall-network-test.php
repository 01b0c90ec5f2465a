<?php
/**
 * uninstall.php on a network (child process: it builds its own network with its own table prefix).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Install;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;

/**
 * A network deactivation purges every site; at uninstall every site decides for itself; portal users
 * leave the sites that delete, and network accounts go (wpmu_delete_user) once they belong to no
 * site; sites and users are fetched in batches of two here.
 */
final class Uninstall_Network_Test extends Test_Case {

	public function test_uninstall_handles_every_site_of_the_network(): void {
		exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/uninstall-network-child.php' ) . ' 2>&1', $output, $status );
		$this->assertSame( 0, $status, implode( "\n", $output ) );
		$report = json_decode( (string) end( $output ), true );
		$this->assertIsArray( $report, implode( "\n", $output ) );

		// Before: a network deactivation purged pending requests, keys and mail bodies on every site.
		foreach ( array( 1, 2, 3 ) as $site ) {
			$this->assertSame(
				array(
					'requests' => array( 'confirmed' ),
					'keys'     => 0,
					'bodies'   => 0,
					'mails'    => 1,
				),
				$report['deactivated'][ $site ],
				"site $site"
			);
		}

		// Sites 1 and 2 chose to delete their data: their tables, settings and role are gone.
		$prefix = $report['kept']['prefix'];
		$this->assertSame( 'wpms_3_', $prefix );
		$expected = array_map( static fn ( $name ) => $prefix . 'immo_' . $name, Tables::ALL );
		sort( $expected );
		$this->assertSame( $expected, $report['tables'], 'only the tables of the site that keeps its data are left' );
		$this->assertSame( array( 1 => false, 2 => false, 3 => true ), array_combine( array_map( 'intval', array_keys( $report['settings'] ) ), array_values( $report['settings'] ) ) );
		$this->assertSame( array( false, false, true ), array_values( $report['roles'] ) );

		// Network accounts: deleted when they were portal contacts only on deleting sites.
		$this->assertSame(
			array(
				'only2'    => false,
				'one_two'  => false,
				'two_kept' => true,
				'editor'   => true,
				'extra1'   => false,
				'extra2'   => false,
			),
			$report['users']
		);
		$this->assertSame( array( 3 ), $report['memberships']['two_kept'], 'left site 2, still on the site that keeps its data' );
		$this->assertSame( array( 1 ), $report['memberships']['editor'], 'left site 2 as a contact, still editor on site 1' );

		// Site 3 keeps confirmed data but nothing unverified or secret.
		$this->assertSame( array( 'confirmed', 'confirmed' ), $report['kept']['requests'] );
		$this->assertSame( 0, $report['kept']['keys'] );
		$this->assertSame( 0, $report['kept']['bodies'] );
	}
}

<?php
/**
 * Compatibility with real exports of other tools (third-party files in ../shared, read in place).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Plugin;

require_once __DIR__ . '/class-import-test-case.php';

/**
 * The fixtures and what they prove are described in their NOTES.md and SOURCES.md. They are never
 * copied into the project: ZIPs are imported from their place (copied to a temporary file by the
 * import, like any upload), the estateOffice folder is zipped into a temporary file.
 */
final class OpenImmo_Fixtures_Test extends Import_Test_Case {

	/**
	 * The fixtures folder.
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * Skips when the shared folder is not there.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->dir = dirname( __DIR__, 3 ) . '/../shared/fixtures/openimmo';
		if ( ! is_dir( $this->dir ) ) {
			$this->markTestSkipped( 'The third-party OpenImmo exports (../shared/fixtures/openimmo beside the repository) are not present.' );
		}
	}

	/**
	 * Imports a fixture (through a temporary copy: the import moves what it receives).
	 *
	 * @param string $name File name in the fixtures folder.
	 */
	private function fixture( string $name ): object {
		$copy = wp_tempnam( 'fixture' );
		copy( $this->dir . '/' . $name, $copy );
		return $this->import_file( $copy, $name );
	}

	/**
	 * A fixture ZIP's XML, changed in memory, delivered with the same pictures.
	 *
	 * @param string   $name    ZIP in the fixtures folder.
	 * @param callable $change  Changes the XML.
	 */
	private function changed_zip( string $name, callable $change ): object {
		$zip     = new \ZipArchive();
		$entries = array();
		$zip->open( $this->dir . '/' . $name );
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$entry             = (string) $zip->getNameIndex( $i );
			$entries[ $entry ] = (string) $zip->getFromIndex( $i );
			if ( str_ends_with( $entry, '.xml' ) ) {
				$entries[ $entry ] = $change( $entries[ $entry ] );
			}
		}
		$zip->close();
		return $this->import_zip( $entries );
	}

	public function test_estateoffice_export_with_bom_crlf_external_pictures_and_a_hidden_address(): void {
		$files = array();
		foreach ( glob( $this->dir . '/estateoffice_20160920/*' ) as $file ) {
			$files[ basename( $file ) ] = (string) file_get_contents( $file ); // phpcs:ignore
		}
		$import = $this->import_zip( $files );
		$this->assertSame( 'done', $import->status, (string) $import->error );
		$this->assertSame( 'TEIL', $import->scope );
		$this->assertSame( 1, (int) $import->created, implode( "\n", $this->log( $import ) ) );

		$post   = $this->listing( 'IC1955' );
		$values = Plugin::instance()->listings()->property_store()->get( $post->ID );
		$this->assertSame( 'Ruhiglage! Sanierte Altbauwohnung mit Balkon', $post->post_title );
		$this->assertSame( 30225, $values['categoryId'] );
		$this->assertSame( 'LIVING', $values['objectType'] );
		$this->assertSame( 'buy', $values['marketingType'] );
		$this->assertSame( 277000.0, $values['price'] );
		$this->assertSame( 55.0, $values['livingSpace'] );
		$this->assertSame( 2.0, $values['rooms'] );
		$this->assertSame( 1905, $values['buildYear'] );
		$this->assertSame( '10585', $values['zip'] );
		$this->assertSame( 'Berlin', $values['city'] );
		$this->assertSame( 'Charlottenburg', $values['district'] );
		$this->assertSame( 'Kaiser-Friedrich-Straße', $values['street'] );
		$this->assertFalse( Plugin::instance()->listings()->property_store()->address_public( $post->ID ), 'objektadresse_freigeben=false' );
		$this->assertStringContainsString( 'möbliert', $post->post_content );
		$this->assertSame(
			array( 'Wohnzimmer', 'Schlafzimmer', 'Einbauküche/Essbereich', 'Diele', 'Balkon', 'Bad' ),
			array_column( $values['images'], 'title' ),
			'TITELBILD first, the LINKS attachment not in the gallery'
		);
		$this->assertSame( 'Wohnzimmer', get_the_title( get_post_thumbnail_id( $post->ID ) ) );

		$attachments = $this->attachment_ids();
		$again       = $this->import_zip( $files );
		$this->assertSame( 1, (int) $again->unchanged );
		$this->assertSame( $attachments, $this->attachment_ids(), 'no duplicate pictures' );
	}

	public function test_immowelt_export_without_envelope_category_or_obid(): void {
		$import = $this->fixture( 'immowelt-wohnung-miete-remote-images.xml' );
		$this->assertSame( 'done', $import->status );
		$this->assertSame( 'TEIL', $import->scope, 'no uebertragung' );
		$this->assertSame( 1, (int) $import->created );
		$log = implode( "\n", $this->log( $import ) );
		$this->assertStringContainsString( 'warning 8333: No objektkategorie', $log );
		$this->assertStringContainsString( 'could not be fetched', $log, 'remote pictures: no network here, a warning each' );

		$post   = $this->listing( '8333' );
		$values = Plugin::instance()->listings()->property_store()->get( $post->ID );
		$this->assertSame( 'rent', $values['marketingType'], 'from the rent price' );
		$this->assertSame( 940.0, $values['price'] );
		$this->assertSame( 72.3, $values['livingSpace'] );
		$this->assertSame( '97084', $values['zip'] );
		$this->assertNull( $values['categoryId'] );
		$this->assertStringContainsString( 'Städtle', $post->post_content );
		$this->assertStringContainsString( '<br', $post->post_content );
	}

	public function test_the_openimmo_sample_with_every_element_parses(): void {
		$import = $this->fixture( 'openimmo-ev-sample-1.2.7-all-fields.xml' );
		$this->assertSame( 'done', $import->status, (string) $import->error );
		$this->assertSame( 'VOLL', $import->scope );
		$this->assertSame( 1, (int) $import->created, implode( "\n", $this->log( $import ) ) );
		$this->assertStringContainsString( '"zimmer" has no category', implode( "\n", $this->log( $import ) ) );
	}

	public function test_the_minimal_skeleton_with_empty_ids_is_logged_not_imported(): void {
		$import = $this->fixture( 'minimal-skeleton-1.2.7.xml' );
		$this->assertSame( 'done', $import->status );
		$this->assertSame( 1, (int) $import->failed );
		$this->assertSame( array(), $this->listing_ids() );
		$this->assertStringContainsString( 'neither an objektnr_extern nor an openimmo_obid', implode( "\n", $this->log( $import ) ) );
	}

	public function test_realty_import_then_lower_case_delete(): void {
		$created = $this->changed_zip( 'realty-foo-deleted.zip', static fn ( $xml ) => str_replace( 'aktionart="delete"', 'aktionart="CHANGE"', $xml ) );
		$this->assertSame( 1, (int) $created->created );
		$this->assertNotNull( $this->listing( 'bar1234567' ) );
		$this->assertStringContainsString( 'not a JPEG, PNG, GIF or WebP image', implode( "\n", $this->log( $created ) ), 'the fixture\'s pictures are empty files' );

		$deleted = $this->fixture( 'realty-foo-deleted.zip' );
		$this->assertSame( 1, (int) $deleted->deleted );
		$this->assertNull( $this->listing( 'bar1234567' ) );

		$foo = $this->fixture( 'realty-foo.zip' );
		$this->assertSame( 1, (int) $foo->created );
		$this->assertSame( 'ABC-1234', get_post_meta( $this->listing( '1234-ABC' )->ID, '_immo_provider', true ) );
	}

	public function test_realty_latin1_file_keeps_its_umlauts(): void {
		$import = $this->fixture( 'realty-charset-ISO8859-1.zip' );
		$this->assertSame( 'done', $import->status, (string) $import->error );
		$this->assertSame( 'test-anid-with-umlaut-ü', get_post_meta( $this->listing( 'bar1234567' )->ID, '_immo_provider', true ) );
	}

	public function test_realty_two_objects_with_one_obid_and_the_provider_after_them(): void {
		$import = $this->fixture( 'realty-two-objects.zip' );
		$this->assertSame( 2, (int) $import->created );
		foreach ( array( 'bar1234567', 'bar2345678' ) as $extern ) {
			$post = $this->listing( $extern );
			$this->assertSame( 'foo', get_post_meta( $post->ID, '_immo_provider', true ), 'openimmo_anid written after the objects' );
			$this->assertSame( 'foo', get_post_meta( $post->ID, '_immo_openimmo_obid', true ) );
		}
	}

	public function test_justimmo_dialect_commercial_object(): void {
		$import = $this->fixture( 'justimmo-api-dialect-buero-praxis-kauf.xml' );
		$this->assertSame( 'done', $import->status, (string) $import->error );
		$this->assertSame( 1, (int) $import->created );
		$post   = $this->listing( '34' );
		$values = Plugin::instance()->listings()->property_store()->get( $post->ID );
		$this->assertSame( 42723, $values['categoryId'] );
		$this->assertSame( 'COMMERCIAL', $values['objectType'] );
		$this->assertSame( 'buy', $values['marketingType'] );
		$this->assertSame( 450000.0, $values['price'] );
		$this->assertSame( 150.0, $values['livingSpace'], 'nutzflaeche' );
		$this->assertSame( 48.2087105, $values['lat'] );
		$this->assertSame( 'Wien', $values['city'] );
		$this->assertSame( 'DEMOOBJEKT! Elegantes Büro neben Bristol und Oper', $post->post_title );
		$this->assertStringContainsString( '<p>Sonstige angaben</p>', $post->post_content, 'escaped HTML decoded' );
		$this->assertSame( 'OBGC201309171129328278o9prei3s5', get_post_meta( $post->ID, '_immo_openimmo_obid', true ) );
	}
}

<?php
/**
 * Files that must not import: malformed XML, wrong encodings, XXE, zip-slip, huge files.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Import\Import_Error;
use ImmoWizards\Plugin;

require_once __DIR__ . '/class-import-test-case.php';

/**
 * A clear error, and nothing half-imported.
 */
final class File_Safety_Test extends Import_Test_Case {

	/**
	 * Asserts that an import failed with a code-like message and changed nothing.
	 *
	 * @param object $import   Import row.
	 * @param string $contains Part of the error message.
	 * @param int[]  $before   Listings before.
	 */
	private function assert_refused( object $import, string $contains, array $before = array() ): void {
		$this->assertSame( 'failed', $import->status );
		$this->assertStringContainsString( $contains, (string) $import->error );
		$this->assertSame( 0, (int) $import->created + (int) $import->updated + (int) $import->deleted );
		$this->assertSame( $before, $this->listing_ids(), 'nothing imported or withdrawn' );
		$this->assertFileDoesNotExist( $import->file_path, 'received file cleaned up' );
	}

	/**
	 * Three valid objects.
	 *
	 * @return string[]
	 */
	private function three(): array {
		return array(
			OpenImmo::object( array( 'extern' => 'A' ) ),
			OpenImmo::object( array( 'extern' => 'B' ) ),
			OpenImmo::object( array( 'extern' => 'C' ) ),
		);
	}

	public function test_a_file_that_breaks_off_imports_nothing_not_even_its_first_objects(): void {
		$this->import_xml( OpenImmo::document( $this->three(), 'VOLL' ) );
		$before = $this->listing_ids();
		$xml    = OpenImmo::document( array_merge( $this->three(), array( OpenImmo::object( array( 'extern' => 'D' ) ) ) ), 'VOLL' );
		$import = $this->import_xml( substr( $xml, 0, (int) strpos( $xml, '<objektnr_extern>D' ) ) );
		$this->assert_refused( $import, 'not well-formed XML (line', $before );
		$this->assertStringContainsString( 'Nothing was imported.', $import->error );
	}

	public function test_not_openimmo_and_empty_files(): void {
		$this->assert_refused( $this->import_xml( '<html><body>Hi</body></html>' ), 'not an OpenImmo document' );
		$imports = $this->count_rows( 'imports' );
		try {
			$this->import_xml( '' );
			$this->fail( 'empty file accepted' );
		} catch ( Import_Error $e ) {
			$this->assertSame( 'immo_wizards_import_empty', $e->error_code() );
		}
		try {
			$path = wp_tempnam( 'png' );
			file_put_contents( $path, OpenImmo::image( 1 ) ); // phpcs:ignore
			$this->import_file( $path, 'export.xml' );
			$this->fail( 'a picture accepted as XML' );
		} catch ( Import_Error $e ) {
			$this->assertSame( 'immo_wizards_import_unsupported', $e->error_code() );
			$this->assertSame( 415, $e->status() );
		}
		$this->assertSame( $imports, $this->count_rows( 'imports' ), 'nothing stored for a refused file' );
	}

	public function test_utf8_with_bom_and_crlf(): void {
		$xml    = "\xEF\xBB\xBF" . str_replace( "\n", "\r\n", OpenImmo::document( array( OpenImmo::object( array( 'title' => 'Größe & Lage' ) ) ) ) );
		$import = $this->import_xml( $xml );
		$this->assertSame( 'done', $import->status, (string) $import->error );
		$this->assertSame( 'Größe &amp; Lage', $this->listing( 'OBJ-1' )->post_title, 'as kses stores titles' );
	}

	public function test_latin1_declared_or_not_is_read_correctly(): void {
		$object = OpenImmo::object( array( 'title' => 'Schöne Wohnung für 1 € mehr', 'geo' => array( 'ort' => 'Görlitz' ) ) );
		foreach ( array( 'ISO-8859-1', '' ) as $i => $declared ) {
			$utf8   = OpenImmo::document( array( str_replace( 'OBJ-1', "L-$i", $object ) ), 'TEIL', 'ANID-1', $declared );
			$import = $this->import_xml( (string) mb_convert_encoding( $utf8, 'Windows-1252', 'UTF-8' ) );
			$this->assertSame( 'done', $import->status, (string) $import->error );
			$post = $this->listing( "L-$i" );
			$this->assertSame( 'Schöne Wohnung für 1 € mehr', $post->post_title, $declared );
			$this->assertSame( 'Görlitz', Plugin::instance()->listings()->property_store()->get( $post->ID )['city'] );
		}
		$this->assertSame( 'Windows-1252', $import->encoding );
	}

	public function test_a_wrong_or_unknown_encoding_is_a_clear_error(): void {
		$latin1 = (string) mb_convert_encoding( OpenImmo::document( array( OpenImmo::object( array( 'title' => 'Schöne Wohnung' ) ) ) ), 'ISO-8859-1', 'UTF-8' );
		$this->assert_refused( $this->import_xml( $latin1 ), 'declares UTF-8 (or no encoding) but line' );
		$klingon = OpenImmo::document( $this->three(), 'TEIL', 'ANID-1', 'X-KLINGON' );
		$this->assert_refused( $this->import_xml( $klingon ), 'encoding that cannot be read' );
	}

	public function test_external_entities_are_never_loaded(): void {
		$secret = wp_tempnam( 'secret' );
		file_put_contents( $secret, 'TOP-SECRET-' . wp_rand() ); // phpcs:ignore
		$xxe    = str_replace(
			'<openimmo>',
			'<!DOCTYPE openimmo [<!ENTITY xxe SYSTEM "file://' . $secret . '">]><openimmo>',
			OpenImmo::document( array( OpenImmo::object( array( 'title' => 'XXE' ) ) ) )
		);
		$xxe    = str_replace( '<objekttitel>XXE</objekttitel>', '<objekttitel>&xxe;</objekttitel>', $xxe );
		$import = $this->import_xml( $xxe );
		$this->assert_refused( $import, 'document type declaration (DOCTYPE)' );
		$this->assertStringNotContainsString( 'TOP-SECRET', wp_json_encode( $this->rows( 'import_log' ) ) );

		$laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><openimmo><anbieter><immobilie><freitexte><objekttitel>&lol3;</objekttitel></freitexte><verwaltung_techn><objektnr_extern>L</objektnr_extern></verwaltung_techn></immobilie></anbieter></openimmo>';
		$this->assert_refused( $this->import_xml( $laughs ), 'Nothing was imported.' );
		unlink( $secret ); // phpcs:ignore
	}

	/**
	 * Unsafe entry names.
	 *
	 * @return array<string, array{0:string}>
	 */
	public function unsafe_names(): array {
		return array(
			'parent'     => array( '../evil.php' ),
			'deep'       => array( 'images/../../../evil.php' ),
			'absolute'   => array( '/tmp/evil.php' ),
			'backslash'  => array( '..\\evil.php' ),
			'drive'      => array( 'C:/evil.php' ),
		);
	}

	/**
	 * A ZIP with a path leaving its folder is refused whole; nothing is written anywhere.
	 *
	 * @dataProvider unsafe_names
	 * @param string $name Entry name.
	 */
	public function test_zip_slip_is_impossible( string $name ): void {
		$uploads = $this->upload_files();
		$import  = $this->import_zip(
			array(
				'export.xml' => OpenImmo::document( $this->three() ),
				$name        => '<?php echo "pwned";',
			)
		);
		$this->assert_refused( $import, 'unsafe path' );
		$this->assertSame( $uploads, $this->upload_files(), 'no file left in uploads' );
		$this->assertFileDoesNotExist( dirname( wp_upload_dir()['basedir'] ) . '/evil.php' );
		$this->assertFileDoesNotExist( '/tmp/evil.php' );
	}

	public function test_a_zip_with_a_symbolic_link_is_refused(): void {
		$path = OpenImmo::zip( array( 'export.xml' => OpenImmo::document( $this->three() ) ) );
		$zip  = new \ZipArchive();
		$zip->open( $path );
		$zip->addFromString( 'link.jpg', '/etc/passwd' );
		$zip->setExternalAttributesName( 'link.jpg', \ZipArchive::OPSYS_UNIX, 0120777 << 16 );
		$zip->close();
		$this->assert_refused( $this->import_file( $path, 'export.zip' ), 'unsafe path' );
	}

	public function test_zips_without_one_xml_or_damaged_are_refused(): void {
		$this->assert_refused( $this->import_zip( array( 'a.png' => OpenImmo::image( 1 ) ) ), 'holds no XML file' );
		$this->assert_refused(
			$this->import_zip(
				array(
					'a.xml' => OpenImmo::document( $this->three() ),
					'b.xml' => OpenImmo::document( $this->three() ),
				)
			),
			'more than one XML file'
		);
		$broken = wp_tempnam( 'zip' );
		file_put_contents( $broken, "PK\x03\x04" . str_repeat( 'x', 200 ) ); // phpcs:ignore
		$this->assert_refused( $this->import_file( $broken, 'export.zip' ), 'damaged or incomplete' );
	}

	public function test_a_zip_in_a_folder_with_mac_metadata_is_fine(): void {
		$import = $this->import_zip(
			array(
				'export/Export.XML'          => OpenImmo::document( array( OpenImmo::object( array( 'images' => array( array( 'Foto.JPG' ) ) ) ) ) ),
				'__MACOSX/export/._Export.XML' => 'junk',
				'export/bilder/foto.jpg'     => OpenImmo::image( 5 ),
			)
		);
		$this->assertSame( 'done', $import->status, (string) $import->error );
		$this->assertNotSame( 0, get_post_thumbnail_id( $this->listing( 'OBJ-1' )->ID ), 'picture found despite folder and case' );
	}

	public function test_huge_files_are_refused_with_a_clear_error(): void {
		add_filter( 'immo_wizards_import_settings', static fn ( $values ) => array( 'max_file_bytes' => 1000 ) + $values );
		try {
			$this->import_xml( OpenImmo::document( $this->three() ) );
			$this->fail( 'accepted' );
		} catch ( Import_Error $e ) {
			$this->assertSame( 'immo_wizards_import_too_large', $e->error_code() );
			$this->assertSame( 413, $e->status() );
			$this->assertStringContainsString( 'larger than 1,000 B', $e->getMessage() );
		}
		$this->assertSame( 0, $this->count_rows( 'imports' ) );
	}

	public function test_an_xml_unpacking_beyond_its_limit_is_refused(): void {
		add_filter( 'immo_wizards_import_settings', static fn ( $values ) => array( 'max_xml_bytes' => 2000 ) + $values );
		// Compresses to a few hundred bytes, unpacks beyond the limit (a small zip bomb).
		$xml    = OpenImmo::document( array( OpenImmo::object( array( 'description' => str_repeat( 'a', 100000 ) ) ) ) );
		$before = $this->upload_files();
		$import = $this->import_zip( array( 'export.xml' => $xml ) );
		$this->assert_refused( $import, 'export.xml in the ZIP is larger than' );
		$this->assertSame( $before, $this->upload_files(), 'no partial copy left' );
	}

	public function test_a_picture_beyond_its_limit_is_left_out_with_a_warning(): void {
		add_filter( 'immo_wizards_import_settings', static fn ( $values ) => array( 'max_image_bytes' => 50 ) + $values );
		$import = $this->import_zip(
			array(
				'export.xml' => OpenImmo::document( array( OpenImmo::object( array( 'images' => array( array( 'a.png' ) ) ) ) ) ),
				'a.png'      => OpenImmo::image( 1 ),
			)
		);
		$this->assertSame( 1, (int) $import->created );
		$this->assertSame( array(), $this->attachment_ids() );
		$this->assertStringContainsString( 'a.png in the ZIP is larger than 50 B', implode( "\n", $this->log( $import ) ) );
	}
}

<?php
/**
 * Pictures of imported listings: order, re-import without copies, replacement, refusal, fetching.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Import\Image_Importer;
use ImmoWizards\Plugin;

require_once __DIR__ . '/class-import-test-case.php';
require_once __DIR__ . '/class-fake-images.php';

/**
 * No duplicate attachments, ever.
 */
final class Pictures_Test extends Import_Test_Case {

	/**
	 * A ZIP delivery of one object with pictures.
	 *
	 * @param array<int, array<int,string>> $images  Picture references (path, gruppe, title).
	 * @param array<string,string>          $files   Files in the ZIP.
	 * @param array<string,mixed>           $options More object options.
	 * @return array<string,string>
	 */
	private function delivery( array $images, array $files, array $options = array() ): array {
		return array( 'export.xml' => OpenImmo::document( array( OpenImmo::object( array( 'images' => $images ) + $options ) ) ) ) + $files;
	}

	/**
	 * Titles of a listing's pictures in order.
	 *
	 * @param int $post_id Listing.
	 * @return string[]
	 */
	private function titles( int $post_id ): array {
		return array_column( Plugin::instance()->listings()->property_store()->images( $post_id ), 'title' );
	}

	public function test_the_title_picture_leads_and_the_rest_keep_their_order(): void {
		$import = $this->import_zip(
			$this->delivery(
				array( array( 'b.png', 'INNENANSICHTEN', 'Küche' ), array( 'a.png', 'TITELBILD', 'Außen' ), array( 'c.png', 'GRUNDRISS', 'Grundriss' ) ),
				array(
					'a.png' => OpenImmo::image( 1 ),
					'b.png' => OpenImmo::image( 2 ),
					'c.png' => OpenImmo::image( 3 ),
				)
			)
		);
		$this->assertSame( 'done', $import->status );
		$post = $this->listing( 'OBJ-1' );
		$this->assertSame( array( 'Außen', 'Küche', 'Grundriss' ), $this->titles( $post->ID ) );
		$this->assertSame( 'Außen', get_the_title( get_post_thumbnail_id( $post->ID ) ) );

		wp_set_current_user( 0 );
		$request = new \WP_REST_Request( 'GET', '/wp/v2/immo-properties/' . $post->ID );
		$images  = rest_do_request( $request )->get_data()['property']['images'];
		$this->assertCount( 3, $images );
		$this->assertSame( array( 'id', 'url', 'title' ), array_keys( $images[0] ) );
		$this->assertStringEndsWith( '.png', $images[0]['url'] );
		foreach ( $images as $image ) {
			$this->assertSame( $post->ID, wp_get_post_parent_id( $image['id'] ) );
		}
	}

	public function test_a_reimport_reuses_every_attachment_and_a_changed_picture_replaces_its_old_one(): void {
		$images = array( array( 'a.png', 'TITELBILD', 'A' ), array( 'b.png', 'BILD', 'B' ) );
		$files  = array(
			'a.png' => OpenImmo::image( 1 ),
			'b.png' => OpenImmo::image( 2 ),
		);
		$this->import_zip( $this->delivery( $images, $files ) );
		$post   = $this->listing( 'OBJ-1' )->ID;
		$before = $this->attachment_ids();
		$files_before = $this->upload_files();

		$again = $this->import_zip( $this->delivery( $images, $files ) );
		$this->assertSame( 1, (int) $again->unchanged );
		$this->assertSame( $before, $this->attachment_ids() );
		$this->assertSame( count( $files_before ), count( $this->upload_files() ), 'no new files on disk' );

		// New text: the object is rewritten, its pictures are reused (their bytes are known).
		$text = $this->import_zip( $this->delivery( $images, $files, array( 'title' => 'Neuer Titel' ) ) );
		$this->assertSame( 1, (int) $text->updated );
		$this->assertSame( $before, $this->attachment_ids() );

		// b.png changes under the same name: replaced; a.png stays.
		$old_b   = Plugin::instance()->listings()->property_store()->gallery( $post )[1];
		$old_file = get_attached_file( $old_b );
		$files['b.png'] = OpenImmo::image( 99 );
		$changed = $this->import_zip( $this->delivery( $images, $files, array( 'title' => 'Neuer Titel' ) ) );
		$this->assertSame( 1, (int) $changed->updated );
		$gallery = Plugin::instance()->listings()->property_store()->gallery( $post );
		$this->assertSame( $before[0], $gallery[0] );
		$this->assertNotSame( $old_b, $gallery[1] );
		$this->assertNull( get_post( $old_b ) );
		$this->assertFileDoesNotExist( $old_file );
		$this->assertCount( 2, $this->attachment_ids() );

		// b.png leaves the object: its attachment goes.
		$this->import_zip( $this->delivery( array( $images[0] ), $files ) );
		$this->assertSame( array( $before[0] ), $this->attachment_ids() );
		$this->assertSame( array( 'A' ), $this->titles( $post ) );
	}

	public function test_only_real_pictures_are_kept(): void {
		$import = $this->import_zip(
			$this->delivery(
				array( array( 'evil.png', 'BILD', 'Evil' ), array( 'missing.png', 'BILD', 'Missing' ), array( 'ok.png', 'BILD', 'OK' ) ),
				array(
					'evil.png' => '<?php system( $_GET["c"] );',
					'ok.png'   => OpenImmo::image( 4 ),
				)
			)
		);
		$this->assertSame( 1, (int) $import->created );
		$this->assertSame( array( 'OK' ), $this->titles( $this->listing( 'OBJ-1' )->ID ) );
		$log = implode( "\n", $this->log( $import ) );
		$this->assertStringContainsString( 'warning OBJ-1: The picture evil.png is not a JPEG, PNG, GIF or WebP image', $log );
		$this->assertStringContainsString( 'The picture missing.png is not in the ZIP', $log );
		foreach ( $this->upload_files() as $file ) {
			$this->assertStringNotContainsString( 'system(', (string) file_get_contents( $file ) ); // phpcs:ignore
		}
	}

	public function test_an_embedded_picture(): void {
		$xml    = str_replace( '</immobilie>', '<anhang gruppe="TITELBILD"><anhangtitel>Inline</anhangtitel><format>png</format><daten><anhanginhalt>' . chunk_split( base64_encode( OpenImmo::image( 7 ) ), 40 ) . '</anhanginhalt></daten></anhang></immobilie>', OpenImmo::document( array( OpenImmo::object() ) ) ); // phpcs:ignore
		$import = $this->import_xml( $xml );
		$this->assertSame( 'done', $import->status );
		$this->assertSame( array( 'Inline' ), $this->titles( $this->listing( 'OBJ-1' )->ID ) );
		$this->import_xml( $xml );
		$this->assertCount( 1, $this->attachment_ids() );
	}

	public function test_remote_pictures_are_fetched_once(): void {
		$this->allow_fake_host();
		$url    = Fake_Images::url( 'png' ) . '/' . wp_rand( 1, 200 ) . '.png';
		$xml    = OpenImmo::document( array( OpenImmo::object( array( 'images' => array( array( $url, '', 'Remote', '' ) ) ) ) ) );
		$before = count( Fake_Images::requests() );
		$import = $this->import_xml( $xml );
		$this->assertSame( 'done', $import->status, implode( "\n", $this->log( $import ) ) );
		$this->assertSame( array( 'Remote' ), $this->titles( $this->listing( 'OBJ-1' )->ID ) );
		$this->assertCount( $before + 1, Fake_Images::requests() );

		$this->import_xml( $xml );
		$this->import_xml( str_replace( 'Schöne Wohnung', 'Andere Wohnung', $xml ) );
		$this->assertCount( $before + 1, Fake_Images::requests(), 'known URL: not fetched again' );
		$this->assertCount( 1, $this->attachment_ids() );
	}

	public function test_a_picture_host_that_fails_is_a_warning_and_tried_again_next_time(): void {
		$this->allow_fake_host();
		$xml    = OpenImmo::document(
			array(
				OpenImmo::object(
					array(
						'images' => array(
							array( Fake_Images::url( 'missing' ) . '/a.jpg', '', 'Gone', '' ),
							array( Fake_Images::url( 'text' ) . '/b.jpg', '', 'Text', '' ),
						),
					)
				),
			)
		);
		$import = $this->import_xml( $xml );
		$this->assertSame( 1, (int) $import->created );
		$log = implode( "\n", $this->log( $import ) );
		$this->assertStringContainsString( 'could not be fetched (HTTP 404)', $log );
		$this->assertStringContainsString( 'b.jpg is not a JPEG, PNG, GIF or WebP image', $log );
		$this->assertSame( array(), $this->attachment_ids() );

		$again = $this->import_xml( $xml );
		$this->assertSame( 1, (int) $again->updated, 'a failed fetch is retried by the next import' );
	}

	public function test_pictures_on_private_addresses_are_not_fetched(): void {
		// The port is allowed, the private host is not: the safe HTTP API refuses it (no SSRF).
		$port = (int) wp_parse_url( Fake_Images::url( 'png' ), PHP_URL_PORT );
		add_filter( 'http_allowed_safe_ports', static fn ( $ports ) => array_merge( (array) $ports, array( $port ) ) );
		$before = count( Fake_Images::requests() );
		$import = $this->import_xml( OpenImmo::document( array( OpenImmo::object( array( 'images' => array( array( Fake_Images::url( 'png' ) . '/1.png', '', 'Intranet', '' ) ) ) ) ) ) );
		$this->assertSame( 1, (int) $import->created );
		$this->assertStringContainsString( 'could not be fetched', implode( "\n", $this->log( $import ) ) );
		$this->assertSame( array(), $this->attachment_ids() );
		$this->assertCount( $before, Fake_Images::requests(), 'no request reached the host' );
	}

	/**
	 * Lets the safe HTTP API reach the local fake (a private address on a high port).
	 */
	private function allow_fake_host(): void {
		$port = (int) wp_parse_url( Fake_Images::url( 'png' ), PHP_URL_PORT );
		add_filter( 'http_request_host_is_external', static fn ( $external, $host ) => '127.0.0.1' === $host ? true : $external, 10, 2 );
		add_filter( 'http_allowed_safe_ports', static fn ( $ports ) => array_merge( (array) $ports, array( $port ) ) );
	}

	public function test_deleting_a_listing_keeps_pictures_added_by_hand(): void {
		$this->import_zip( $this->delivery( array( array( 'a.png' ) ), array( 'a.png' => OpenImmo::image( 1 ) ) ) );
		$post = $this->listing( 'OBJ-1' )->ID;
		$own  = (int) wp_insert_attachment(
			array(
				'post_title'     => 'By hand',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			false,
			$post
		);
		$this->assertSame( '', get_post_meta( $own, Image_Importer::KEY_META, true ) );
		Plugin::instance()->listings()->listing_writer()->remove( $post );
		$this->assertSame( array( $own ), $this->attachment_ids() );
	}
}

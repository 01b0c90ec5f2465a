<?php
/**
 * The pictures of an imported listing.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Each imported attachment remembers what it was made from (`_immo_image_key`: the hash of the
 * picture's bytes, or for a fetched picture its URL and check value), so a re-import reuses it instead
 * of adding a copy, and a picture that changed replaces the old one. Only real pictures are kept (their
 * bytes are checked, not their names). A picture that cannot be had is a warning, never a failure.
 */
final class Image_Importer {

	public const KEY_META = '_immo_image_key';

	/**
	 * Files written for attachments created since the last commit() (deleted again by discard()).
	 *
	 * @var array<int, array{file:string, meta:mixed}>
	 */
	private array $created = array();

	/**
	 * Whether fetching a remote picture failed in the last sync().
	 *
	 * @var bool
	 */
	private bool $fetch_failed = false;

	/**
	 * Constructor.
	 *
	 * @param Import_Settings $settings Limits.
	 */
	public function __construct( private Import_Settings $settings ) {
	}

	/**
	 * Makes a listing's imported pictures match $images; returns their attachment ids in order.
	 *
	 * @param int                              $post_id  Listing id.
	 * @param array<int, array<string,string>> $images   Mapped pictures (Attachment_Mapper).
	 * @param Zip_Package|null                 $zip      The delivery, when it was a ZIP.
	 * @param string[]                         $warnings Warnings (appended).
	 * @return int[]
	 */
	public function sync( int $post_id, array $images, ?Zip_Package $zip, array &$warnings ): array {
		$this->require_media();
		$existing           = $this->imported( $post_id );
		$ids                = array();
		$this->fetch_failed = false;
		foreach ( $images as $image ) {
			$id = $this->attachment( $post_id, $image, $zip, $existing, $warnings );
			if ( $id ) {
				$ids[] = $id;
			}
		}
		foreach ( array_diff( $existing, $ids ) as $stale ) {
			wp_delete_attachment( $stale, true );
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * Whether a remote picture could not be fetched in the last sync() (worth another try later).
	 */
	public function fetch_failed(): bool {
		return $this->fetch_failed;
	}

	/**
	 * Deletes every imported picture of a listing.
	 *
	 * @param int $post_id Listing id.
	 */
	public function remove_all( int $post_id ): void {
		foreach ( $this->imported( $post_id ) as $id ) {
			wp_delete_attachment( $id, true );
		}
	}

	/**
	 * The pictures' files were committed with their rows.
	 */
	public function commit(): void {
		$this->created = array();
	}

	/**
	 * Deletes the files of attachments whose rows were rolled back.
	 */
	public function discard(): void {
		foreach ( $this->created as $id => $created ) {
			wp_delete_attachment_files( $id, $created['meta'], array(), $created['file'] );
		}
		$this->created = array();
	}

	/**
	 * A fingerprint of a picture's source that changes when the picture does (no download needed).
	 *
	 * @param array<string,string> $image Mapped picture.
	 * @param Zip_Package|null     $zip   Delivery.
	 */
	public static function fingerprint( array $image, ?Zip_Package $zip ): string {
		return match ( $image['source'] ) {
			'zip'    => (string) ( null === $zip ? '' : $zip->fingerprint( $image['path'] ) ),
			'inline' => hash( 'sha256', $image['path'] ),
			default  => self::remote_key( $image ),
		} . '|' . $image['title'];
	}

	/**
	 * The attachment for one picture: an existing one with the same key, else a new one.
	 *
	 * @param int                  $post_id  Listing id.
	 * @param array<string,string> $image    Mapped picture.
	 * @param Zip_Package|null     $zip      Delivery.
	 * @param array<string,int>    $existing Imported attachments by key.
	 * @param string[]             $warnings Warnings (appended).
	 */
	private function attachment( int $post_id, array $image, ?Zip_Package $zip, array $existing, array &$warnings ): int {
		$name = sanitize_file_name( basename( (string) wp_parse_url( $image['path'], PHP_URL_PATH ) ) );
		if ( 'remote' === $image['source'] && isset( $existing[ self::remote_key( $image ) ] ) ) {
			return $this->retitle( $existing[ self::remote_key( $image ) ], $image['title'] );
		}
		try {
			$file = $this->fetch( $image, $zip );
		} catch ( Import_Error $e ) {
			$warnings[]         = $e->getMessage();
			$this->fetch_failed = $this->fetch_failed || 'remote' === $image['source'];
			return 0;
		}
		$key = 'remote' === $image['source'] ? self::remote_key( $image ) : 'sha256:' . hash_file( 'sha256', $file );
		if ( isset( $existing[ $key ] ) ) {
			wp_delete_file( $file );
			return $this->retitle( $existing[ $key ], $image['title'] );
		}
		$size = @getimagesize( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
		if ( ! $size || ! in_array( $size[2], array( IMAGETYPE_JPEG, IMAGETYPE_PNG, IMAGETYPE_GIF, IMAGETYPE_WEBP ), true ) ) {
			wp_delete_file( $file );
			/* translators: %s: picture file name or URL */
			$warnings[] = sprintf( __( 'The picture %s is not a JPEG, PNG, GIF or WebP image: skipped.', 'immo-wizards' ), self::label( $image ) );
			return 0;
		}
		$extension = ltrim( (string) image_type_to_extension( $size[2] ), '.' );
		$name      = preg_replace( '/\.[^.]*$/', '', '' === $name ? 'image' : $name ) . '.' . ( 'jpeg' === $extension ? 'jpg' : $extension );
		$id        = media_handle_sideload(
			array(
				'name'     => $name,
				'tmp_name' => $file,
			),
			$post_id,
			'' === $image['title'] ? null : $image['title']
		);
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $file );
			/* translators: 1: picture file name or URL, 2: reason */
			$warnings[] = sprintf( __( 'The picture %1$s could not be saved: %2$s', 'immo-wizards' ), self::label( $image ), $id->get_error_message() );
			return 0;
		}
		update_post_meta( $id, self::KEY_META, $key );
		$this->created[ $id ] = array(
			'file' => (string) get_attached_file( $id ),
			'meta' => wp_get_attachment_metadata( $id ),
		);
		return (int) $id;
	}

	/**
	 * A temporary file with the picture's bytes.
	 *
	 * @param array<string,string> $image Mapped picture.
	 * @param Zip_Package|null     $zip   Delivery.
	 * @throws Import_Error When it cannot be had.
	 */
	private function fetch( array $image, ?Zip_Package $zip ): string {
		$max  = $this->settings->max_image_bytes();
		$file = wp_tempnam( 'immo-image' );
		if ( 'zip' === $image['source'] ) {
			$entry = null === $zip ? null : $zip->find( $image['path'] );
			if ( null === $entry ) {
				wp_delete_file( $file );
				/* translators: %s: picture file name */
				throw new Import_Error( 'immo_wizards_import_image', sprintf( __( 'The picture %s is not in the ZIP: skipped.', 'immo-wizards' ), self::label( $image ) ) );
			}
			$zip->copy( $entry, $file, $max );
			return $file;
		}
		if ( 'inline' === $image['source'] ) {
			$bytes = strlen( $image['path'] ) <= $max * 4 / 3 + 4 ? base64_decode( $image['path'], true ) : false; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
			if ( false === $bytes || '' === $bytes ) {
				wp_delete_file( $file );
				throw new Import_Error( 'immo_wizards_import_image', __( 'An embedded picture is not valid base64 or too large: skipped.', 'immo-wizards' ) );
			}
			file_put_contents( $file, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
			return $file;
		}
		// Public hosts only (wp_safe_remote_get refuses local and private addresses).
		$response = wp_safe_remote_get(
			$image['path'],
			array(
				'timeout'             => 15,
				'redirection'         => 3,
				'stream'              => true,
				'filename'            => $file,
				'limit_response_size' => $max + 1,
			)
		);
		clearstatcache( true, $file );
		if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) || (int) filesize( $file ) > $max ) {
			wp_delete_file( $file );
			/* translators: 1: picture URL, 2: reason */
			throw new Import_Error( 'immo_wizards_import_image', sprintf( __( 'The picture %1$s could not be fetched (%2$s): skipped.', 'immo-wizards' ), self::label( $image ), is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . wp_remote_retrieve_response_code( $response ) ) );
		}
		return $file;
	}

	/**
	 * Imported attachments of a listing by key.
	 *
	 * @param int $post_id Listing id.
	 * @return array<string,int>
	 */
	private function imported( int $post_id ): array {
		$ids = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'any',
				'post_parent'    => $post_id,
				'posts_per_page' => -1,
				'fields'         => 'ids',
				'meta_key'       => self::KEY_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'orderby'        => 'ID',
				'order'          => 'ASC',
			)
		);
		$out = array();
		foreach ( $ids as $id ) {
			$out[ (string) get_post_meta( $id, self::KEY_META, true ) ] = (int) $id;
		}
		return $out;
	}

	/**
	 * Keeps an attachment's title in step with the feed.
	 *
	 * @param int    $id    Attachment id.
	 * @param string $title Title.
	 */
	private function retitle( int $id, string $title ): int {
		if ( '' !== $title && get_the_title( $id ) !== $title ) {
			wp_update_post(
				wp_slash(
					array(
						'ID'         => $id,
						'post_title' => $title,
					)
				)
			);
		}
		return $id;
	}

	/**
	 * The key of a fetched picture: its URL and the sender's check value.
	 *
	 * @param array<string,string> $image Mapped picture.
	 */
	private static function remote_key( array $image ): string {
		return 'url:' . hash( 'sha256', $image['path'] . '|' . $image['check'] );
	}

	/**
	 * A short name of a picture for messages.
	 *
	 * @param array<string,string> $image Mapped picture.
	 */
	private static function label( array $image ): string {
		return 'inline' === $image['source'] ? '(base64)' : mb_substr( $image['path'], 0, 200 );
	}

	/**
	 * Loads core's media functions (not loaded in cron or REST requests).
	 */
	private function require_media(): void {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
	}
}

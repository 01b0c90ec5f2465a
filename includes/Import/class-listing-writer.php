<?php
/**
 * Applies one mapped object to the listings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Listings\Lookup_Sync;
use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Store;

defined( 'ABSPATH' ) || exit;

/**
 * Upsert by provider + object key, delete with the imported pictures. An object whose content hash
 * equals the last import's is not written at all (re-importing a file changes nothing); one with an
 * older `stand_vom` than the stored one neither. Callers run each object in a transaction.
 */
final class Listing_Writer {

	public const PROVIDER_META = '_immo_provider';
	public const OBID_META     = '_immo_openimmo_obid';
	public const EXTRAS_META   = '_immo_extras';
	public const STAND_META    = '_immo_stand_vom';

	/**
	 * Listings written since the last commit() (their caches are cleaned when the write rolls back).
	 *
	 * @var int[]
	 */
	private array $touched = array();

	/**
	 * Constructor.
	 *
	 * @param Property_Store  $store    Listing values.
	 * @param Lookup_Sync     $sync     Lookup table.
	 * @param Source_Table    $sources  Where listings come from.
	 * @param Image_Importer  $images   Pictures.
	 * @param Import_Settings $settings Post status of new listings.
	 */
	public function __construct(
		private Property_Store $store,
		private Lookup_Sync $sync,
		private Source_Table $sources,
		private Image_Importer $images,
		private Import_Settings $settings
	) {
	}

	/**
	 * Creates or updates the listing of an object.
	 *
	 * @param array<string,mixed> $object    Mapped object (Object_Mapper).
	 * @param string              $provider  Provider id.
	 * @param int                 $import_id Import id.
	 * @param int                 $author    Author of new listings.
	 * @param Zip_Package|null    $zip       Delivery, when a ZIP.
	 * @param string[]            $warnings  Warnings (appended).
	 * @return string created, updated or unchanged.
	 * @throws Import_Error When the post cannot be written.
	 */
	public function upsert( array $object, string $provider, int $import_id, int $author, ?Zip_Package $zip, array &$warnings ): string {
		$source_key = Source_Table::source_key( $provider, $object['key'] );
		$post_id    = $this->find( $source_key );
		$hash       = $this->hash( $object, $provider, $zip );
		$source     = $post_id ? $this->sources->find( $source_key ) : null;
		if ( $source && hash_equals( (string) $source->content_hash, $hash ) ) {
			$this->sources->mark_seen( $post_id, $import_id );
			return 'unchanged';
		}
		$stored = $post_id ? (string) get_post_meta( $post_id, self::STAND_META, true ) : '';
		if ( '' !== $stored && '' !== $object['stand_vom'] && $object['stand_vom'] < $stored ) {
			/* translators: 1: date of the object in the file, 2: date of the stored listing */
			$warnings[] = sprintf( __( 'The object is dated %1$s, older than the listing (%2$s): not changed.', 'immo-wizards' ), $object['stand_vom'], $stored );
			$this->sources->mark_seen( $post_id, $import_id );
			return 'unchanged';
		}

		$post = array(
			'post_type'    => Post_Type::NAME,
			'post_title'   => $object['title'],
			'post_content' => $object['content'],
			'post_excerpt' => $object['excerpt'],
		);
		if ( $post_id ) {
			$post['ID'] = $post_id;
		} else {
			$post['post_status'] = $this->settings->post_status();
			$post['post_author'] = $author;
			// With the object number the slug is unique at once: core would otherwise probe "-2", "-3", …
			// for every listing titled "3-Zimmer-Wohnung" (quadratic on big imports).
			$post['post_name'] = sanitize_title( mb_substr( $object['title'], 0, 80 ) . ' ' . $object['key'] );
		}
		// Imports change listings often: no revision per import.
		add_filter( 'wp_revisions_to_keep', '__return_zero' );
		$result = $post_id ? wp_update_post( wp_slash( $post ), true ) : wp_insert_post( wp_slash( $post ), true );
		remove_filter( 'wp_revisions_to_keep', '__return_zero' );
		if ( is_wp_error( $result ) || ! $result ) {
			throw new Import_Error( 'immo_wizards_import_write', is_wp_error( $result ) ? $result->get_error_message() : __( 'The listing could not be saved.', 'immo-wizards' ) );
		}
		$created         = ! $post_id;
		$post_id         = (int) $result;
		$this->touched[] = $post_id;

		$this->store->set( $post_id, $object['values'] );
		$this->store->set_address_public( $post_id, (bool) $object['address_public'] );
		update_post_meta( $post_id, self::PROVIDER_META, wp_slash( $provider ) );
		update_post_meta( $post_id, self::OBID_META, wp_slash( $object['obid'] ) );
		update_post_meta( $post_id, self::EXTRAS_META, wp_slash( $object['extras'] ) );
		update_post_meta( $post_id, self::STAND_META, $object['stand_vom'] );
		$this->store->set_gallery( $post_id, $this->images->sync( $post_id, $object['images'], $zip, $warnings ) );
		// A picture whose host did not answer is tried again by the next import of the same file.
		$this->sources->save( $post_id, $source_key, Source_Table::provider_key( $provider ), $this->images->fetch_failed() ? '' : $hash, $import_id );
		$this->sync->sync( $post_id );
		return $created ? 'created' : 'updated';
	}

	/**
	 * Deletes the listing of an object (DELETE action).
	 *
	 * @param array<string,mixed> $object   Mapped object.
	 * @param string              $provider Provider id.
	 * @param string[]            $warnings Warnings (appended).
	 * @return string deleted, or unchanged when there was no such listing.
	 */
	public function delete( array $object, string $provider, array &$warnings ): string {
		$post_id = $this->find( Source_Table::source_key( $provider, $object['key'] ) );
		if ( ! $post_id ) {
			$warnings[] = __( 'The object is to be deleted but there is no such listing.', 'immo-wizards' );
			return 'unchanged';
		}
		$this->remove( $post_id );
		return 'deleted';
	}

	/**
	 * Deletes a listing, its imported pictures and its rows.
	 *
	 * @param int $post_id Listing id.
	 */
	public function remove( int $post_id ): void {
		$this->images->remove_all( $post_id );
		wp_delete_post( $post_id, true );
		$this->sources->delete( $post_id );
		$this->sync->forget( $post_id );
	}

	/**
	 * Records that an object was in the file although it failed, so a full transfer does not withdraw
	 * its listing.
	 *
	 * @param string $provider  Provider id.
	 * @param string $key       Object key.
	 * @param int    $import_id Import id.
	 */
	public function keep( string $provider, string $key, int $import_id ): void {
		$post_id = $this->find( Source_Table::source_key( $provider, $key ) );
		if ( $post_id ) {
			$this->sources->mark_seen( $post_id, $import_id );
		}
	}

	/**
	 * The pictures written since the last object are kept (its transaction committed).
	 */
	public function commit(): void {
		$this->images->commit();
		$this->touched = array();
	}

	/**
	 * The object failed: delete the picture files its rolled-back rows pointed to, forget cached rows.
	 */
	public function discard(): void {
		$this->images->discard();
		// The object cache may hold rows the rollback took back.
		foreach ( $this->touched as $post_id ) {
			clean_post_cache( $post_id );
		}
		$this->touched = array();
	}

	/**
	 * The listing of a source key (a row whose post is gone is forgotten).
	 *
	 * @param string $source_key Source key.
	 */
	private function find( string $source_key ): int {
		$row = $this->sources->find( $source_key );
		if ( ! $row ) {
			return 0;
		}
		$post = get_post( (int) $row->post_id );
		if ( ! $post || Post_Type::NAME !== $post->post_type ) {
			$this->sources->delete( (int) $row->post_id );
			return 0;
		}
		return (int) $row->post_id;
	}

	/**
	 * Hash of everything an import writes for an object.
	 *
	 * @param array<string,mixed> $object   Mapped object.
	 * @param string              $provider Provider id.
	 * @param Zip_Package|null    $zip      Delivery.
	 */
	private function hash( array $object, string $provider, ?Zip_Package $zip ): string {
		$pictures = array_map( static fn ( $image ) => Image_Importer::fingerprint( $image, $zip ), $object['images'] );
		unset( $object['warnings'], $object['images'] );
		return hash( 'sha256', (string) wp_json_encode( array( $object, $provider, $pictures ) ) );
	}
}

<?php
/**
 * Reads and writes a listing's values (post meta).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

defined( 'ABSPATH' ) || exit;

/**
 * The only writer of the listing meta: every value passes Property_Schema::normalize(), an unknown or
 * invalid value is stored as absent. Callers then sync the lookup row (Lookup_Sync marks the post when
 * its meta changes).
 */
final class Property_Store {

	/**
	 * Every value of a listing, typed; images resolved to attachments.
	 *
	 * @param int $post_id Listing id.
	 * @return array<string,mixed>
	 */
	public function get( int $post_id ): array {
		$values = array( 'objectId' => $post_id );
		$types  = Property_Schema::values();
		foreach ( Property_Schema::META as $name => $key ) {
			$values[ $name ] = self::typed( get_post_meta( $post_id, $key, true ), (array) $types[ $name ]['type'] );
		}
		$values['images'] = $this->images( $post_id );
		return $values;
	}

	/**
	 * The values a visitor may see: without street, number and coordinates while the address is not
	 * published.
	 *
	 * @param int $post_id Listing id.
	 * @return array<string,mixed>
	 */
	public function visitor_values( int $post_id ): array {
		$values = $this->get( $post_id );
		if ( ! $this->address_public( $post_id ) ) {
			foreach ( Property_Schema::PRIVATE_ADDRESS as $name ) {
				$values[ $name ] = null;
			}
		}
		return $values;
	}

	/**
	 * Writes the given values (others stay as they are); null deletes.
	 *
	 * @param int                 $post_id Listing id.
	 * @param array<string,mixed> $values  Values by name; unknown names are ignored.
	 * @return string[] Names whose value was given but not valid (stored as unknown).
	 */
	public function set( int $post_id, array $values ): array {
		$rejected = array();
		foreach ( Property_Schema::META as $name => $key ) {
			if ( ! array_key_exists( $name, $values ) ) {
				continue;
			}
			$value = Property_Schema::normalize( $name, $values[ $name ] );
			if ( null === $value ) {
				if ( null !== $values[ $name ] && '' !== $values[ $name ] ) {
					$rejected[] = $name;
				}
				delete_post_meta( $post_id, $key );
				continue;
			}
			update_post_meta( $post_id, $key, wp_slash( is_float( $value ) ? self::decimal( $value ) : (string) $value ) );
		}
		return $rejected;
	}

	/**
	 * Images of the gallery (featured image first), skipping attachments that are gone.
	 *
	 * @param int $post_id Listing id.
	 * @return array<int, array{id:int,url:string,title:string}>
	 */
	public function images( int $post_id ): array {
		$ids = $this->gallery( $post_id );
		$out = array();
		foreach ( $ids as $id ) {
			$url = wp_get_attachment_url( $id );
			if ( ! $url || 'attachment' !== get_post_type( $id ) ) {
				continue;
			}
			$out[] = array(
				'id'    => $id,
				'url'   => $url,
				'title' => get_the_title( $id ),
			);
		}
		return $out;
	}

	/**
	 * Attachment ids of the gallery; the featured image leads even when the gallery meta lacks it.
	 *
	 * @param int $post_id Listing id.
	 * @return int[]
	 */
	public function gallery( int $post_id ): array {
		$ids   = array_map( 'intval', (array) get_post_meta( $post_id, Property_Schema::GALLERY_META, true ) );
		$thumb = (int) get_post_thumbnail_id( $post_id );
		if ( $thumb ) {
			array_unshift( $ids, $thumb );
		}
		return array_values( array_unique( array_filter( $ids ) ) );
	}

	/**
	 * Stores the gallery order and the featured image (the first id).
	 *
	 * @param int   $post_id Listing id.
	 * @param int[] $ids     Attachment ids in order.
	 */
	public function set_gallery( int $post_id, array $ids ): void {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			delete_post_meta( $post_id, Property_Schema::GALLERY_META );
			delete_post_thumbnail( $post_id );
			return;
		}
		update_post_meta( $post_id, Property_Schema::GALLERY_META, $ids );
		set_post_thumbnail( $post_id, $ids[0] );
	}

	/**
	 * Whether street, number and exact coordinates may be shown to visitors.
	 *
	 * @param int $post_id Listing id.
	 */
	public function address_public( int $post_id ): bool {
		return '0' !== (string) get_post_meta( $post_id, Property_Schema::ADDRESS_PUBLIC_META, true );
	}

	/**
	 * Stores whether the address is published.
	 *
	 * @param int  $post_id Listing id.
	 * @param bool $public  Published.
	 */
	public function set_address_public( int $post_id, bool $public ): void {
		if ( $public ) {
			delete_post_meta( $post_id, Property_Schema::ADDRESS_PUBLIC_META );
			return;
		}
		update_post_meta( $post_id, Property_Schema::ADDRESS_PUBLIC_META, '0' );
	}

	/**
	 * A stored meta string as the schema's type (null when absent).
	 *
	 * @param mixed    $raw   Stored value.
	 * @param string[] $types Schema types.
	 * @return string|int|float|null
	 */
	private static function typed( $raw, array $types ) {
		if ( ! is_scalar( $raw ) || '' === (string) $raw ) {
			return null;
		}
		if ( in_array( 'integer', $types, true ) ) {
			return is_numeric( $raw ) ? (int) $raw : null;
		}
		if ( in_array( 'number', $types, true ) ) {
			return is_numeric( $raw ) ? (float) $raw : null;
		}
		return (string) $raw;
	}

	/**
	 * A float as a plain decimal string (no exponent, no locale).
	 *
	 * @param float $value Value.
	 */
	private static function decimal( float $value ): string {
		return rtrim( rtrim( number_format( $value, 7, '.', '' ), '0' ), '.' );
	}
}

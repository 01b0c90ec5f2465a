<?php
/**
 * The categories and fields the wizards offer: the spec's defaults with the admin's changes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Catalogue;

use ImmoWizards\Settings\Defaults;

defined( 'ABSPATH' ) || exit;

/**
 * The only reader of categories and field configs. The option holds only what the admin changed
 * (keyed by category and field id), so translated default labels follow the site's language and
 * categories or fields a later version ships appear with their defaults.
 */
final class Catalogue {

	/** Field types that hold a number. */
	public const NUMERIC_TYPES = array( 'currency', 'decimal', 'int', 'number' );

	public const OPTION = 'immo_wizards_catalogue';

	/** Range kinds of the saved-search wizard. */
	public const RANGE_KINDS = array( 'min', 'max', 'minmax' );

	/**
	 * Categories in display order, with the admin's labels, icons, wizards and field lists (disabled
	 * ones included: requests and listings keep naming them).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function categories(): array {
		$changes = self::changes()['categories'];
		$list    = array();
		foreach ( Defaults::categories() as $position => $category ) {
			$category['icon']  = $category['icon'] ?? $category['text'];
			$category['order'] = $position;
			$list[]            = array_merge( $category, array_intersect_key( (array) ( $changes[ (string) $category['id'] ] ?? array() ), $category ) );
		}
		usort( $list, static fn ( $a, $b ) => (int) $a['order'] <=> (int) $b['order'] );
		return array_map(
			static function ( $category ) {
				unset( $category['order'] );
				return $category;
			},
			$list
		);
	}

	/**
	 * One category by id, or null.
	 *
	 * @param int $id Category id.
	 * @return array<string, mixed>|null
	 */
	public static function category_by_id( int $id ): ?array {
		foreach ( self::categories() as $category ) {
			if ( (int) $category['id'] === $id ) {
				return $category;
			}
		}
		return null;
	}

	/**
	 * Whether a category may be chosen in a wizard with this object and marketing type: it must list the
	 * wizard; one with an object type needs that type; one with a marketing type (land) needs that
	 * marketing type and LIVING.
	 *
	 * @param array<string,mixed> $category       Category.
	 * @param string              $wizard         lead or search.
	 * @param string              $object_type    LIVING or COMMERCIAL.
	 * @param string              $marketing_type buy or rent.
	 */
	public static function category_fits( array $category, string $wizard, string $object_type, string $marketing_type ): bool {
		if ( ! in_array( $wizard, (array) ( $category['wizards'] ?? array() ), true ) ) {
			return false;
		}
		if ( isset( $category['objectType'] ) ) {
			return $category['objectType'] === $object_type;
		}
		if ( isset( $category['marketingType'] ) ) {
			return 'LIVING' === $object_type && $category['marketingType'] === $marketing_type;
		}
		return true;
	}

	/**
	 * Categories a wizard offers.
	 *
	 * @param string $wizard lead or search.
	 * @return array<int, array<string, mixed>>
	 */
	public static function categories_of( string $wizard ): array {
		return array_values( array_filter( self::categories(), static fn ( $c ) => in_array( $wizard, (array) ( $c['wizards'] ?? array() ), true ) ) );
	}

	/**
	 * Field configs keyed by field id, with the admin's labels, units, values and range kinds.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function fields(): array {
		$changes = self::changes()['fields'];
		$out     = array();
		foreach ( Defaults::fields() as $id => $config ) {
			$config['searchRange'] = Defaults::SEARCH_RANGES[ $id ] ?? 'minmax';
			$config                = array_merge( $config, array_intersect_key( (array) ( $changes[ $id ] ?? array() ), $config ) );
			$max                   = self::maximum( $config );
			$out[ $id ]            = null === $max ? $config : $config + array( 'max' => $max );
		}
		return $out;
	}

	/**
	 * The largest value a number field accepts, by what it measures: no home costs a billion euros,
	 * covers a thousand hectares or has a thousand rooms. Null for fields that hold no number.
	 *
	 * @param array<string,mixed> $config Field config.
	 */
	public static function maximum( array $config ): ?int {
		$unit = (string) ( $config['unit'] ?? '' );
		return match ( true ) {
			! in_array( $config['type'] ?? '', self::NUMERIC_TYPES, true ) || isset( $config['values'] ) => null,
			'currency' === $config['type'] || '€' === $unit => 1000000000,
			'm²' === $unit => 10000000,
			'' === $unit && 'int' === $config['type'] => 9999,
			'' === $unit => 1000,
			default => 1000000,
		};
	}

	/**
	 * The bounds the saved-search wizard asks for a field: min, max or minmax.
	 *
	 * @param string $id Field id.
	 */
	public static function search_range( string $id ): string {
		return (string) ( self::fields()[ $id ]['searchRange'] ?? 'minmax' );
	}

	/**
	 * Changes with every save: the wizards' cached field configs are stale when it differs.
	 */
	public static function revision(): string {
		return (string) ( self::changes()['revision'] ?? '0' );
	}

	/**
	 * Stores the admin's changes (as Catalogue_Document::changes() derives them).
	 *
	 * @param array{categories: array<string,mixed>, fields: array<string,mixed>} $changes Changes.
	 */
	public static function save( array $changes ): void {
		update_option(
			self::OPTION,
			array(
				'revision'   => self::next_revision(),
				'categories' => $changes['categories'],
				'fields'     => $changes['fields'],
			),
			true
		);
		self::saved();
	}

	/**
	 * Back to the spec's defaults.
	 */
	public static function reset(): void {
		self::save(
			array(
				'categories' => array(),
				'fields'     => array(),
			)
		);
	}

	/**
	 * The stored changes, normalised (an option broken by hand counts as no changes).
	 *
	 * @return array{revision?: string, categories: array<string,mixed>, fields: array<string,mixed>}
	 */
	private static function changes(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'revision'   => is_scalar( $stored['revision'] ?? null ) ? (string) $stored['revision'] : '0',
			'categories' => is_array( $stored['categories'] ?? null ) ? $stored['categories'] : array(),
			'fields'     => is_array( $stored['fields'] ?? null ) ? $stored['fields'] : array(),
		);
	}

	/**
	 * A revision no earlier save used (time plus a counter: two saves in one second differ).
	 */
	private static function next_revision(): string {
		$previous = explode( '.', self::revision() );
		$count    = (int) ( $previous[1] ?? 0 ) + 1;
		return time() . '.' . $count;
	}

	/**
	 * Tells page caches and other listeners that what the wizards show changed.
	 */
	private static function saved(): void {
		/**
		 * Fires after the catalogue (categories and fields) was saved or reset.
		 */
		do_action( 'immo_wizards_catalogue_saved' );
	}
}

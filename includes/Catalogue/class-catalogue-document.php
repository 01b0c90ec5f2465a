<?php
/**
 * The catalogue as the admin screen edits it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Catalogue;

use ImmoWizards\Settings\Defaults;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the catalogue into the editable document (every category with every field, flags per wizard,
 * integer orders) and a validated document back into the changes against the defaults.
 */
final class Catalogue_Document {

	/** The shipped category icons (the front end's `CATEGORY_ICONS`). */
	public const ICONS = array( 'wohnung', 'haus', 'mehrfamilienhaus', 'grundstueck', 'buero_praxis', 'einzelhandel', 'hallen_lager', 'gastgewerbe' );

	/** Field types whose values a saved search can ask as a range. */
	public const NUMERIC_TYPES = array( 'currency', 'decimal', 'int', 'number' );

	/**
	 * The editable document.
	 *
	 * @return array<string, mixed>
	 */
	public static function build(): array {
		$fields     = Catalogue::fields();
		$categories = array();
		foreach ( Catalogue::categories() as $order => $category ) {
			$categories[] = array(
				'id'     => (int) $category['id'],
				'label'  => (string) $category['label'],
				'icon'   => (string) $category['icon'],
				'order'  => $order,
				'lead'   => in_array( 'lead', (array) $category['wizards'], true ),
				'search' => in_array( 'search', (array) $category['wizards'], true ),
				'fields' => self::category_fields( $category, array_keys( $fields ) ),
			);
		}
		return array(
			'categories' => $categories,
			'fields'     => array_values( array_map( array( self::class, 'field' ), $fields ) ),
			'icons'      => self::icons(),
		);
	}

	/**
	 * The shipped icons, each named after the category it was drawn for.
	 *
	 * @return array<int, array{value:string, label:string}>
	 */
	private static function icons(): array {
		$names = array_column( Defaults::categories(), 'label', 'text' );
		return array_map(
			static fn ( $icon ) => array(
				'value' => $icon,
				'label' => (string) ( $names[ $icon ] ?? $icon ),
			),
			self::ICONS
		);
	}

	/**
	 * The changes a validated document makes to the defaults (only what differs is kept).
	 *
	 * @param array<string, mixed> $document Validated document.
	 * @return array{categories: array<string, array<string,mixed>>, fields: array<string, array<string,mixed>>}
	 */
	public static function changes( array $document ): array {
		$changes  = array(
			'categories' => array(),
			'fields'     => array(),
		);
		$defaults = Defaults::categories();
		foreach ( self::sorted( $document['categories'] ?? array() ) as $order => $category ) {
			$position = array_search( (int) $category['id'], array_map( static fn ( $c ) => (int) $c['id'], $defaults ), true );
			$default  = $defaults[ $position ];
			$wanted   = array(
				'label'        => $category['label'],
				'icon'         => $category['icon'],
				'order'        => $order,
				'wizards'      => array_values( array_filter( array( 'lead', 'search' ), static fn ( $w ) => ! empty( $category[ $w ] ) ) ),
				'fields'       => self::enabled( $category['fields'], 'lead' ),
				'searchFields' => self::enabled( $category['fields'], 'search' ),
			);
			$shipped  = array(
				'icon'  => $default['text'],
				'order' => $position,
			) + $default;
			$diff     = array_filter( $wanted, static fn ( $value, $key ) => $value !== $shipped[ $key ], ARRAY_FILTER_USE_BOTH );
			if ( $diff ) {
				$changes['categories'][ (string) $category['id'] ] = $diff;
			}
		}
		$shipped_fields = Defaults::fields();
		foreach ( (array) ( $document['fields'] ?? array() ) as $field ) {
			$default = $shipped_fields[ $field['id'] ] + array( 'searchRange' => Defaults::SEARCH_RANGES[ $field['id'] ] ?? 'minmax' );
			$diff    = array_filter( array_intersect_key( $field, $default ), static fn ( $value, $key ) => 'id' !== $key && 'type' !== $key && $value !== $default[ $key ], ARRAY_FILTER_USE_BOTH );
			if ( $diff ) {
				$changes['fields'][ $field['id'] ] = $diff;
			}
		}
		return $changes;
	}

	/**
	 * Items by their `order`, equal orders in document order.
	 *
	 * @param array<int, array<string,mixed>> $items Items with an integer `order`.
	 * @return array<int, array<string,mixed>>
	 */
	public static function sorted( array $items ): array {
		$keyed = array();
		foreach ( array_values( $items ) as $position => $item ) {
			$keyed[] = array( (int) $item['order'], $position, $item );
		}
		sort( $keyed );
		return array_column( $keyed, 2 );
	}

	/**
	 * Ids of the fields enabled for a wizard, in order.
	 *
	 * @param array<int, array<string,mixed>> $fields Category fields of the document.
	 * @param string                          $flag   lead or search.
	 * @return string[]
	 */
	private static function enabled( array $fields, string $flag ): array {
		return array_values( array_map( static fn ( $f ) => (string) $f['id'], array_filter( self::sorted( $fields ), static fn ( $f ) => ! empty( $f[ $flag ] ) ) ) );
	}

	/**
	 * Every field for a category: its lead fields, then its other search fields, then the rest.
	 *
	 * @param array<string,mixed> $category Category.
	 * @param string[]            $all      Every field id.
	 * @return array<int, array<string,mixed>>
	 */
	private static function category_fields( array $category, array $all ): array {
		$lead   = (array) $category['fields'];
		$search = (array) ( $category['searchFields'] ?? array() );
		$ids    = array_values( array_unique( array_merge( $lead, $search, $all ) ) );
		$out    = array();
		foreach ( array_values( array_intersect( $ids, $all ) ) as $order => $id ) {
			$out[] = array(
				'id'     => $id,
				'order'  => $order,
				'lead'   => in_array( $id, $lead, true ),
				'search' => in_array( $id, $search, true ),
			);
		}
		return $out;
	}

	/**
	 * A field as the editor shows it (`values` only for select fields, `marketingTypeLabel` only where
	 * the field has one).
	 *
	 * @param array<string,mixed> $config Field config.
	 * @return array<string,mixed>
	 */
	private static function field( array $config ): array {
		$field = array(
			'id'          => (string) $config['id'],
			'type'        => (string) $config['type'],
			'label'       => (string) $config['label'],
			'unit'        => $config['unit'],
			'searchRange' => (string) $config['searchRange'],
		);
		if ( isset( $config['marketingTypeLabel'] ) ) {
			$field['marketingTypeLabel'] = $config['marketingTypeLabel'];
		}
		if ( 'select' === $config['type'] ) {
			$field['values'] = array_values( (array) ( $config['values'] ?? array() ) );
		}
		return $field;
	}
}

<?php
/**
 * Shipped categories and field configs.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The spec's categories and fields with translated labels: the catalogue's defaults (read through
 * Catalogue, which applies the admin's changes).
 */
final class Defaults {

	private const LIVING_FIELDS = array( 'price.price', 'area.livingSpace', 'area.plotArea', 'area.numberRooms', 'property[baujahr]', 'property[zustand]' );

	private const COMMERCIAL_FIELDS = array( 'price.price', 'area.plotArea', 'property[baujahr]' );

	private const COMMERCIAL_SEARCH_FIELDS = array( 'price.price' );

	/**
	 * Which bounds the saved-search wizard asks for per field (mirrors the front end's constant).
	 */
	public const SEARCH_RANGES = array(
		'price.price'       => 'minmax',
		'area.livingSpace'  => 'min',
		'area.plotArea'     => 'min',
		'area.numberRooms'  => 'min',
		'property[baujahr]' => 'minmax',
	);

	/**
	 * Categories in display order.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function categories(): array {
		$both = array( 'lead', 'search' );
		$list = array(
			self::category( 30225, 'wohnung', 'eg', __( 'Apartment', 'immo-wizards' ), __( 'of your apartment', 'immo-wizards' ), array( 'objectType' => 'LIVING' ), $both, array( 'price.price', 'area.livingSpace', 'area.numberRooms', 'property[baujahr]', 'property[zustand]', 'property[balkon]' ), array( 'price.price', 'area.livingSpace', 'area.numberRooms', 'property[baujahr]' ) ),
			self::category( 22332, 'haus', 'efh', __( 'House', 'immo-wizards' ), __( 'of your house', 'immo-wizards' ), array( 'objectType' => 'LIVING' ), $both, self::LIVING_FIELDS, array( 'price.price', 'area.livingSpace', 'area.plotArea', 'area.numberRooms', 'property[baujahr]' ) ),
			self::category( 36561, 'mehrfamilienhaus', 'mfh', __( 'Apartment building', 'immo-wizards' ), __( 'of your apartment building', 'immo-wizards' ), array( 'objectType' => 'LIVING' ), array( 'lead' ), self::LIVING_FIELDS, array() ),
			self::category( 19795, 'grundstueck', 'grund', __( 'Plot of land', 'immo-wizards' ), __( 'of your plot', 'immo-wizards' ), array( 'marketingType' => 'buy' ), $both, array( 'price.price', 'area.plotArea' ), array( 'price.price', 'area.plotArea' ) ),
			self::category( 42723, 'buero_praxis', 'buero', __( 'Office / practice', 'immo-wizards' ), __( 'of your office or practice', 'immo-wizards' ), array( 'objectType' => 'COMMERCIAL' ), $both, self::COMMERCIAL_FIELDS, self::COMMERCIAL_SEARCH_FIELDS ),
			self::category( 82397, 'einzelhandel', 'einzelhandel', __( 'Retail', 'immo-wizards' ), __( 'of your retail space', 'immo-wizards' ), array( 'objectType' => 'COMMERCIAL' ), $both, self::COMMERCIAL_FIELDS, self::COMMERCIAL_SEARCH_FIELDS ),
			self::category( 11080, 'hallen_lager', 'lager', __( 'Hall / warehouse', 'immo-wizards' ), __( 'of your hall or warehouse', 'immo-wizards' ), array( 'objectType' => 'COMMERCIAL' ), $both, self::COMMERCIAL_FIELDS, self::COMMERCIAL_SEARCH_FIELDS ),
			self::category( 30911, 'gastgewerbe', 'gastgewerbe', __( 'Hospitality', 'immo-wizards' ), __( 'of your hospitality property', 'immo-wizards' ), array( 'objectType' => 'COMMERCIAL' ), $both, self::COMMERCIAL_FIELDS, self::COMMERCIAL_SEARCH_FIELDS ),
		);
		/**
		 * Filters the categories offered by the wizards.
		 *
		 * @param array $categories Category list.
		 */
		return (array) apply_filters( 'immo_wizards_categories', $list );
	}

	/**
	 * Ids of the shipped categories.
	 *
	 * @return int[]
	 */
	public static function category_ids(): array {
		return array_map( static fn ( $c ) => (int) $c['id'], self::categories() );
	}

	/**
	 * Field configs keyed by field id.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function fields(): array {
		$fields = array(
			'price.price'       => array(
				'type'               => 'currency',
				'unit'               => '€',
				'group'              => 'price',
				'icon'               => 'price',
				'label'              => _x( 'Price', 'lead wizard field label', 'immo-wizards' ),
				'marketingTypeLabel' => array(
					'buy'  => __( 'Purchase price', 'immo-wizards' ),
					'rent' => __( 'Monthly rent', 'immo-wizards' ),
				),
			),
			'area.livingSpace'  => array(
				'type'  => 'decimal',
				'unit'  => 'm²',
				'group' => 'area',
				'icon'  => 'living-space',
				'label' => __( 'Living space', 'immo-wizards' ),
			),
			'area.plotArea'     => array(
				'type'  => 'decimal',
				'unit'  => 'm²',
				'group' => 'area',
				'icon'  => 'plot-area',
				'label' => __( 'Plot area', 'immo-wizards' ),
			),
			'area.numberRooms'  => array(
				'type'  => 'decimal',
				'group' => 'area',
				'icon'  => 'rooms',
				'label' => __( 'Rooms', 'immo-wizards' ),
			),
			'property[baujahr]' => array(
				'type'  => 'int',
				'group' => 'property',
				'icon'  => 'year',
				'label' => __( 'Year of construction', 'immo-wizards' ),
			),
			'property[zustand]' => array(
				'type'   => 'select',
				'group'  => 'property',
				'icon'   => 'condition',
				'label'  => __( 'Condition', 'immo-wizards' ),
				'values' => array(
					array(
						'value' => 'Neuwertig',
						'label' => __( 'Like new', 'immo-wizards' ),
					),
					array(
						'value' => 'Gepflegt',
						'label' => __( 'Well maintained', 'immo-wizards' ),
					),
					array(
						'value' => 'Renovierungsbedürftig',
						'label' => __( 'In need of renovation', 'immo-wizards' ),
					),
				),
			),
			'property[balkon]'  => array(
				'type'   => 'bool',
				'group'  => 'property',
				'icon'   => 'balcony',
				'label'  => __( 'Balcony', 'immo-wizards' ),
				'values' => array(
					array(
						'value' => '1',
						'label' => __( 'Yes', 'immo-wizards' ),
					),
					array(
						'value' => '0',
						'label' => __( 'No', 'immo-wizards' ),
					),
				),
			),
		);
		$out    = array();
		foreach ( $fields as $id => $config ) {
			$out[ $id ] = array_merge(
				array(
					'id'    => $id,
					'unit'  => null,
					'range' => false,
				),
				$config
			);
		}
		/**
		 * Filters the field configs (keyed by field id).
		 *
		 * @param array $fields Field configs.
		 */
		return (array) apply_filters( 'immo_wizards_field_configs', $out );
	}

	/**
	 * Builds one category entry.
	 *
	 * @param int      $id      Id.
	 * @param string   $text    Icon and translation key.
	 * @param string   $name    Short name.
	 * @param string   $label   Translated label.
	 * @param string   $phrase  Translated genitive phrase for titles.
	 * @param array    $filter  objectType or marketingType.
	 * @param string[] $wizards Wizards showing it.
	 * @param string[] $fields  Field ids (lead wizard).
	 * @param string[] $search  Field ids with ranges in the saved-search wizard.
	 * @return array<string, mixed>
	 */
	private static function category( int $id, string $text, string $name, string $label, string $phrase, array $filter, array $wizards, array $fields, array $search ): array {
		return array(
			'id'     => $id,
			'text'   => $text,
			'name'   => $name,
			'label'  => $label,
			'phrase' => $phrase,
		) + $filter + array(
			'wizards'      => $wizards,
			'fields'       => $fields,
			'searchFields' => $search,
		);
	}
}

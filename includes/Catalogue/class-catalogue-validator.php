<?php
/**
 * Rules of the catalogue document the admin saves.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Catalogue;

use ImmoWizards\Settings\Defaults;

defined( 'ABSPATH' ) || exit;

/**
 * The schema (types, enums, lengths: checked by the REST server before the route runs) and the rules
 * a schema cannot say: every category and field once, range fields only where a range makes sense,
 * select values only for select fields, no blank labels. Errors name the item they are about.
 */
final class Catalogue_Validator {

	public const LABEL_MAX = 100;

	public const UNIT_MAX = 20;

	public const VALUES_MAX = 50;

	public const VALUE_MAX = 100;

	/**
	 * Schema of the document (the PUT route's args).
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function schema(): array {
		$label = array(
			'type'      => 'string',
			'minLength' => 1,
			'maxLength' => self::LABEL_MAX,
		);
		$order = array(
			'type'    => 'integer',
			'minimum' => 0,
			'maximum' => 1000,
		);
		$flag  = array( 'type' => 'boolean' );
		$field = array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'id'                 => self::required( array( 'enum' => array_keys( Defaults::fields() ) ) + array( 'type' => 'string' ) ),
				'type'               => array( 'type' => 'string' ),
				'label'              => self::required( $label ),
				'unit'               => array(
					'type'      => array( 'string', 'null' ),
					'maxLength' => self::UNIT_MAX,
				),
				'searchRange'        => self::required(
					array(
						'type' => 'string',
						'enum' => Catalogue::RANGE_KINDS,
					)
				),
				'marketingTypeLabel' => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'buy'  => self::required( $label ),
						'rent' => self::required( $label ),
					),
				),
				'values'             => array(
					'type'     => 'array',
					'minItems' => 1,
					'maxItems' => self::VALUES_MAX,
					'items'    => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'value' => self::required( array( 'maxLength' => self::VALUE_MAX ) + $label ),
							'label' => self::required( $label ),
						),
					),
				),
			),
		);
		$entry = array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'id'     => self::required( array( 'enum' => array_keys( Defaults::fields() ) ) + array( 'type' => 'string' ) ),
				'order'  => self::required( $order ),
				'lead'   => self::required( $flag ),
				'search' => self::required( $flag ),
			),
		);
		return array(
			'categories' => self::required(
				array(
					'type'     => 'array',
					'maxItems' => 100,
					'items'    => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'id'     => self::required(
								array(
									'type' => 'integer',
									'enum' => Defaults::category_ids(),
								)
							),
							'label'  => self::required( $label ),
							'icon'   => self::required(
								array(
									'type' => 'string',
									'enum' => Catalogue_Document::ICONS,
								)
							),
							'order'  => self::required( $order ),
							'lead'   => self::required( $flag ),
							'search' => self::required( $flag ),
							'fields' => self::required(
								array(
									'type'     => 'array',
									'maxItems' => 100,
									'items'    => $entry,
								)
							),
						),
					),
				)
			),
			'fields'     => self::required(
				array(
					'type'     => 'array',
					'maxItems' => 100,
					'items'    => $field,
				)
			),
		);
	}

	/**
	 * The normalised document (labels trimmed, empty units null) and the problems found, each with the
	 * path of its item, e.g. `categories[2].fields[0].search`.
	 *
	 * @param array<string,mixed> $document Document that passed the schema.
	 * @return array{0: array<string,mixed>, 1: array<int, array{path:string, message:string}>}
	 */
	public static function check( array $document ): array {
		$errors = array();
		$fields = Defaults::fields();
		$doc    = array(
			'categories' => array(),
			'fields'     => array(),
		);
		self::each_once( $document['categories'], array_map( 'strval', Defaults::category_ids() ), 'categories', $errors );
		self::each_once( $document['fields'], array_keys( $fields ), 'fields', $errors );
		foreach ( array_values( $document['categories'] ) as $i => $category ) {
			$path                = "categories[$i]";
			$category['label']   = self::label( $category['label'], "$path.label", $errors );
			$category['fields']  = array_values( $category['fields'] );
			$doc['categories'][] = $category;
			self::each_once( $category['fields'], array_keys( $fields ), "$path.fields", $errors );
			foreach ( $category['fields'] as $j => $entry ) {
				if ( $entry['search'] && ! in_array( $fields[ $entry['id'] ]['type'], Catalogue_Document::NUMERIC_TYPES, true ) ) {
					$errors[] = self::error( "$path.fields[$j].search", __( 'Only number fields can be asked as a range in the saved search.', 'immo-wizards' ) );
				}
			}
		}
		foreach ( array_values( $document['fields'] ) as $i => $field ) {
			$doc['fields'][] = self::field( $field, $fields[ $field['id'] ], "fields[$i]", $errors );
		}
		return array( $doc, $errors );
	}

	/**
	 * One field normalised.
	 *
	 * @param array<string,mixed>                           $field   Submitted field.
	 * @param array<string,mixed>                           $default Its shipped config.
	 * @param string                                        $path    Path of the item.
	 * @param array<int, array{path:string,message:string}> $errors Problems (appended to).
	 * @return array<string,mixed>
	 */
	private static function field( array $field, array $default, string $path, array &$errors ): array {
		$out = array(
			'id'          => $field['id'],
			'label'       => self::label( $field['label'], "$path.label", $errors ),
			'unit'        => '' === trim( (string) ( $field['unit'] ?? '' ) ) ? null : sanitize_text_field( $field['unit'] ),
			'searchRange' => $field['searchRange'],
		);
		if ( isset( $field['marketingTypeLabel'] ) ) {
			if ( ! isset( $default['marketingTypeLabel'] ) ) {
				$errors[] = self::error( "$path.marketingTypeLabel", __( 'This field has no labels per marketing type.', 'immo-wizards' ) );
			}
			$out['marketingTypeLabel'] = array(
				'buy'  => self::label( $field['marketingTypeLabel']['buy'], "$path.marketingTypeLabel.buy", $errors ),
				'rent' => self::label( $field['marketingTypeLabel']['rent'], "$path.marketingTypeLabel.rent", $errors ),
			);
		}
		if ( isset( $field['values'] ) ) {
			if ( 'select' !== $default['type'] ) {
				$errors[] = self::error( "$path.values", __( 'Only select fields have a list of values.', 'immo-wizards' ) );
			}
			$out['values'] = array();
			foreach ( array_values( $field['values'] ) as $k => $option ) {
				$value = self::label( $option['value'], "$path.values[$k].value", $errors );
				if ( in_array( $value, array_column( $out['values'], 'value' ), true ) ) {
					$errors[] = self::error( "$path.values[$k].value", __( 'This value is listed twice.', 'immo-wizards' ) );
				}
				$out['values'][] = array(
					'value' => $value,
					'label' => self::label( $option['label'], "$path.values[$k].label", $errors ),
				);
			}
		}
		return $out;
	}

	/**
	 * Checks that a list names every known id exactly once.
	 *
	 * @param array<int, array<string,mixed>>               $items  Items with an `id`.
	 * @param string[]                                      $known  Known ids.
	 * @param string                                        $path   Path of the list.
	 * @param array<int, array{path:string,message:string}> $errors Problems (appended to).
	 */
	private static function each_once( array $items, array $known, string $path, array &$errors ): void {
		$seen = array();
		foreach ( array_values( $items ) as $i => $item ) {
			$id = (string) $item['id'];
			if ( isset( $seen[ $id ] ) ) {
				/* translators: %s: category or field id. */
				$errors[] = self::error( "{$path}[$i].id", sprintf( __( '%s is listed twice.', 'immo-wizards' ), $id ) );
			}
			$seen[ $id ] = true;
		}
		foreach ( array_diff( $known, array_keys( $seen ) ) as $missing ) {
			/* translators: %s: category or field id. */
			$errors[] = self::error( $path, sprintf( __( '%s is missing.', 'immo-wizards' ), $missing ) );
		}
	}

	/**
	 * A label without tags and surrounding blanks; a problem when nothing is left.
	 *
	 * @param string                                        $raw    Submitted label.
	 * @param string                                        $path   Path of the label.
	 * @param array<int, array{path:string,message:string}> $errors Problems (appended to).
	 */
	private static function label( string $raw, string $path, array &$errors ): string {
		$label = sanitize_text_field( $raw );
		if ( '' === $label ) {
			$errors[] = self::error( $path, __( 'Please enter a text.', 'immo-wizards' ) );
		}
		return $label;
	}

	/**
	 * One problem.
	 *
	 * @param string $path    Path of the item.
	 * @param string $message What is wrong.
	 * @return array{path:string, message:string}
	 */
	private static function error( string $path, string $message ): array {
		return array(
			'path'    => $path,
			'message' => $message,
		);
	}

	/**
	 * A schema marked required.
	 *
	 * @param array<string,mixed> $schema Schema.
	 * @return array<string,mixed>
	 */
	private static function required( array $schema ): array {
		return $schema + array( 'required' => true );
	}
}

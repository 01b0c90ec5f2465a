<?php
/**
 * Pieces of the [label, value] rows the request types describe their payload with.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Catalogue\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * Plain text rows (the mail template escapes them), shared by the lead and the saved search.
 */
final class Detail_Rows {

	/**
	 * The type's part of a stored payload (an empty array when missing).
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 * @param string              $key     The type's body key.
	 * @return array<string,mixed>
	 */
	public static function part( array $payload, string $key ): array {
		return is_array( $payload[ $key ] ?? null ) ? $payload[ $key ] : array();
	}

	/**
	 * Rows of the category choice: property type, marketing and category.
	 *
	 * @param array<string,mixed>      $choice    Lead or saved search.
	 * @param array{0:string,1:string} $marketing Labels of buy and rent (the owner sells or lets; the searcher buys or rents).
	 * @return array<int, array{0:string,1:string}>
	 */
	public static function choice( array $choice, array $marketing ): array {
		return array(
			array( __( 'Property type', 'immo-wizards' ), 'COMMERCIAL' === ( $choice['objectType'] ?? '' ) ? __( 'Commercial', 'immo-wizards' ) : __( 'Residential', 'immo-wizards' ) ),
			array( __( 'Marketing', 'immo-wizards' ), self::marketing( $choice, $marketing ) ),
			array( __( 'Category', 'immo-wizards' ), self::category( $choice ) ),
		);
	}

	/**
	 * The chosen marketing as text.
	 *
	 * @param array<string,mixed>      $choice    Lead or saved search.
	 * @param array{0:string,1:string} $marketing Labels of buy and rent.
	 */
	public static function marketing( array $choice, array $marketing ): string {
		return 'rent' === ( $choice['marketingType'] ?? '' ) ? $marketing[1] : $marketing[0];
	}

	/**
	 * The chosen category's label (its id when it is no longer configured).
	 *
	 * @param array<string,mixed> $choice Lead or saved search.
	 */
	public static function category( array $choice ): string {
		$category = Catalogue::category_by_id( (int) ( $choice['categoryId'] ?? 0 ) );
		return $category ? (string) $category['label'] : (string) ( $choice['categoryId'] ?? '' );
	}

	/**
	 * The text of one named field value ('' when it was not given).
	 *
	 * @param array<int, mixed> $fields Field value entries.
	 * @param string            $name   Field name, e.g. price.price.
	 */
	public static function field( array $fields, string $name ): string {
		foreach ( $fields as $field ) {
			if ( is_array( $field ) && isset( $field['name'] ) && $field['name'] === $name ) {
				return self::field_value( $field, Catalogue::fields()[ $name ] ?? null );
			}
		}
		return '';
	}

	/**
	 * Rows of field values (single values and ranges).
	 *
	 * @param array<int, mixed> $fields         Field value entries.
	 * @param string            $marketing_type buy or rent (price label).
	 * @return array<int, array{0:string,1:string}>
	 */
	public static function fields( array $fields, string $marketing_type ): array {
		$rows    = array();
		$configs = Catalogue::fields();
		foreach ( $fields as $field ) {
			if ( ! is_array( $field ) || ! isset( $field['name'] ) ) {
				continue;
			}
			$config = $configs[ $field['name'] ] ?? null;
			$label  = $config ? (string) $config['label'] : (string) $field['name'];
			if ( $config && 'price.price' === $field['name'] && isset( $config['marketingTypeLabel'][ $marketing_type ] ) ) {
				$label = (string) $config['marketingTypeLabel'][ $marketing_type ];
			}
			$rows[] = array( $label, self::field_value( $field, $config ) );
		}
		return $rows;
	}

	/**
	 * Address as one line.
	 *
	 * @param array<string,mixed> $location Location.
	 */
	public static function address( array $location ): string {
		$street = trim( ( $location['street'] ?? '' ) . ' ' . ( $location['number'] ?? '' ) );
		$city   = trim( ( $location['zip'] ?? '' ) . ' ' . ( $location['city'] ?? '' ) );
		if ( '' !== (string) ( $location['district'] ?? '' ) ) {
			$city .= ' – ' . $location['district'];
		}
		$line = implode( ', ', array_filter( array( $street, $city ), 'strlen' ) );
		return '' !== $line ? $line : (string) ( $location['text'] ?? '' );
	}

	/**
	 * Field value as text.
	 *
	 * @param array<string,mixed>      $field  Field value entry.
	 * @param array<string,mixed>|null $config Field config.
	 */
	private static function field_value( array $field, ?array $config ): string {
		$unit = $config && ! empty( $config['unit'] ) ? ' ' . $config['unit'] : '';
		if ( 'RANGE' === ( $field['valueType'] ?? '' ) ) {
			$min = isset( $field['minValue'] ) ? self::number( $field['minValue'] ) . $unit : '…';
			$max = isset( $field['maxValue'] ) ? self::number( $field['maxValue'] ) . $unit : '…';
			return $min . ' – ' . $max;
		}
		$value = $field['value'] ?? ( $field['data'] ?? '' );
		if ( is_int( $value ) || is_float( $value ) ) {
			return 'property[baujahr]' === ( $field['name'] ?? '' ) ? (string) $value : self::number( $value ) . $unit;
		}
		foreach ( (array) ( $config['values'] ?? array() ) as $option ) {
			if ( (string) $option['value'] === (string) $value ) {
				return (string) $option['label'];
			}
		}
		return (string) $value;
	}

	/**
	 * Localised number.
	 *
	 * @param mixed $value Number.
	 */
	private static function number( $value ): string {
		$value = (float) $value;
		return number_format_i18n( $value, floor( $value ) === $value ? 0 : 2 );
	}
}

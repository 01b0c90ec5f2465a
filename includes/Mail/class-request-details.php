<?php
/**
 * Human-readable rows of a request for mails.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Settings\Defaults;
use ImmoWizards\Storage\Location_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Turns stored payloads into [label, value] rows (plain text; the template escapes them).
 */
final class Request_Details {

	/**
	 * Constructor.
	 *
	 * @param Location_Repository $locations Regions (names of a saved search's regions).
	 */
	public function __construct( private Location_Repository $locations = new Location_Repository() ) {
	}

	/**
	 * Translated name of a request type.
	 *
	 * @param string $type Request type.
	 */
	public function type_label( string $type ): string {
		$labels = array(
			'lead'           => __( 'Owner lead', 'immo-wizards' ),
			'saved_search'   => __( 'Saved search', 'immo-wizards' ),
			'expose_inquiry' => __( 'Exposé inquiry', 'immo-wizards' ),
			'message'        => __( 'Message', 'immo-wizards' ),
			'newsletter'     => __( 'Newsletter', 'immo-wizards' ),
		);
		return $labels[ $type ] ?? $type;
	}

	/**
	 * Contact rows.
	 *
	 * @param array<string,mixed> $contact Contact data.
	 * @return array<int, array{0:string,1:string}>
	 */
	public function contact_rows( array $contact ): array {
		$labels = array(
			'salutation' => __( 'Salutation', 'immo-wizards' ),
			'firstname'  => __( 'First name', 'immo-wizards' ),
			'lastname'   => __( 'Last name', 'immo-wizards' ),
			'email'      => __( 'E-mail', 'immo-wizards' ),
			'phone'      => __( 'Phone', 'immo-wizards' ),
			'street'     => __( 'Street', 'immo-wizards' ),
			'number'     => __( 'House number', 'immo-wizards' ),
			'zip'        => __( 'Postcode', 'immo-wizards' ),
			'city'       => __( 'City', 'immo-wizards' ),
		);
		$rows   = array();
		foreach ( $labels as $key => $label ) {
			$value = isset( $contact[ $key ] ) ? (string) $contact[ $key ] : '';
			if ( '' !== $value ) {
				$rows[] = array( $label, $value );
			}
		}
		$consents = is_array( $contact['customFields'] ?? null ) ? $contact['customFields'] : array();
		$rows[]   = array( __( 'Contact by phone, letter or e-mail', 'immo-wizards' ), $this->yes_no( ! empty( $consents['acceptContact'] ) ) );
		$rows[]   = array( __( 'Newsletter', 'immo-wizards' ), $this->yes_no( ! empty( $consents['newsletter'] ) ) );
		return $rows;
	}

	/**
	 * Rows specific to the request type.
	 *
	 * @param string              $type    Request type.
	 * @param array<string,mixed> $payload Stored payload.
	 * @return array<int, array{0:string,1:string}>
	 */
	public function rows( string $type, array $payload ): array {
		$part = static fn ( string $key ) => is_array( $payload[ $key ] ?? null ) ? $payload[ $key ] : array();
		switch ( $type ) {
			case 'lead':
				return $this->lead_rows( $part( 'lead' ) );
			case 'saved_search':
				return $this->search_rows( $part( 'savedSearch' ) );
			case 'expose_inquiry':
				return $this->inquiry_rows( $part( 'exposeInquiry' ) );
			case 'message':
				return array( array( __( 'Message', 'immo-wizards' ), (string) ( $payload['message'] ?? '' ) ) );
			case 'newsletter':
				return array( array( __( 'Request', 'immo-wizards' ), __( 'Newsletter subscription', 'immo-wizards' ) ) );
		}
		return array();
	}

	/**
	 * Rows of an owner lead.
	 *
	 * @param array<string,mixed> $lead Lead.
	 * @return array<int, array{0:string,1:string}>
	 */
	private function lead_rows( array $lead ): array {
		$category = Defaults::category_by_id( (int) ( $lead['categoryId'] ?? 0 ) );
		$location = is_array( $lead['location'] ?? null ) ? $lead['location'] : array();
		$rows     = array(
			array( __( 'Property type', 'immo-wizards' ), 'COMMERCIAL' === ( $lead['objectType'] ?? '' ) ? __( 'Commercial', 'immo-wizards' ) : __( 'Residential', 'immo-wizards' ) ),
			array( __( 'Marketing', 'immo-wizards' ), 'rent' === ( $lead['marketingType'] ?? '' ) ? __( 'Let', 'immo-wizards' ) : __( 'Sell', 'immo-wizards' ) ),
			array( __( 'Category', 'immo-wizards' ), $category ? (string) $category['label'] : (string) ( $lead['categoryId'] ?? '' ) ),
			array( __( 'Address', 'immo-wizards' ), $this->address( $location ) ),
		);
		if ( isset( $location['lat'], $location['lng'] ) ) {
			$rows[] = array( __( 'Coordinates', 'immo-wizards' ), sprintf( '%.6F, %.6F', (float) $location['lat'], (float) $location['lng'] ) );
		}
		return array_merge( $rows, $this->field_rows( (array) ( $lead['fields'] ?? array() ), (string) ( $lead['marketingType'] ?? 'buy' ) ) );
	}

	/**
	 * Rows of a saved search.
	 *
	 * @param array<string,mixed> $search Saved search.
	 * @return array<int, array{0:string,1:string}>
	 */
	private function search_rows( array $search ): array {
		$category = Defaults::category_by_id( (int) ( $search['categoryId'] ?? 0 ) );
		$names    = $this->locations->names();
		$regions  = array();
		foreach ( (array) ( $search['locations'] ?? array() ) as $location ) {
			$id        = is_array( $location ) ? (int) ( $location['locationId'] ?? 0 ) : 0;
			$regions[] = $names[ $id ] ?? '#' . $id;
		}
		$rows = array(
			array( __( 'Property type', 'immo-wizards' ), 'COMMERCIAL' === ( $search['objectType'] ?? '' ) ? __( 'Commercial', 'immo-wizards' ) : __( 'Residential', 'immo-wizards' ) ),
			array( __( 'Marketing', 'immo-wizards' ), 'rent' === ( $search['marketingType'] ?? '' ) ? __( 'Rent', 'immo-wizards' ) : __( 'Buy', 'immo-wizards' ) ),
			array( __( 'Category', 'immo-wizards' ), $category ? (string) $category['label'] : (string) ( $search['categoryId'] ?? '' ) ),
			array( __( 'Regions', 'immo-wizards' ), implode( ', ', $regions ) ),
		);
		return array_merge( $rows, $this->field_rows( (array) ( $search['fields'] ?? array() ), (string) ( $search['marketingType'] ?? 'buy' ) ) );
	}

	/**
	 * Rows of an exposé inquiry.
	 *
	 * @param array<string,mixed> $inquiry Inquiry.
	 * @return array<int, array{0:string,1:string}>
	 */
	private function inquiry_rows( array $inquiry ): array {
		$wishes  = array(
			'besichtigung' => __( 'Viewing', 'immo-wizards' ),
			'anruf'        => __( 'Call back', 'immo-wizards' ),
			'detail'       => __( 'Further details', 'immo-wizards' ),
		);
		$methods = array(
			'email'  => __( 'E-mail', 'immo-wizards' ),
			'phone'  => __( 'Phone', 'immo-wizards' ),
			'letter' => __( 'Letter', 'immo-wizards' ),
		);
		$wish    = array_map( static fn ( $w ) => $wishes[ $w ] ?? (string) $w, (array) ( $inquiry['wish'] ?? array() ) );
		$rows    = array(
			array( __( 'Property id', 'immo-wizards' ), (string) ( $inquiry['objectId'] ?? '' ) ),
			array( __( 'Property reference', 'immo-wizards' ), (string) ( $inquiry['customObjectId'] ?? '' ) ),
			array( __( 'Company', 'immo-wizards' ), (string) ( $inquiry['company'] ?? '' ) ),
			array( __( 'Wishes', 'immo-wizards' ), implode( ', ', $wish ) ),
			array( __( 'Preferred contact method', 'immo-wizards' ), $methods[ $inquiry['contactMethod'] ?? '' ] ?? '' ),
			array( __( 'Message', 'immo-wizards' ), (string) ( $inquiry['message'] ?? '' ) ),
		);
		return array_values( array_filter( $rows, static fn ( $row ) => '' !== $row[1] ) );
	}

	/**
	 * Rows of field values (single values and ranges).
	 *
	 * @param array<int, mixed> $fields         Field value entries.
	 * @param string            $marketing_type buy or rent (price label).
	 * @return array<int, array{0:string,1:string}>
	 */
	private function field_rows( array $fields, string $marketing_type ): array {
		$rows    = array();
		$configs = Defaults::fields();
		foreach ( $fields as $field ) {
			if ( ! is_array( $field ) || ! isset( $field['name'] ) ) {
				continue;
			}
			$config = $configs[ $field['name'] ] ?? null;
			$label  = $config ? (string) $config['label'] : (string) $field['name'];
			if ( $config && 'price.price' === $field['name'] && isset( $config['marketingTypeLabel'][ $marketing_type ] ) ) {
				$label = (string) $config['marketingTypeLabel'][ $marketing_type ];
			}
			$rows[] = array( $label, $this->field_value( $field, $config ) );
		}
		return $rows;
	}

	/**
	 * Address as one line.
	 *
	 * @param array<string,mixed> $location Location.
	 */
	private function address( array $location ): string {
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
	private function field_value( array $field, ?array $config ): string {
		$unit = $config && ! empty( $config['unit'] ) ? ' ' . $config['unit'] : '';
		if ( 'RANGE' === ( $field['valueType'] ?? '' ) ) {
			$min = isset( $field['minValue'] ) ? $this->number( $field['minValue'] ) . $unit : '…';
			$max = isset( $field['maxValue'] ) ? $this->number( $field['maxValue'] ) . $unit : '…';
			return $min . ' – ' . $max;
		}
		$value = $field['value'] ?? ( $field['data'] ?? '' );
		if ( is_int( $value ) || is_float( $value ) ) {
			return 'property[baujahr]' === ( $field['name'] ?? '' ) ? (string) $value : $this->number( $value ) . $unit;
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
	private function number( $value ): string {
		$value = (float) $value;
		return number_format_i18n( $value, floor( $value ) === $value ? 0 : 2 );
	}

	/**
	 * Yes / No.
	 *
	 * @param bool $value Value.
	 */
	private function yes_no( bool $value ): string {
		return $value ? __( 'Yes', 'immo-wizards' ) : __( 'No', 'immo-wizards' );
	}
}

<?php
/**
 * One OpenImmo `<immobilie>` → a listing.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Listings\Property_Schema;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM and XMLReader properties.

/**
 * Pure mapping (no writes): ids and action, category, marketing and object type, address, price,
 * areas, build year, status, texts and attachments. What cannot be mapped becomes a warning; only an
 * object without any id is refused (it could never be updated or deleted later).
 */
final class Object_Mapper {

	/** Rent prices, the first present wins. */
	private const RENT_PRICES = array( 'kaltmiete', 'nettokaltmiete', 'warmmiete', 'pauschalmiete' );

	/** Commercial space used as "living space" when a commercial object has none. */
	private const COMMERCIAL_SPACES = array( 'nutzflaeche', 'gesamtflaeche', 'bueroflaeche', 'verkaufsflaeche', 'ladenflaeche', 'lagerflaeche', 'gastroflaeche' );

	private const STATUSES = array(
		'OFFEN'      => 'active',
		'RESERVIERT' => 'reserved',
		'VERKAUFT'   => 'sold',
	);

	/**
	 * Maps an object.
	 *
	 * @param \DOMElement $object The `<immobilie>` element.
	 * @return array{key:string,ref:string,obid:string,extern:string,action:string,values:array<string,mixed>,address_public:bool,title:string,content:string,excerpt:string,images:array<int,array<string,string>>,extras:array<string,mixed>,stand_vom:string,warnings:string[]}
	 * @throws Import_Error When the object has no id at all.
	 */
	public function map( \DOMElement $object ): array {
		$techn  = Dom::find( $object, 'verwaltung_techn' );
		$extern = mb_substr( Dom::text( $techn, 'objektnr_extern' ), 0, 64 );
		$obid   = mb_substr( Dom::text( $techn, 'openimmo_obid' ), 0, 100 );
		if ( '' === $extern && '' === $obid ) {
			throw new Import_Error( 'immo_wizards_import_no_id', __( 'The object has neither an objektnr_extern nor an openimmo_obid, so it could never be updated or deleted: skipped.', 'immo-wizards' ) );
		}
		$warnings = array();
		$action   = strtoupper( Dom::attr( Dom::find( $techn, 'aktion' ), 'aktionart' ) );
		$values   = $this->category( $object, $warnings ) + $this->address( $object ) + $this->areas( $object );
		$values  += $this->price( $object, $values['marketingType'], $warnings );

		$values['marketingType'] ??= $values['_price_kind'];
		unset( $values['_price_kind'] );
		$values['customObjectId'] = '' === $extern ? null : $extern;
		$values['buildYear']      = preg_match( '/\b(1[0-9]{3}|2[0-2][0-9]{2})\b/', Dom::text( $object, 'zustand_angaben/baujahr' ), $year ) ? (int) $year[1] : null;
		$values['status']         = 'REFERENZ' === $action ? 'sold' : ( self::STATUSES[ strtoupper( Dom::attr( Dom::find( $object, 'zustand_angaben/verkaufstatus' ), 'stand' ) ) ] ?? 'active' );
		if ( null === $values['livingSpace'] && 'COMMERCIAL' === $values['objectType'] ) {
			$values['livingSpace'] = $this->first_number( Dom::find( $object, 'flaechen' ), self::COMMERCIAL_SPACES );
		}
		$schemas = Property_Schema::values();
		foreach ( $values as $name => $value ) {
			if ( is_string( $value ) && isset( $schemas[ $name ]['maxLength'] ) ) {
				$value           = mb_substr( $value, 0, $schemas[ $name ]['maxLength'] );
				$values[ $name ] = $value;
			}
			if ( null !== $value && null === Property_Schema::normalize( $name, $value ) ) {
				/* translators: 1: value name, 2: the value */
				$warnings[]      = sprintf( __( '%1$s "%2$s" is not valid and was left empty.', 'immo-wizards' ), $name, (string) $value );
				$values[ $name ] = null;
			}
		}

		$texts = Text_Mapper::map( $object, '' === $extern ? $obid : $extern );
		return array(
			'key'            => '' === $extern ? $obid : $extern,
			'ref'            => '' === $extern ? $obid : $extern,
			'obid'           => $obid,
			'extern'         => $extern,
			'action'         => 'DELETE' === $action ? 'delete' : 'upsert',
			'values'         => $values,
			'address_public' => false !== Dom::bool( Dom::text( $object, 'verwaltung_objekt/objektadresse_freigeben' ) ),
			'title'          => $texts['title'],
			'content'        => $texts['content'],
			'excerpt'        => $texts['excerpt'],
			'images'         => Attachment_Mapper::map( $object ),
			'extras'         => $this->extras( $object, $techn ),
			'stand_vom'      => preg_match( '/^\d{4}-\d{2}-\d{2}/', Dom::text( $techn, 'stand_vom' ), $date ) ? $date[0] : '',
			'warnings'       => $warnings,
		);
	}

	/**
	 * Category, object type and marketing type from `objektkategorie`.
	 *
	 * @param \DOMElement $object   Object.
	 * @param string[]    $warnings Warnings (appended).
	 * @return array{categoryId:int|null,objectType:string|null,marketingType:string|null}
	 */
	private function category( \DOMElement $object, array &$warnings ): array {
		$category = Dom::find( $object, 'objektkategorie' );
		if ( null === $category ) {
			$warnings[] = __( 'No objektkategorie: imported without category and object type.', 'immo-wizards' );
		}
		$kind = null;
		foreach ( Dom::find( $category, 'objektart' )?->childNodes ?? array() as $node ) {
			if ( $node instanceof \DOMElement && ! in_array( strtolower( (string) $node->localName ), array( 'objektart_zusatz', 'subobjektart', 'user_defined_simplefield', 'user_defined_anyfield' ), true ) ) {
				$kind = $node;
				break;
			}
		}
		[ $category_id, $type_hint ] = null === $kind ? array( null, null ) : Category_Map::map( (string) $kind->localName, strtoupper( Dom::attr( $kind, Category_Map::type_attribute( (string) $kind->localName ) ) ) );
		if ( null !== $kind && null === $category_id ) {
			/* translators: %s: OpenImmo object kind such as "zimmer" */
			$warnings[] = sprintf( __( 'The object kind "%s" has no category here: imported without category.', 'immo-wizards' ), (string) $kind->localName );
		}

		$usage   = Dom::find( $category, 'nutzungsart' );
		$living  = Dom::bool( Dom::attr( $usage, 'WOHNEN' ) );
		$trade   = Dom::bool( Dom::attr( $usage, 'GEWERBE' ) );
		$type    = $living && ! $trade ? 'LIVING' : ( $trade && ! $living ? 'COMMERCIAL' : $type_hint );
		$market  = Dom::find( $category, 'vermarktungsart' );
		$buy     = (bool) Dom::bool( Dom::attr( $market, 'KAUF' ) );
		$rent    = (bool) Dom::bool( Dom::attr( $market, 'MIETE_PACHT' ) );
		$selling = $buy && ! $rent ? 'buy' : ( $rent && ! $buy ? 'rent' : null );
		return array(
			'categoryId'    => $category_id,
			'objectType'    => $type,
			'marketingType' => $selling,
		);
	}

	/**
	 * Price: the purchase price for sales, the first rent price for lettings; for an unknown
	 * marketing type whichever is present (and that decides the marketing type).
	 *
	 * @param \DOMElement $object    Object.
	 * @param string|null $marketing Marketing type so far.
	 * @param string[]    $warnings  Warnings (appended).
	 * @return array{price:float|null,_price_kind:string|null}
	 */
	private function price( \DOMElement $object, ?string $marketing, array &$warnings ): array {
		$prices   = Dom::find( $object, 'preise' );
		$purchase = Dom::find( $prices, 'kaufpreis' );
		$buy      = Dom::number( Dom::text( $prices, 'kaufpreis' ) );
		if ( null !== $purchase && Dom::bool( Dom::attr( $purchase, 'auf_anfrage' ) ) ) {
			$buy = null;
		}
		$rent = $this->first_number( $prices, self::RENT_PRICES );
		if ( null === $marketing && null === Dom::find( $object, 'objektkategorie' ) && ( null !== $buy || null !== $rent ) ) {
			$warnings[] = __( 'The marketing type was taken from the price.', 'immo-wizards' );
		}
		return match ( $marketing ) {
			'buy'   => array(
				'price'       => $buy,
				'_price_kind' => null,
			),
			'rent'  => array(
				'price'       => $rent,
				'_price_kind' => null,
			),
			default => array(
				'price'       => $buy ?? $rent,
				'_price_kind' => null !== $buy ? 'buy' : ( null !== $rent ? 'rent' : null ),
			),
		};
	}

	/**
	 * Postcode, city, district, street, number and coordinates.
	 *
	 * @param \DOMElement $object Object.
	 * @return array<string, string|float|null>
	 */
	private function address( \DOMElement $object ): array {
		$geo      = Dom::find( $object, 'geo' );
		$place    = Dom::text( $geo, 'ort' );
		$district = Dom::text( $geo, 'regionaler_zusatz' );
		// "Mainz / Lerchenberg": city and district in one field.
		$parts = preg_split( '#\s*(?:/|,)\s*#u', $place, 2 );
		if ( count( $parts ) === 2 && '' !== $parts[0] ) {
			$place    = $parts[0];
			$district = '' === $district ? $parts[1] : $district;
		}
		$point = Dom::find( $geo, 'geokoordinaten' );
		$lat   = Dom::number( Dom::attr( $point, 'breitengrad' ) ) ?? $this->simplefield( $geo, 'geokoordinaten_breitengrad' );
		$lng   = Dom::number( Dom::attr( $point, 'laengengrad' ) ) ?? $this->simplefield( $geo, 'geokoordinaten_laengengrad' );
		if ( null === $lat || null === $lng || ( 0.0 === $lat && 0.0 === $lng ) ) {
			$lat = null;
			$lng = null;
		}
		return array(
			'zip'      => self::or_null( Dom::text( $geo, 'plz' ) ),
			'city'     => self::or_null( $place ),
			'district' => self::or_null( $district ),
			'street'   => self::or_null( Dom::text( $geo, 'strasse' ) ),
			'number'   => self::or_null( Dom::text( $geo, 'hausnummer' ) ),
			'lat'      => $lat,
			'lng'      => $lng,
		);
	}

	/**
	 * Living space, plot area and rooms (decimals kept: 2.5 rooms).
	 *
	 * @param \DOMElement $object Object.
	 * @return array{livingSpace:float|null,plotArea:float|null,rooms:float|null}
	 */
	private function areas( \DOMElement $object ): array {
		$areas = Dom::find( $object, 'flaechen' );
		return array(
			'livingSpace' => Dom::number( Dom::text( $areas, 'wohnflaeche' ) ),
			'plotArea'    => Dom::number( Dom::text( $areas, 'grundstuecksflaeche' ) ),
			'rooms'       => Dom::number( Dom::text( $areas, 'anzahl_zimmer' ) ),
		);
	}

	/**
	 * What the listing keeps beyond its facts: ids for support, side costs, state and country.
	 *
	 * @param \DOMElement      $object Object.
	 * @param \DOMElement|null $techn  `verwaltung_techn`.
	 * @return array<string, string|float|bool>
	 */
	private function extras( \DOMElement $object, ?\DOMElement $techn ): array {
		$prices = Dom::find( $object, 'preise' );
		$extras = array(
			'objektnr_intern'  => Dom::text( $techn, 'objektnr_intern' ),
			'currency'         => strtoupper( Dom::attr( Dom::find( $prices, 'waehrung' ), 'iso_waehrung' ) ),
			'price_on_request' => (bool) Dom::bool( Dom::attr( Dom::find( $prices, 'kaufpreis' ), 'auf_anfrage' ) ),
			'state'            => Dom::text( $object, 'geo/bundesland' ),
			'country'          => strtoupper( Dom::attr( Dom::find( $object, 'geo/land' ), 'iso_land' ) ),
		);
		foreach ( array( 'nebenkosten', 'heizkosten', 'kaution', 'hausgeld' ) as $cost ) {
			$amount = Dom::number( Dom::text( $prices, $cost ) );
			if ( null !== $amount ) {
				$extras[ $cost ] = $amount;
			}
		}
		return array_map( static fn ( $value ) => is_string( $value ) ? sanitize_text_field( mb_substr( $value, 0, 100 ) ) : $value, array_filter( $extras, static fn ( $value ) => '' !== $value ) );
	}

	/**
	 * The first of several number elements that holds a number.
	 *
	 * @param \DOMElement|null $parent Parent.
	 * @param string[]         $names  Element names in order.
	 */
	private function first_number( ?\DOMElement $parent, array $names ): ?float {
		foreach ( $names as $name ) {
			$number = Dom::number( Dom::text( $parent, $name ) );
			if ( null !== $number && $number > 0 ) {
				return $number;
			}
		}
		return null;
	}

	/**
	 * A number from a `user_defined_simplefield` whose name starts with $prefix (justimmo).
	 *
	 * @param \DOMElement|null $parent Parent.
	 * @param string           $prefix Field name prefix.
	 */
	private function simplefield( ?\DOMElement $parent, string $prefix ): ?float {
		foreach ( Dom::children( $parent, 'user_defined_simplefield' ) as $field ) {
			if ( str_starts_with( strtolower( Dom::attr( $field, 'feldname' ) ), $prefix ) ) {
				return Dom::number( Dom::clean( (string) $field->textContent ) );
			}
		}
		return null;
	}

	/**
	 * Null for an empty string.
	 *
	 * @param string $value Value.
	 */
	private static function or_null( string $value ): ?string {
		return '' === $value ? null : $value;
	}
}

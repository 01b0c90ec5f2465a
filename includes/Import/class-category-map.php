<?php
/**
 * OpenImmo `objektart` → the spec's categories.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * The eight categories of the spec (§3). Kinds without a category (zimmer, parken, land_und_forst-
 * wirtschaft, sonstige, …) are imported without one and reported.
 */
final class Category_Map {

	/** Kind → [category id, object type]. */
	private const KINDS = array(
		'wohnung'           => array( 30225, 'LIVING' ),
		'haus'              => array( 22332, 'LIVING' ),
		'grundstueck'       => array( 19795, 'LIVING' ),
		'buero_praxen'      => array( 42723, 'COMMERCIAL' ),
		'einzelhandel'      => array( 82397, 'COMMERCIAL' ),
		'hallen_lager_prod' => array( 11080, 'COMMERCIAL' ),
		'gastgewerbe'       => array( 30911, 'COMMERCIAL' ),
	);

	/** Kinds without a category but with an obvious object type. */
	private const TYPES_ONLY = array(
		'zimmer'                       => 'LIVING',
		'freizeitimmobilie_gewerblich' => 'COMMERCIAL',
		'land_und_forstwirtschaft'     => 'COMMERCIAL',
	);

	private const APARTMENT_BUILDING = 36561;

	/**
	 * Category and object type of an `objektart` child.
	 *
	 * @param string $kind Local name of the objektart child (e.g. `haus`).
	 * @param string $type Its type attribute (haustyp, grundst_typ, zins_typ, …), upper case.
	 * @return array{0:int|null,1:string|null} [category id, object type]
	 */
	public static function map( string $kind, string $type ): array {
		$kind = strtolower( $kind );
		if ( 'haus' === $kind && 'MEHRFAMILIENHAUS' === $type ) {
			return array( self::APARTMENT_BUILDING, 'LIVING' );
		}
		if ( 'zinshaus_renditeobjekt' === $kind ) {
			return in_array( $type, array( 'MEHRFAMILIENHAUS', 'WOHNANLAGEN' ), true )
				? array( self::APARTMENT_BUILDING, 'LIVING' )
				: array( null, 'COMMERCIAL' );
		}
		if ( 'grundstueck' === $kind && in_array( $type, array( 'GEWERBE', 'INDUSTRIE', 'GEWERBEPARK' ), true ) ) {
			return array( self::KINDS['grundstueck'][0], 'COMMERCIAL' );
		}
		if ( isset( self::KINDS[ $kind ] ) ) {
			return self::KINDS[ $kind ];
		}
		return array( null, self::TYPES_ONLY[ $kind ] ?? null );
	}

	/**
	 * The attribute that carries the sub-type of a kind.
	 *
	 * @param string $kind Kind.
	 */
	public static function type_attribute( string $kind ): string {
		return match ( strtolower( $kind ) ) {
			'wohnung'           => 'wohnungtyp',
			'haus'              => 'haustyp',
			'grundstueck'       => 'grundst_typ',
			'buero_praxen'      => 'buero_typ',
			'einzelhandel'      => 'handel_typ',
			'hallen_lager_prod' => 'hallen_typ',
			'gastgewerbe'       => 'gastgew_typ',
			'zinshaus_renditeobjekt' => 'zins_typ',
			default             => '',
		};
	}
}

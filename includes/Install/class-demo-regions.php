<?php
/**
 * The regions shipped for the demo: Dresden with district groups.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

defined( 'ABSPATH' ) || exit;

/**
 * Groups (ids 1–4) have no geometry of their own: their area is their children's. Children (ids 11…)
 * are simple polygons around the real districts (approximate; children of one group are adjacent, no
 * polygon overlaps another). Ids are stable: saved searches refer to them.
 */
final class Demo_Regions {

	/**
	 * Rows for the locations table.
	 *
	 * @return array<int, array{location_id:int,parent_id:int,name:string,geometry:array<string,mixed>|null,sort:int}>
	 */
	public static function all(): array {
		$groups = array(
			1 => array(
				'Altstadt',
				array(
					11 => array( 'Innere Altstadt', array( array( 13.728, 51.047 ), array( 13.748, 51.047 ), array( 13.748, 51.058 ), array( 13.728, 51.058 ) ) ),
					12 => array( 'Pirnaische Vorstadt', array( array( 13.748, 51.044 ), array( 13.770, 51.044 ), array( 13.770, 51.056 ), array( 13.758, 51.058 ), array( 13.748, 51.058 ) ) ),
					13 => array( 'Seevorstadt', array( array( 13.720, 51.038 ), array( 13.748, 51.038 ), array( 13.748, 51.044 ), array( 13.748, 51.047 ), array( 13.720, 51.047 ) ) ),
				),
			),
			2 => array(
				'Neustadt',
				array(
					21 => array( 'Innere Neustadt', array( array( 13.735, 51.058 ), array( 13.758, 51.058 ), array( 13.758, 51.068 ), array( 13.735, 51.068 ) ) ),
					22 => array( 'Äußere Neustadt', array( array( 13.745, 51.068 ), array( 13.770, 51.068 ), array( 13.770, 51.080 ), array( 13.745, 51.080 ) ) ),
					23 => array( 'Leipziger Vorstadt', array( array( 13.712, 51.058 ), array( 13.735, 51.058 ), array( 13.735, 51.068 ), array( 13.745, 51.068 ), array( 13.745, 51.080 ), array( 13.712, 51.075 ) ) ),
				),
			),
			3 => array(
				'Blasewitz',
				array(
					31 => array( 'Blasewitz', array( array( 13.795, 51.036 ), array( 13.815, 51.036 ), array( 13.815, 51.058 ), array( 13.795, 51.058 ) ) ),
					32 => array( 'Striesen', array( array( 13.770, 51.036 ), array( 13.795, 51.036 ), array( 13.795, 51.056 ), array( 13.770, 51.056 ) ) ),
				),
			),
			4 => array(
				'Plauen',
				array(
					41 => array( 'Südvorstadt', array( array( 13.720, 51.025 ), array( 13.748, 51.025 ), array( 13.748, 51.038 ), array( 13.720, 51.038 ) ) ),
					42 => array( 'Plauen', array( array( 13.690, 51.020 ), array( 13.720, 51.020 ), array( 13.720, 51.038 ), array( 13.690, 51.038 ) ) ),
				),
			),
		);
		$rows   = array();
		$sort   = 0;
		foreach ( $groups as $group_id => [ $group_name, $children ] ) {
			$rows[] = self::row( $group_id, 0, $group_name, null, ++$sort );
			foreach ( $children as $child_id => [ $name, $ring ] ) {
				$ring[] = $ring[0];
				$rows[] = self::row(
					$child_id,
					$group_id,
					$name,
					array(
						'type'        => 'Polygon',
						'coordinates' => array( $ring ),
					),
					++$sort
				);
			}
		}
		return $rows;
	}

	/**
	 * One row.
	 *
	 * @param int                      $id       Location id.
	 * @param int                      $parent   Parent id (0 for none).
	 * @param string                   $name     Name.
	 * @param array<string,mixed>|null $geometry GeoJSON geometry or null.
	 * @param int                      $sort     Sort position.
	 * @return array{location_id:int,parent_id:int,name:string,geometry:array<string,mixed>|null,sort:int}
	 */
	private static function row( int $id, int $parent, string $name, ?array $geometry, int $sort ): array {
		return array(
			'location_id' => $id,
			'parent_id'   => $parent,
			'name'        => $name,
			'geometry'    => $geometry,
			'sort'        => $sort,
		);
	}
}

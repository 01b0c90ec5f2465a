<?php
/**
 * Config of the saved-search wizard's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Catalogue\Catalogue;
use ImmoWizards\Storage\Location_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Block attributes + categories (with their search fields) + the regions + the shared settings. The
 * regions are there so that the wizard's first render (and the server's, see Ssr\Saved_Search_Step)
 * shows the selection without waiting for GET /wizard/locations.
 */
final class Saved_Search_Wizard_Config extends Screen_Config {

	/** At most this many preselected regions are passed on. */
	private const MAX_REGIONS = 200;

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	protected function own( array $attributes ): array {
		return array(
			'showSteps'          => (bool) $attributes['showSteps'],
			'marketingType'      => 'rent' === $attributes['marketingType'] ? 'rent' : 'buy',
			'preselectedRegions' => self::region_ids( (string) $attributes['preselectedRegions'] ),
			'regions'            => ( new Location_Repository() )->listing(),
			'categories'         => Catalogue::categories(),
			'fieldsRevision'     => Catalogue::revision(),
		);
	}

	/**
	 * Positive integer ids from a comma-separated list (anything else is skipped; '' = all regions).
	 *
	 * @param string $list E.g. "11, 12,21".
	 * @return int[]
	 */
	private static function region_ids( string $list ): array {
		$ids = array();
		foreach ( explode( ',', $list ) as $part ) {
			$part = trim( $part );
			if ( 1 === preg_match( '/^[1-9]\d{0,9}$/', $part ) && (int) $part <= 2147483647 ) {
				$ids[ (int) $part ] = (int) $part;
			}
		}
		return array_slice( array_values( $ids ), 0, self::MAX_REGIONS );
	}
}

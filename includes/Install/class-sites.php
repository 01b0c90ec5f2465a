<?php
/**
 * Every site of the installation, one at a time.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

defined( 'ABSPATH' ) || exit;

/**
 * Network-wide work (uninstall, network deactivation) runs per site, switched to it, fetching the
 * sites in batches so a large network is never loaded at once.
 */
final class Sites {

	/** Sites (and, in the uninstaller, users) fetched per batch. */
	public const BATCH = 100;

	/**
	 * Rows fetched per batch.
	 */
	public static function batch_size(): int {
		/**
		 * Filters how many sites or users network-wide work (uninstall, deactivation) fetches at once.
		 *
		 * @param int $size Rows per batch.
		 */
		return max( 1, (int) apply_filters( 'immo_wizards_network_batch_size', self::BATCH ) );
	}

	/**
	 * Runs $work on every site (only the current one on a single site).
	 *
	 * @param callable(): void $work Runs with the site switched in.
	 */
	public static function each( callable $work ): void {
		if ( ! is_multisite() ) {
			$work();
			return;
		}
		$size   = self::batch_size();
		$offset = 0;
		do {
			$ids = get_sites(
				array(
					'fields'                 => 'ids',
					'number'                 => $size,
					'offset'                 => $offset,
					'orderby'                => 'id',
					'order'                  => 'ASC',
					'update_site_meta_cache' => false,
				)
			);
			foreach ( $ids as $id ) {
				switch_to_blog( (int) $id );
				try {
					$work();
				} finally {
					restore_current_blog();
				}
			}
			$offset += $size;
			$found   = count( $ids );
		} while ( $found === $size );
	}

	/**
	 * Whether the plugin ever set up the current site (its tables exist).
	 */
	public static function has_plugin_tables(): bool {
		return false !== get_option( Migrations::OPTION, false );
	}
}

<?php
/**
 * Paging args of the plugin's collections.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * `page` and `per_page` as every collection takes them (bounded, so bad input is a 400); the
 * routes send `X-WP-Total` and `X-WP-TotalPages`.
 */
final class Collection_Args {

	/**
	 * The paging args.
	 *
	 * @param int    $per_page_max         Items per page at most.
	 * @param int    $per_page_default     Items per page by default.
	 * @param string $per_page_description What per_page counts, e.g. "Imports per page.".
	 * @param int    $page_max             Pages at most.
	 * @return array<string,array<string,mixed>>
	 */
	public static function paging( int $per_page_max, int $per_page_default, string $per_page_description, int $page_max = 100000 ): array {
		return array(
			'page'     => array(
				'description' => __( 'Page of the list.', 'immo-wizards' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => $page_max,
				'default'     => 1,
			),
			'per_page' => array(
				'description' => $per_page_description,
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => $per_page_max,
				'default'     => $per_page_default,
			),
		);
	}
}

<?php
/**
 * The args of the plugin's collections: paging, filters, search, period, order and the item id.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Each arg typed and bounded (so bad input is a 400); a collection route names its own descriptions
 * and values and sends `X-WP-Total` and `X-WP-TotalPages` (Controller::collection()).
 */
final class Collection_Args {

	/** The largest id of a table row (an unsigned INT). */
	public const ID_MAX = 4294967295;

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

	/**
	 * The id in an item's path.
	 *
	 * @param string $description E.g. "Import id.".
	 * @param int    $maximum     The largest id.
	 * @return array<string,array<string,mixed>>
	 */
	public static function id( string $description, int $maximum = self::ID_MAX ): array {
		return array(
			'id' => array(
				'description' => $description,
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => $maximum,
				'required'    => true,
			),
		);
	}

	/**
	 * A filter that takes one of some values.
	 *
	 * @param string   $description E.g. "Only mails with this status.".
	 * @param string[] $values      The values.
	 * @return array<string,mixed>
	 */
	public static function one_of( string $description, array $values ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'enum'        => $values,
		);
	}

	/**
	 * The `search` arg.
	 *
	 * @param string $description What is searched.
	 * @param int    $max_length  Characters at most.
	 * @return array<string,array<string,mixed>>
	 */
	public static function search( string $description, int $max_length ): array {
		return array(
			'search' => array(
				'description' => $description,
				'type'        => 'string',
				'maxLength'   => $max_length,
			),
		);
	}

	/**
	 * `after` and `before`: when the items were created (RFC 3339; read them with utc()).
	 *
	 * @param string $after  Description of `after`.
	 * @param string $before Description of `before`.
	 * @return array<string,array<string,mixed>>
	 */
	public static function period( string $after, string $before ): array {
		$date = array(
			'type'   => 'string',
			'format' => 'date-time',
		);
		return array(
			'after'  => array( 'description' => $after ) + $date,
			'before' => array( 'description' => $before ) + $date,
		);
	}

	/**
	 * `orderby` (the first field by default) and `order` (descending by default).
	 *
	 * @param string[] $fields What a list can be sorted by.
	 * @return array<string,array<string,mixed>>
	 */
	public static function order( array $fields ): array {
		return array(
			'orderby' => array(
				'description' => __( 'Sort by.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => $fields,
				'default'     => $fields[0],
			),
			'order'   => array(
				'description' => __( 'Sort direction.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => array( 'asc', 'desc' ),
				'default'     => 'desc',
			),
		);
	}

	/**
	 * A date arg (`after`, `before`) as a DATETIME in UTC, as the tables store times; null for none.
	 *
	 * @param mixed $date The validated arg.
	 */
	public static function utc( $date ): ?string {
		$time = is_string( $date ) && '' !== $date ? rest_parse_date( $date ) : false;
		return false === $time ? null : gmdate( 'Y-m-d H:i:s', $time );
	}
}

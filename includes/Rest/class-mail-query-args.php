<?php
/**
 * The mail log's collection parameters.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Args of GET /mails (each typed and bounded, so bad input is a 400) and the filters they give
 * Mail_Log_Repository.
 */
final class Mail_Query_Args {

	/**
	 * The route's args.
	 *
	 * @param int $per_page_max Rows per page at most.
	 * @return array<string,array<string,mixed>>
	 */
	public static function all( int $per_page_max ): array {
		$date = array(
			'type'   => 'string',
			'format' => 'date-time',
		);
		return Collection_Args::paging( $per_page_max, 20, __( 'Mails per page.', 'immo-wizards' ) ) + array(
			'status'  => array(
				'description' => __( 'Only mails with this status.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => Mail_Resource::STATUSES,
			),
			'kind'    => array(
				'description' => __( 'Only mails of this kind (confirmation, agency_notification, login_link …).', 'immo-wizards' ),
				'type'        => 'string',
				'pattern'     => '^[a-z_]{1,30}$',
			),
			'search'  => array(
				'description' => __( 'Part of the recipient address.', 'immo-wizards' ),
				'type'        => 'string',
				'maxLength'   => 254,
			),
			'after'   => array( 'description' => __( 'Only mails created at or after this time.', 'immo-wizards' ) ) + $date,
			'before'  => array( 'description' => __( 'Only mails created before this time.', 'immo-wizards' ) ) + $date,
			'orderby' => array(
				'description' => __( 'Sort by.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => array( 'date' ),
				'default'     => 'date',
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
	 * The repository's filters from a validated request (times as UTC DATETIMEs).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,string>
	 */
	public static function filters( \WP_REST_Request $request ): array {
		$filters = array( 'order' => (string) $request['order'] );
		foreach ( array( 'status', 'kind', 'search' ) as $name ) {
			if ( null !== $request[ $name ] ) {
				$filters[ $name ] = (string) $request[ $name ];
			}
		}
		foreach ( array( 'after', 'before' ) as $name ) {
			$time = null === $request[ $name ] ? false : rest_parse_date( (string) $request[ $name ] );
			if ( false !== $time ) {
				$filters[ $name ] = gmdate( 'Y-m-d H:i:s', $time );
			}
		}
		return $filters;
	}
}

<?php
/**
 * What the inbox list and the export are asked for.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

defined( 'ABSPATH' ) || exit;

/**
 * The filters and order of a request list, read from the REST parameters (which the route's schema
 * has checked) with the dates in UTC as the table stores them.
 */
final class Request_Filter {

	public const STATUSES = array( 'pending', 'confirmed' );

	public const WORKFLOWS = array( 'new', 'in_progress', 'done' );

	public const ORDERBY = array( 'date', 'name', 'email', 'type', 'workflow' );

	/**
	 * Constructor.
	 *
	 * @param string|null $type     Request type.
	 * @param string|null $status   pending or confirmed.
	 * @param string|null $workflow new, in_progress or done.
	 * @param string      $search   Start of an e-mail address, last or first name ('' for none).
	 * @param string|null $after    Created after this DATETIME (UTC).
	 * @param string|null $before   Created before this DATETIME (UTC).
	 * @param string      $orderby  One of ORDERBY.
	 * @param string      $order    asc or desc.
	 */
	public function __construct(
		public readonly ?string $type = null,
		public readonly ?string $status = null,
		public readonly ?string $workflow = null,
		public readonly string $search = '',
		public readonly ?string $after = null,
		public readonly ?string $before = null,
		public readonly string $orderby = 'date',
		public readonly string $order = 'desc'
	) {
	}

	/**
	 * The filter of a REST request.
	 *
	 * @param \WP_REST_Request $request Request (checked against the collection params).
	 */
	public static function from_request( \WP_REST_Request $request ): self {
		$text = static fn ( $value ): ?string => is_string( $value ) && '' !== $value ? $value : null;
		return new self(
			$text( $request['type'] ),
			$text( $request['status'] ),
			$text( $request['workflow'] ),
			trim( (string) ( $text( $request['search'] ) ?? '' ) ),
			self::utc( $text( $request['after'] ) ),
			self::utc( $text( $request['before'] ) ),
			$text( $request['orderby'] ) ?? 'date',
			'asc' === $request['order'] ? 'asc' : 'desc'
		);
	}

	/**
	 * An RFC 3339 date as a DATETIME in UTC (null for none).
	 *
	 * @param string|null $date Date.
	 */
	private static function utc( ?string $date ): ?string {
		$time = null === $date ? false : rest_parse_date( $date );
		return false === $time ? null : gmdate( 'Y-m-d H:i:s', $time );
	}
}

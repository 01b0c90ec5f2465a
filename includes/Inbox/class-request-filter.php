<?php
/**
 * What the inbox list and the export are asked for.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

use ImmoWizards\Rest\Collection_Args;

defined( 'ABSPATH' ) || exit;

/**
 * The filters and order of a request list: their REST args (one definition, shared by the list and
 * the export) and the filter read from the args (which the route's schema has checked) with the
 * dates in UTC as the table stores them.
 */
final class Request_Filter {

	public const STATUSES = array( 'pending', 'confirmed' );

	public const WORKFLOWS = array( 'new', 'in_progress', 'done' );

	public const ORDERBY = array( 'date', 'name', 'email', 'type', 'workflow' );

	/** Rows per page at most. */
	public const PER_PAGE_MAX = 100;

	/** Characters of a search at most. */
	public const SEARCH_MAX = 100;

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
	 * Filters and order of the request list.
	 *
	 * @param string[] $types Request type names.
	 * @return array<string, array<string,mixed>>
	 */
	public static function args( array $types ): array {
		return array(
			'type'     => Collection_Args::one_of( __( 'Only requests of this type.', 'immo-wizards' ), $types ),
			'status'   => Collection_Args::one_of( __( 'Only pending or only confirmed requests.', 'immo-wizards' ), self::STATUSES ),
			'workflow' => Collection_Args::one_of( __( 'Only requests in this workflow state.', 'immo-wizards' ), self::WORKFLOWS ),
		) + self::search()
			+ Collection_Args::period( __( 'Only requests created after this time (RFC 3339).', 'immo-wizards' ), __( 'Only requests created before this time (RFC 3339).', 'immo-wizards' ) )
			+ Collection_Args::order( self::ORDERBY );
	}

	/**
	 * The search (of the contact list too).
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function search(): array {
		return Collection_Args::search( __( 'Start of the contact\'s e-mail address, last or first name.', 'immo-wizards' ), self::SEARCH_MAX );
	}

	/**
	 * Paging of the inbox's lists (requests, contacts).
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function paging(): array {
		// The inbox's lists keep their higher page bound (a million, the other lists 100,000).
		return Collection_Args::paging( self::PER_PAGE_MAX, 20, __( 'Entries per page.', 'immo-wizards' ), 1000000 );
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
			Collection_Args::utc( $request['after'] ),
			Collection_Args::utc( $request['before'] ),
			$text( $request['orderby'] ) ?? 'date',
			'asc' === $request['order'] ? 'asc' : 'desc'
		);
	}
}

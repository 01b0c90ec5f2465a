<?php
/**
 * The arguments of the inbox routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Inbox\Request_Filter;

defined( 'ABSPATH' ) || exit;

/**
 * One definition of the filters, shared by the list and the export, and of paging, ids and the
 * editable fields.
 */
final class Request_Params {

	/** Rows per page at most. */
	public const PER_PAGE_MAX = 100;

	/** Characters of a search at most. */
	public const SEARCH_MAX = 100;

	/** Characters of an internal note at most. */
	public const NOTE_MAX = 2000;

	/**
	 * Filters and order of the request list.
	 *
	 * @param string[] $types Request type names.
	 * @return array<string, array<string,mixed>>
	 */
	public static function filters( array $types ): array {
		$date = array(
			'type'   => 'string',
			'format' => 'date-time',
		);
		return array(
			'type'     => array(
				'description' => __( 'Only requests of this type.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => $types,
			),
			'status'   => array(
				'description' => __( 'Only pending or only confirmed requests.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => Request_Filter::STATUSES,
			),
			'workflow' => self::workflow( __( 'Only requests in this workflow state.', 'immo-wizards' ) ),
			'search'   => array(
				'description' => __( 'Start of the contact\'s e-mail address, last or first name.', 'immo-wizards' ),
				'type'        => 'string',
				'maxLength'   => self::SEARCH_MAX,
			),
			'after'    => array( 'description' => __( 'Only requests created after this time (RFC 3339).', 'immo-wizards' ) ) + $date,
			'before'   => array( 'description' => __( 'Only requests created before this time (RFC 3339).', 'immo-wizards' ) ) + $date,
			'orderby'  => array(
				'description' => __( 'Sort by.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => Request_Filter::ORDERBY,
				'default'     => 'date',
			),
			'order'    => array(
				'description' => __( 'Sort direction.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => array( 'asc', 'desc' ),
				'default'     => 'desc',
			),
		);
	}

	/**
	 * Paging of a list.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function paging(): array {
		// The inbox's lists keep their higher page bound (a million, the other lists 100,000).
		return Collection_Args::paging( self::PER_PAGE_MAX, 20, __( 'Entries per page.', 'immo-wizards' ), 1000000 );
	}

	/**
	 * The search of the contact list.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function search(): array {
		return array_intersect_key( self::filters( array() ), array( 'search' => true ) );
	}

	/**
	 * The id in the path.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function id(): array {
		return array(
			'id' => array(
				'description' => __( 'Request id.', 'immo-wizards' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => 4294967295,
				'required'    => true,
			),
		);
	}

	/**
	 * What PATCH may change.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	public static function editable(): array {
		return array(
			'workflow' => self::workflow( __( 'How far the agency got with the request.', 'immo-wizards' ) ),
			'note'     => array(
				'description' => __( 'Internal note (never shown to the contact).', 'immo-wizards' ),
				'type'        => 'string',
				'maxLength'   => self::NOTE_MAX,
			),
		);
	}

	/**
	 * The workflow argument.
	 *
	 * @param string $description Description.
	 * @return array<string,mixed>
	 */
	private static function workflow( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'enum'        => Request_Filter::WORKFLOWS,
		);
	}
}

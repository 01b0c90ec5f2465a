<?php
/**
 * The requests of a filter as CSV for Excel.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

use ImmoWizards\Storage\Request_List;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * UTF-8 with a BOM (so Excel reads the umlauts), `;`-separated (German Excel's list separator),
 * German headers, one row per request in date order. Written chunk by chunk to a stream, so memory
 * stays flat however many rows there are. A cell that starts like a formula gets a leading `'`:
 * a spreadsheet would otherwise run what a visitor typed.
 */
final class Csv_Export {

	/** Rows read per query. */
	public const CHUNK = 500;

	/** What makes a spreadsheet cell a formula (or hides one behind a tab or line break). */
	private const FORMULA_STARTS = array( '=', '+', '-', '@', "\t", "\r" );

	/**
	 * Constructor.
	 *
	 * @param Request_List  $list  The requests.
	 * @param Request_Types $types Request types (labels and columns).
	 */
	public function __construct( private Request_List $list, private Request_Types $types ) {
	}

	/**
	 * The download's file name: the site's date of today.
	 */
	public static function filename(): string {
		return 'anfragen-' . wp_date( 'Y-m-d' ) . '.csv';
	}

	/**
	 * Writes the BOM, the header and every row the filter matches.
	 *
	 * @param Request_Filter $filter Filters and direction.
	 * @param resource       $handle Writable stream.
	 * @return int Rows written (without the header).
	 */
	public function write( Request_Filter $filter, $handle ): int {
		$columns = $this->columns( $filter );
		fwrite( $handle, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite
		$this->line( $handle, $this->header( $columns ) );
		$written = 0;
		$after   = null;
		do {
			$rows = $this->list->chunk( $filter, $after, self::CHUNK );
			foreach ( $rows as $row ) {
				$this->line( $handle, $this->cells( $row, $columns ) );
			}
			$written += count( $rows );
			$last     = end( $rows );
			$after    = $last ? array( (string) $last->created_at, (int) $last->id ) : null;
			unset( $rows );
		} while ( null !== $after );
		return $written;
	}

	/**
	 * A cell as it is safe in a spreadsheet.
	 *
	 * @param string $value Value.
	 */
	public static function cell( string $value ): string {
		return '' !== $value && in_array( $value[0], self::FORMULA_STARTS, true ) ? "'" . $value : $value;
	}

	/**
	 * The type columns: the filtered type's, or every type's (a column shared by types once).
	 *
	 * @param Request_Filter $filter Filters.
	 * @return array<string,string> Labels by column id.
	 */
	private function columns( Request_Filter $filter ): array {
		$names   = null !== $filter->type ? array( $filter->type ) : $this->types->names();
		$columns = array();
		foreach ( $names as $name ) {
			$columns += (array) $this->types->get( $name )?->column_labels();
		}
		return $columns;
	}

	/**
	 * The header row.
	 *
	 * @param array<string,string> $columns Type columns.
	 * @return string[]
	 */
	private function header( array $columns ): array {
		return array_merge(
			array(
				__( 'Date', 'immo-wizards' ),
				__( 'Type', 'immo-wizards' ),
				__( 'Status', 'immo-wizards' ),
				__( 'Workflow', 'immo-wizards' ),
				__( 'Salutation', 'immo-wizards' ),
				__( 'First name', 'immo-wizards' ),
				__( 'Last name', 'immo-wizards' ),
				__( 'E-mail', 'immo-wizards' ),
				__( 'Phone', 'immo-wizards' ),
			),
			array_values( $columns ),
			array( __( 'Note', 'immo-wizards' ) )
		);
	}

	/**
	 * A request's row.
	 *
	 * @param object               $row     Request row with its contact's columns.
	 * @param array<string,string> $columns Type columns.
	 * @return string[]
	 */
	private function cells( object $row, array $columns ): array {
		$type    = $this->types->get( (string) $row->type );
		$payload = Request_Repository::payload( $row );
		$values  = $type ? $type->columns( $payload ) : array();
		$contact = Request_Resource::contact( $row, $payload );
		$cells   = array(
			wp_date( 'd.m.Y H:i', (int) strtotime( $row->created_at . ' UTC' ) ),
			$type ? $type->label() : (string) $row->type,
			'confirmed' === $row->status ? __( 'Confirmed', 'immo-wizards' ) : __( 'Pending', 'immo-wizards' ),
			self::workflow_label( (string) $row->workflow ),
		);
		foreach ( Request_Resource::CONTACT_FIELDS as $field ) {
			$cells[] = $contact[ $field ];
		}
		foreach ( array_keys( $columns ) as $id ) {
			$cells[] = (string) ( $values[ $id ] ?? '' );
		}
		$cells[] = (string) $row->note;
		return $cells;
	}

	/**
	 * A workflow state as text.
	 *
	 * @param string $workflow new, in_progress or done.
	 */
	private static function workflow_label( string $workflow ): string {
		$labels = array(
			'new'         => __( 'New', 'immo-wizards' ),
			'in_progress' => __( 'In progress', 'immo-wizards' ),
			'done'        => __( 'Done', 'immo-wizards' ),
		);
		return $labels[ $workflow ] ?? $workflow;
	}

	/**
	 * Writes one CSV line (RFC 4180 quoting, no backslash escapes).
	 *
	 * @param resource $handle Stream.
	 * @param string[] $cells  Cells.
	 */
	private function line( $handle, array $cells ): void {
		fputcsv( $handle, array_map( array( self::class, 'cell' ), $cells ), ';', '"', '', "\r\n" );
	}
}

<?php
/**
 * An import as the REST API shows it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Status, counts and log of an import (the list shows the same shape without the log entries).
 */
final class Import_Resource {

	/**
	 * Constructor.
	 *
	 * @param Import_Repository $imports Imports and their log.
	 */
	public function __construct( private Import_Repository $imports ) {
	}

	/**
	 * An import as the API shows it.
	 *
	 * @param object $import    Import row.
	 * @param int    $log_limit Log entries at most (0: none).
	 * @return array<string,mixed>
	 */
	public function item( object $import, int $log_limit ): array {
		$pending = json_decode( (string) $import->pending_withdrawal, true );
		$log     = array();
		$entries = $log_limit > 0 ? $this->imports->log_entries( (int) $import->id, $log_limit ) : array();
		foreach ( $entries as $entry ) {
			$log[] = array(
				'position' => (int) $entry->position,
				'objectId' => (string) $entry->object_ref,
				'level'    => (string) $entry->level,
				'message'  => (string) $entry->message,
			);
		}
		$counts = $this->imports->log_counts( (int) $import->id );
		return array(
			'id'                => (int) $import->id,
			'status'            => (string) $import->status,
			'source'            => (string) $import->source,
			'fileName'          => (string) $import->file_name,
			'scope'             => (string) $import->scope,
			'total'             => (int) $import->total,
			'processed'         => (int) $import->position,
			'counts'            => array_map( static fn ( $name ) => (int) $import->$name, array_combine( Import_Repository::COUNTERS, Import_Repository::COUNTERS ) ),
			'pendingWithdrawal' => 'awaiting_confirmation' === $import->status && is_array( $pending ) ? count( $pending ) : 0,
			'existingBefore'    => (int) $import->existing_before,
			'error'             => null === $import->error ? null : (string) $import->error,
			'errors'            => $log,
			'errorCount'        => $counts['error'],
			'warningCount'      => $counts['warning'],
			'createdAt'         => mysql_to_rfc3339( (string) $import->created_at ),
			'finishedAt'        => null === $import->finished_at ? null : mysql_to_rfc3339( (string) $import->finished_at ),
		);
	}

	/**
	 * Schema of an import.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		$count = array( 'type' => 'integer' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-import',
			'type'       => 'object',
			'properties' => array(
				'id'                => $count,
				'status'            => array(
					'type' => 'string',
					'enum' => array( 'queued', 'running', 'awaiting_confirmation', 'done', 'failed' ),
				),
				'source'            => array(
					'type' => 'string',
					'enum' => array( 'upload', 'pickup', 'cli' ),
				),
				'fileName'          => array( 'type' => 'string' ),
				'scope'             => array(
					'type' => 'string',
					'enum' => array( '', 'VOLL', 'TEIL' ),
				),
				'total'             => $count,
				'processed'         => $count,
				'counts'            => array(
					'type'       => 'object',
					'properties' => array_fill_keys( Import_Repository::COUNTERS, $count ),
				),
				'pendingWithdrawal' => $count,
				'existingBefore'    => $count,
				'error'             => array( 'type' => array( 'string', 'null' ) ),
				'errors'            => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'position' => $count,
							'objectId' => array( 'type' => 'string' ),
							'level'    => array(
								'type' => 'string',
								'enum' => array( 'error', 'warning' ),
							),
							'message'  => array( 'type' => 'string' ),
						),
					),
				),
				'errorCount'        => $count,
				'warningCount'      => $count,
				'createdAt'         => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
				'finishedAt'        => array( 'type' => array( 'string', 'null' ) ),
			),
		);
	}
}

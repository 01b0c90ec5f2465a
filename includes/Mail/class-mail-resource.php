<?php
/**
 * A mail as the mail log's REST routes show it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * Recipient, subject, kind, status, times and the attachment's name and size of a mail; never its
 * body (captured mails' bodies come from their own route).
 */
final class Mail_Resource {

	public const STATUSES = array( 'pending', 'sent', 'failed', 'cancelled' );

	/**
	 * Constructor.
	 *
	 * @param Request_Types $types Request types (the label of a mail's request).
	 */
	public function __construct( private Request_Types $types ) {
	}

	/**
	 * A mail as the API shows it.
	 *
	 * @param object $row Row of Mail_Log_Repository.
	 * @return array<string,mixed>
	 */
	public function item( object $row ): array {
		$type   = null === $row->request_type ? null : $this->types->get( (string) $row->request_type );
		$status = (string) $row->status;
		return array(
			'id'         => (int) $row->id,
			'recipient'  => (string) $row->recipient,
			'subject'    => (string) $row->subject,
			'kind'       => (string) $row->kind,
			'typeLabel'  => $type ? $type->label() : null,
			'status'     => $status,
			'attempts'   => (int) $row->attempts,
			'lastError'  => null === $row->last_error ? null : (string) $row->last_error,
			'createdAt'  => self::utc( (string) $row->created_at ),
			'sentAt'     => null === $row->sent_at ? null : self::utc( (string) $row->sent_at ),
			'requestId'  => (int) $row->request_id,
			'canResend'  => in_array( $status, array( 'failed', 'pending' ), true ),
			'hasContent' => Mail_Capture::enabled() && (bool) $row->has_body,
			'attachment' => '' === (string) $row->attachment_name ? null : array(
				'name' => (string) $row->attachment_name,
				'size' => (int) $row->attachment_size,
			),
		);
	}

	/**
	 * A stored UTC time in RFC 3339 with its zone (so browsers do not read it as local time).
	 *
	 * @param string $datetime DATETIME (UTC).
	 */
	private static function utc( string $datetime ): string {
		return gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $datetime . ' UTC' ) );
	}

	/**
	 * Schema of a mail.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		$string   = array( 'type' => 'string' );
		$nullable = array( 'type' => array( 'string', 'null' ) );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-mail',
			'type'       => 'object',
			'properties' => array(
				'id'         => array( 'type' => 'integer' ),
				'recipient'  => $string,
				'subject'    => $string,
				'kind'       => $string,
				'typeLabel'  => $nullable,
				'status'     => array(
					'type' => 'string',
					'enum' => self::STATUSES,
				),
				'attempts'   => array( 'type' => 'integer' ),
				'lastError'  => $nullable,
				'createdAt'  => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
				'sentAt'     => $nullable,
				'requestId'  => array( 'type' => 'integer' ),
				'canResend'  => array( 'type' => 'boolean' ),
				'hasContent' => array( 'type' => 'boolean' ),
				'attachment' => array(
					'description' => __( 'The file sent with the mail (its name and size in bytes; the content is not kept).', 'immo-wizards' ),
					'type'        => array( 'object', 'null' ),
					'properties'  => array(
						'name' => $string,
						'size' => array( 'type' => 'integer' ),
					),
				),
			),
		);
	}

	/**
	 * Schema of a captured mail's content.
	 *
	 * @return array<string,mixed>
	 */
	public static function content_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-mail-content',
			'type'       => 'object',
			'properties' => array_fill_keys( array( 'recipient', 'subject', 'html', 'text' ), array( 'type' => 'string' ) ),
		);
	}
}

<?php
/**
 * A webhook delivery as the REST API and the inbox detail show it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

defined( 'ABSPATH' ) || exit;

/**
 * The log fields only: the body (personal data) never leaves the server through the log.
 */
final class Delivery_Resource {

	public const STATUSES = array( 'pending', 'sent', 'failed' );

	/**
	 * A delivery row as the API shows it.
	 *
	 * @param object $row Delivery row (Delivery_Repository::page() or find()).
	 * @return array<string,mixed>
	 */
	public static function item( object $row ): array {
		$has_body = isset( $row->has_body ) ? (bool) $row->has_body : '' !== (string) ( $row->body ?? '' );
		return array(
			'id'              => (string) $row->uuid,
			'event'           => (string) $row->event,
			'endpointId'      => (string) $row->endpoint_id,
			'endpoint'        => (string) $row->endpoint_url,
			'status'          => (string) $row->status,
			'attempts'        => (int) $row->attempts,
			'responseCode'    => null === $row->response_code ? null : (int) $row->response_code,
			'lastError'       => null === $row->last_error ? null : (string) $row->last_error,
			'responseExcerpt' => null === $row->response_excerpt ? null : (string) $row->response_excerpt,
			'requestId'       => (int) $row->request_id,
			'canResend'       => 'failed' === $row->status && $has_body,
			'createdAt'       => mysql_to_rfc3339( (string) $row->created_at ),
			'nextAttemptAt'   => 'pending' === $row->status ? mysql_to_rfc3339( (string) $row->next_attempt_at ) : null,
		);
	}

	/**
	 * Schema of a delivery.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		$string   = array( 'type' => 'string' );
		$nullable = array( 'type' => array( 'string', 'null' ) );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-webhook-delivery',
			'type'       => 'object',
			'properties' => array(
				'id'              => $string + array( 'format' => 'uuid' ),
				'event'           => $string,
				'endpointId'      => $string,
				'endpoint'        => $string,
				'status'          => $string + array( 'enum' => self::STATUSES ),
				'attempts'        => array( 'type' => 'integer' ),
				'responseCode'    => array( 'type' => array( 'integer', 'null' ) ),
				'lastError'       => $nullable,
				'responseExcerpt' => $nullable,
				'requestId'       => array( 'type' => 'integer' ),
				'canResend'       => array( 'type' => 'boolean' ),
				'createdAt'       => $string + array( 'format' => 'date-time' ),
				'nextAttemptAt'   => $nullable,
			),
		);
	}
}

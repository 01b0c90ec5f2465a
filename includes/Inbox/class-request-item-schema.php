<?php
/**
 * Schemas of the inbox's answers.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

defined( 'ABSPATH' ) || exit;

/**
 * A request (list item; the detail adds rows, consents, mails and webhooks) and the column catalogue.
 */
final class Request_Item_Schema {

	/**
	 * Schema of a request.
	 *
	 * @param string[] $types Request type names.
	 * @return array<string,mixed>
	 */
	public static function item( array $types ): array {
		$text      = array( 'type' => 'string' );
		$time      = array( 'type' => array( 'string', 'null' ) );
		$text_list = array(
			'type'  => 'array',
			'items' => $text,
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-request',
			'type'       => 'object',
			'properties' => array(
				'id'          => array( 'type' => 'integer' ),
				'uuid'        => $text,
				'type'        => array(
					'type' => 'string',
					'enum' => $types,
				),
				'typeLabel'   => $text,
				'status'      => array(
					'type' => 'string',
					'enum' => Request_Filter::STATUSES,
				),
				'workflow'    => array(
					'type' => 'string',
					'enum' => Request_Filter::WORKFLOWS,
				),
				'note'        => $text,
				'createdAt'   => $time,
				'confirmedAt' => $time,
				'contact'     => array(
					'type'       => 'object',
					'properties' => array_fill_keys( Request_Resource::CONTACT_FIELDS, $text ),
				),
				'columns'     => array(
					'type'                 => 'object',
					'additionalProperties' => $text,
				),
				'rows'        => array(
					'description' => __( 'Detail only: [label, value] rows as in the agency mail.', 'immo-wizards' ),
					'type'        => 'array',
					'items'       => $text_list,
				),
				'consents'    => self::list_of(
					array(
						'what'        => $text,
						'label'       => $text,
						'textVersion' => $text,
						'text'        => $text,
						'requestedAt' => $time,
						'confirmedAt' => $time,
						'ip'          => $text,
					)
				),
				'mails'       => self::list_of(
					array(
						'id'        => array( 'type' => 'integer' ),
						'kind'      => $text,
						'subject'   => $text,
						'status'    => $text,
						'attempts'  => array( 'type' => 'integer' ),
						'lastError' => array( 'type' => array( 'string', 'null' ) ),
						'createdAt' => $time,
						'sentAt'    => $time,
					)
				),
				'webhooks'    => array(
					'description' => __( 'Detail only: the webhook deliveries of the request.', 'immo-wizards' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'object' ),
				),
				'feedback'    => array(
					'description' => __( 'Detail only: whether the request has an OpenImmo-Feedback file (GET …/openimmo-feedback).', 'immo-wizards' ),
					'type'        => 'boolean',
				),
				'valuation'   => array(
					'description' => __( 'Detail only, confirmed owner leads with the price indication on: the range, its median and the comparable listings.', 'immo-wizards' ),
					'type'        => array( 'object', 'null' ),
				),
				'buyers'      => array(
					'description' => __( 'Detail only, confirmed owner leads: how many saved searches match the property (null below the threshold) and whose they are.', 'immo-wizards' ),
					'type'        => array( 'object', 'null' ),
					'properties'  => array(
						'count'    => array( 'type' => array( 'integer', 'null' ) ),
						'contacts' => self::list_of(
							array(
								'name'        => $text,
								'email'       => $text,
								'title'       => $text,
								'confirmedAt' => $time,
							)
						),
					),
				),
			),
		);
	}

	/**
	 * Schema of the column catalogue.
	 *
	 * @return array<string,mixed>
	 */
	public static function columns(): array {
		$text = array( 'type' => 'string' );
		return array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => 'immo-wizards-request-columns',
			'type'    => 'array',
			'items'   => array(
				'type'       => 'object',
				'properties' => array(
					'type'        => $text,
					'label'       => $text,
					'pluralLabel' => $text,
					'columns'     => self::list_of(
						array(
							'id'    => $text,
							'label' => $text,
						)
					),
				),
			),
		);
	}

	/**
	 * A list of objects.
	 *
	 * @param array<string, array<string,mixed>> $properties Properties of an entry.
	 * @return array<string,mixed>
	 */
	private static function list_of( array $properties ): array {
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => $properties,
			),
		);
	}
}

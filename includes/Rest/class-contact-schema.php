<?php
/**
 * JSON schema of the contact part of every wizard submit.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Shared by every submit route (lead, saved search, inquiry, message, newsletter).
 */
final class Contact_Schema {

	/**
	 * The schema. Unknown properties (role, user_id, status …) pass validation but are never read.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		$text = static fn ( int $max, bool $required = false ) => $required
			? array(
				'type'      => 'string',
				'minLength' => 1,
				'maxLength' => $max,
				'required'  => true,
			)
			: array(
				'type'      => array( 'string', 'null' ),
				'maxLength' => $max,
			);
		return array(
			'type'       => 'object',
			'required'   => true,
			'properties' => array(
				'salutation'   => array(
					'type' => array( 'string', 'null' ),
					'enum' => array( 'Frau', 'Herr', '', null ),
				),
				'firstname'    => $text( 100, true ),
				'lastname'     => $text( 100, true ),
				'email'        => array(
					'description' => __( 'E-mail address (internationalised domains allowed); at most 100 characters once normalised (the limit of a WordPress user’s address).', 'immo-wizards' ),
					'type'        => 'string',
					'minLength'   => 3,
					'maxLength'   => 254,
					'required'    => true,
				),
				'phone'        => $text( 40 ),
				'street'       => $text( 100 ),
				'number'       => $text( 20 ),
				'zip'          => $text( 10 ),
				'city'         => $text( 100 ),
				'customFields' => array(
					'type'       => 'object',
					'required'   => true,
					'properties' => array(
						'dataPrivacy'   => array(
							'type'     => 'boolean',
							'required' => true,
						),
						'acceptContact' => array(
							'type'     => 'boolean',
							'required' => true,
						),
						'newsletter'    => array( 'type' => 'boolean' ),
					),
				),
			),
		);
	}
}

<?php
/**
 * Small builders of the JSON schema the request types describe their body part with.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

defined( 'ABSPATH' ) || exit;

/**
 * Shared pieces of the submit schema; each number in it comes from the constant its normaliser reads.
 */
final class Request_Schema {

	/** Largest id the schema accepts (a signed 32-bit integer: property and region ids). */
	public const ID_MAX = 2147483647;

	/**
	 * A nullable string of at most $max characters.
	 *
	 * @param int $max Maximum length.
	 * @return array<string,mixed>
	 */
	public static function text( int $max ): array {
		return array(
			'type'      => array( 'string', 'null' ),
			'maxLength' => $max,
		);
	}

	/**
	 * The required object a type's data is sent in (e.g. `lead`).
	 *
	 * @param array<string, array<string,mixed>> $properties Its properties.
	 * @return array<string,mixed>
	 */
	public static function part( array $properties ): array {
		return array(
			'type'       => 'object',
			'required'   => true,
			'properties' => $properties,
		);
	}
}

<?php
/**
 * A kind of submission handled by the pipeline.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Each wizard contributes its type-specific part (lead, saved search, …); the pipeline does the rest.
 * Types with records of their own also implement Request_Effects.
 */
interface Request_Type {

	/**
	 * Type name stored with the request (lead, saved_search, expose_inquiry, message, newsletter).
	 */
	public function name(): string;

	/**
	 * Checks and normalises the type-specific data; the result is stored as payload next to the contact.
	 *
	 * @param mixed               $data    Submitted data.
	 * @param array<string,mixed> $contact The normalised contact (for rules that depend on it).
	 * @return array<string, mixed>
	 * @throws Invalid_Request When a rule is broken.
	 */
	public function normalize( $data, array $contact ): array;
}

<?php
/**
 * What one request type puts into the OpenImmo-Feedback file.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

defined( 'ABSPATH' ) || exit;

/**
 * A type's part of the file: the `objekt` it is about and what the person asked for. Values are
 * plain text by element name (Feedback_Document::ORDER); a list repeats the element; a value the
 * request does not have is left out, never made up.
 */
interface Feedback_Part {

	/**
	 * The type's values of a stored payload.
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 * @return array{objekt: array<string, string|string[]>, interessent: array<string, string|string[]>}
	 */
	public function values( array $payload ): array;
}

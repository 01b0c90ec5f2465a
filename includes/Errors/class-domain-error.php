<?php
/**
 * Base of the plugin's domain errors.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * A failure the visitor may see; `Rest\Error_Mapper` turns it into a WP_Error.
 */
abstract class Domain_Error extends \RuntimeException {

	/**
	 * Extra data for the REST answer's `data` (beside its status).
	 *
	 * @return array<string, mixed>
	 */
	public function data(): array {
		return array();
	}
}

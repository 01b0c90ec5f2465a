<?php
/**
 * A file cannot be imported; the message says why (translated).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Errors\Coded_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Carries a stable error code and an HTTP status for the REST answer of an upload.
 */
final class Import_Error extends Coded_Error {
}

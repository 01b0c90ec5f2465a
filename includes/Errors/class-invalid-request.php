<?php
/**
 * The submitted data is invalid; the message says what (translated).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * The submitted data is invalid; the message says what (translated).
 */
final class Invalid_Request extends Domain_Error {
}

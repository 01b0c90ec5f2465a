<?php
/**
 * A key from a link is unknown, expired, used up or of another purpose (all alike).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * A key from a link is unknown, expired, used up or of another purpose (all alike).
 */
final class Invalid_Key extends Domain_Error {
}

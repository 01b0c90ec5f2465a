<?php
/**
 * Nothing with this id belongs to the current user (unknown and foreign ids alike).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Nothing with this id belongs to the current user (unknown and foreign ids alike).
 */
final class Not_Found extends Domain_Error {
}

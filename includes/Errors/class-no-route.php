<?php
/**
 * The routing service found no route from the start point to the office.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * The routing service found no route from the start point to the office.
 */
final class No_Route extends Domain_Error {
}

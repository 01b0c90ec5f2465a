<?php
/**
 * Too many requests from one client or for one address.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Too many requests from one client or for one address.
 */
final class Rate_Limited extends Domain_Error {
}

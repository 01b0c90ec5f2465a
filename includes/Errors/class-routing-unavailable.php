<?php
/**
 * The routing service is down, slow or answered garbage.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * The routing service is down, slow or answered garbage.
 */
final class Routing_Unavailable extends Domain_Error {
}

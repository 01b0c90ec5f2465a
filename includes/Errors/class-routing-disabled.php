<?php
/**
 * No routing service is configured.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * No routing service is configured: the route planner shows the office without route search.
 */
final class Routing_Disabled extends Domain_Error {
}

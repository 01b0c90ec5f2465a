<?php
/**
 * An external service (geocoder) is down, slow or answered garbage.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * An external service (geocoder) is down, slow or answered garbage.
 */
final class Upstream_Unavailable extends Domain_Error {
}

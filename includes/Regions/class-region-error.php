<?php
/**
 * A change of the regions was refused; the message says why (translated).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Regions;

use ImmoWizards\Errors\Coded_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Carries a stable code (`immo_wizards_region_…`), an HTTP status and, for an upload, the per-feature
 * results.
 */
final class Region_Error extends Coded_Error {
}

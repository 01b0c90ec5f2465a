<?php
/**
 * A setup assistant's action was refused; the message says why (translated).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Setup;

use ImmoWizards\Errors\Coded_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Carries a stable code (`immo_wizards_setup_…`) and an HTTP status.
 */
final class Setup_Error extends Coded_Error {
}

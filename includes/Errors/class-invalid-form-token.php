<?php
/**
 * A submit carried no valid form token (missing, forged, from the future or expired).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * A submit carried no valid form token (missing, forged, from the future or expired).
 */
final class Invalid_Form_Token extends Domain_Error {
}

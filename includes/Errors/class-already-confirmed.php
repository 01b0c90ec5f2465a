<?php
/**
 * A confirmation key that was already used: its request is confirmed.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * A confirmation key that was already used: its request is confirmed.
 */
final class Already_Confirmed extends Domain_Error {
}

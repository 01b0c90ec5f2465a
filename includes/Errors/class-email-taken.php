<?php
/**
 * The new e-mail address of an e-mail change already belongs to another account.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * The new e-mail address of an e-mail change already belongs to another account.
 */
final class Email_Taken extends Domain_Error {
}

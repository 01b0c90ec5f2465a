<?php
/**
 * The site refused to create a portal user (another plugin vetoed the registration).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * The request stays confirmed; only the customer account could not be created.
 */
final class Account_Refused extends Domain_Error {
}

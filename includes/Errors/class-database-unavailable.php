<?php
/**
 * The database server went away during a request and cannot be reached again.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown instead of WordPress's "Error establishing a database connection" page while a route works
 * (Rest\Database_Guard); the answer is the generic internal error with status 503.
 */
final class Database_Unavailable extends Domain_Error {
}

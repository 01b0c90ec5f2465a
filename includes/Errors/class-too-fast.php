<?php
/**
 * A form was sent sooner after it was shown than a person could fill it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * A form was sent sooner after it was shown than a person could fill it.
 */
final class Too_Fast extends Domain_Error {
}

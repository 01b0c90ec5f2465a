<?php
/**
 * A batch of funnel events the beacon route refuses.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Errors\Coded_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Stable codes: `immo_wizards_funnel_unknown` (400: a screen, step, event, page or embedding website
 * this site does not count) and `immo_wizards_funnel_replayed` (409: the batch was counted before).
 */
final class Funnel_Error extends Coded_Error {

	/**
	 * Something in the batch is not on the allow-list.
	 */
	public static function unknown(): self {
		return new self( 'immo_wizards_funnel_unknown', __( 'The statistics event is not known.', 'immo-wizards' ), 400 );
	}

	/**
	 * The batch id was seen before.
	 */
	public static function replayed(): self {
		return new self( 'immo_wizards_funnel_replayed', __( 'These statistics events were already counted.', 'immo-wizards' ), 409 );
	}
}

<?php
/**
 * Honeypot and minimum fill time.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

use ImmoWizards\Errors\Too_Fast;

defined( 'ABSPATH' ) || exit;

/**
 * Anti-automation for every wizard submit.
 */
final class Spam_Guard {

	/**
	 * Whether the honeypot field was filled (a bot): the caller then pretends success.
	 *
	 * @param mixed $honeypot Honeypot value.
	 */
	public function is_bot( $honeypot ): bool {
		return null !== $honeypot && '' !== $honeypot;
	}

	/**
	 * Rejects forms sent sooner after being shown than the minimum fill time.
	 *
	 * @param float $started_at Milliseconds since the epoch when the form was first shown.
	 * @throws Too_Fast When sent too fast (or with a start time in the future).
	 */
	public function check_fill_time( float $started_at ): void {
		/**
		 * Filters the minimum fill time of a wizard, in seconds.
		 *
		 * @param float $seconds Default 3.
		 */
		$minimum = (float) apply_filters( 'immo_wizards_min_fill_time', 3.0 );
		$elapsed = microtime( true ) - $started_at / 1000;
		if ( $elapsed < $minimum ) {
			throw new Too_Fast( __( 'The form was sent too quickly. Please check your details and send it again.', 'immo-wizards' ) );
		}
	}
}

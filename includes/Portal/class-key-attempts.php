<?php
/**
 * The limit on key attempts per client.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Errors\Rate_Limited;
use ImmoWizards\Security\Rate_Limiter;

defined( 'ABSPATH' ) || exit;

/**
 * Every route that takes a key from a link (confirm, login, login nonce) counts against one bucket per
 * IP (IPv6 per /64), so guessing cannot spread over the routes. A visit by link needs three attempts.
 */
final class Key_Attempts {

	/**
	 * Constructor.
	 *
	 * @param Rate_Limiter $limiter Rate limiter.
	 */
	public function __construct( private Rate_Limiter $limiter ) {
	}

	/**
	 * Counts one attempt.
	 *
	 * @throws Rate_Limited When the client is over the limit.
	 */
	public function count(): void {
		$this->limiter->enforce_policy( Rate_Limiter::ip_bucket( 'key_ip' ) );
	}
}

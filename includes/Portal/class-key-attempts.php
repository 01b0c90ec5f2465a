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

	public const KIND = 'key_ip';

	public const LIMIT = 30;

	public const WINDOW = 10 * MINUTE_IN_SECONDS;

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
		$this->limiter->enforce( Rate_Limiter::ip_bucket( self::KIND ), self::LIMIT, self::WINDOW );
	}
}

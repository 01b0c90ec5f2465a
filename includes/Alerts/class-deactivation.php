<?php
/**
 * Turning a saved search off with the key from its alert mail.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Invalid_Key;
use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Portal\Key_Attempts;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Storage\Saved_Search_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * A token is `<search id>-<key>`; the key's purpose names its search, so it turns off that search
 * only. Several tokens joined by '.' (the List-Unsubscribe header of a mail about several searches)
 * turn off all of them or, when one is bad, none. The key is checked, not used up: a replay (mail
 * clients and scanners repeat requests) answers the same.
 */
final class Deactivation {

	public const PATTERN = '/^[1-9][0-9]{0,19}-[0-9a-f]{64}(\.[1-9][0-9]{0,19}-[0-9a-f]{64}){0,49}$/';

	/**
	 * Constructor.
	 *
	 * @param Key_Service             $keys     Keys.
	 * @param Key_Attempts            $attempts Key attempts per client (the page's button).
	 * @param Rate_Limiter            $limiter  The one-click unsubscribes' own limit per client.
	 * @param Saved_Search_Repository $searches Saved searches.
	 */
	public function __construct(
		private Key_Service $keys,
		private Key_Attempts $attempts,
		private Rate_Limiter $limiter,
		private Saved_Search_Repository $searches = new Saved_Search_Repository()
	) {
	}

	/**
	 * The key purpose of a saved search.
	 *
	 * @param int $search_id Saved search id.
	 */
	public static function purpose( int $search_id ): string {
		return 'alert_off:' . $search_id;
	}

	/**
	 * The token of a saved search and its raw key.
	 *
	 * @param int    $search_id Saved search id.
	 * @param string $key       Raw key.
	 */
	public static function token( int $search_id, string $key ): string {
		return $search_id . '-' . $key;
	}

	/**
	 * The one-click route with the token (List-Unsubscribe target).
	 *
	 * @param string $token Token(s).
	 */
	public static function one_click_url( string $token ): string {
		return add_query_arg( 'k', $token, rest_url( 'immo-wizards/v1/saved-searches/deactivate/one-click' ) );
	}

	/**
	 * Deactivates the saved searches of the token(s).
	 *
	 * @param mixed $token     Token(s) from the link.
	 * @param bool  $one_click Whether a mail client's one-click unsubscribe (its own, higher limit).
	 * @return int Saved searches named.
	 * @throws Invalid_Key When a token is malformed, unknown, expired or of another search.
	 * @throws Storage_Error When the update fails.
	 */
	public function deactivate( $token, bool $one_click = false ): int {
		if ( $one_click ) {
			$this->limiter->enforce_policy( Rate_Limiter::ip_bucket( 'unsubscribe_ip' ) );
		} else {
			$this->attempts->count();
		}
		if ( ! is_string( $token ) || 1 !== preg_match( self::PATTERN, $token ) ) {
			$this->keys->check( '', 'alert_off' );
		}
		$ids = array();
		foreach ( explode( '.', (string) $token ) as $part ) {
			[ $id, $key ] = explode( '-', $part, 2 );
			$this->keys->check( $key, self::purpose( (int) $id ) );
			$ids[] = (int) $id;
		}
		$this->searches->deactivate( $ids );
		return count( $ids );
	}
}

<?php
/**
 * Portal sessions: login by key, the session's REST nonce, logout.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Errors\Invalid_Key;
use ImmoWizards\Errors\Rate_Limited;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Storage\Key_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * A session is a WordPress auth cookie plus the `wp_rest` nonce of its token. `/auth/login` uses the
 * login key once and opens a new session whose data names the key; `/auth/login/nonce` uses it the
 * second time and answers only to the cookie of exactly that session (the REST API ignores cookies
 * without a nonce, so it checks the cookie itself).
 */
final class Sessions {

	/** Session data entry binding a session to the login key that opened it. */
	public const SESSION_KEY = 'immo_wizards_login_key';

	/**
	 * Constructor.
	 *
	 * @param Key_Service     $keys     Keys.
	 * @param Key_Repository  $rows     Key rows (to re-read the use count).
	 * @param Portal_Accounts $accounts Portal users.
	 * @param Key_Attempts    $attempts Limit on key attempts.
	 */
	public function __construct(
		private Key_Service $keys,
		private Key_Repository $rows,
		private Portal_Accounts $accounts,
		private Key_Attempts $attempts
	) {
	}

	/**
	 * Opens a new session for the key's user (auth cookies in the response).
	 *
	 * @param mixed $raw Login key.
	 * @throws Invalid_Key For every bad key alike, also when it was used before.
	 * @throws Rate_Limited When the client tried too many keys.
	 */
	public function login( $raw ): \WP_User {
		$this->attempts->count();
		$key  = $this->keys->check( $raw, Login_Links::PURPOSE );
		$user = $this->accounts->portal_user( (int) $key->user_id );
		if ( 0 !== (int) $key->uses || ! $user ) {
			throw self::invalid();
		}
		$key = $this->keys->consume( $raw, Login_Links::PURPOSE );
		// The key allows two uses: a second login racing this one could have counted as well, then
		// both fail here and no key opens two sessions.
		$now = $this->rows->find_by_hash( (string) $key->key_hash );
		if ( ! $now || 1 !== (int) $now->uses ) {
			throw self::invalid();
		}

		$bind = static function ( $session ) use ( $key ) {
			$session                      = (array) $session;
			$session[ self::SESSION_KEY ] = (int) $key->id;
			return $session;
		};
		add_filter( 'attach_session_information', $bind );
		try {
			wp_set_auth_cookie( (int) $user->ID, false );
		} finally {
			remove_filter( 'attach_session_information', $bind );
		}
		/** This action is documented in wp-includes/user.php */
		do_action( 'wp_login', $user->user_login, $user ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's login action, for audit and security plugins.
		return $user;
	}

	/**
	 * The REST nonce of the session that login() opened with this key, for the request's own cookie.
	 *
	 * @param mixed $raw Login key (its second use).
	 * @throws Invalid_Key When the key, the cookie or the session do not belong together.
	 * @throws Rate_Limited When the client tried too many keys.
	 */
	public function nonce( $raw ): string {
		$this->attempts->count();
		$key     = $this->keys->check( $raw, Login_Links::PURPOSE );
		$user_id = (int) wp_validate_auth_cookie( '', 'logged_in' );
		$cookie  = wp_parse_auth_cookie( '', 'logged_in' );
		$session = ( $user_id && $cookie ) ? \WP_Session_Tokens::get_instance( $user_id )->get( (string) $cookie['token'] ) : null;
		if ( 1 !== (int) $key->uses
			|| $user_id !== (int) $key->user_id
			|| ! $this->accounts->portal_user( $user_id )
			|| ! is_array( $session )
			|| (int) ( $session[ self::SESSION_KEY ] ?? 0 ) !== (int) $key->id
		) {
			throw self::invalid();
		}
		$this->keys->consume( $raw, Login_Links::PURPOSE );
		wp_set_current_user( $user_id );
		return wp_create_nonce( 'wp_rest' );
	}

	/**
	 * Ends the current session: its token is destroyed server-side and the cookies are cleared.
	 */
	public function logout(): void {
		wp_logout();
	}

	/**
	 * The one failure (the same as Key_Service's).
	 */
	private static function invalid(): Invalid_Key {
		return new Invalid_Key( __( 'This link is invalid or has expired.', 'immo-wizards' ) );
	}
}

<?php
/**
 * A page cache's stale REST nonce does not lock anonymous visitors out of the plugin's routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Core's api-fetch prints a REST nonce into every page that loads it, and api-fetch sends it with
 * every request. A full-page cache serves that HTML for hours; once the nonce has expired, core
 * answers every request carrying it 403 `rest_cookie_invalid_nonce`, and a visitor without a session
 * cannot get a fresh one (admin-ajax hands nonces out to logged-in users only), so the address
 * search, the route and the field configs fail. A nonce guards a login session against forged
 * requests; a request without one has nothing to guard, and core treats it as anonymous when it sends
 * no nonce at all. So on the plugin's routes a stale nonce of a visitor who is not logged in counts as
 * no nonce: the request runs as user 0, exactly as without the header. Logged-in visitors keep the
 * 403 (their client fetches a fresh nonce and retries).
 *
 * The page's nonce also goes stale when the portal logs in by link: `/auth/login` opens a new session,
 * and the call that fetches that session's nonce (`/auth/login/nonce`) can only carry the nonce of the
 * session before, with the new cookie. That route's credential is the login key plus the cookie of the
 * session the key opened, which it checks itself; so there any nonce that does not fit counts as none
 * too, and the request runs as user 0 (the answer every client would otherwise get after a retry).
 */
final class Stale_Nonce {

	/** Route prefix of the plugin's REST namespaces (`immo-wizards/v1`, `immo-wizards/auth`). */
	private const ROUTES = '/immo-wizards/';

	/** The route that hands out the nonce of the session the login just opened. */
	public const LOGIN_NONCE_ROUTE = '/immo-wizards/auth/login/nonce';

	/**
	 * Hooks in after core's cookie check (priority 100).
	 */
	public static function register(): void {
		add_filter( 'rest_authentication_errors', array( self::class, 'forgive' ), 101 );
	}

	/**
	 * `rest_authentication_errors`: an anonymous request to a plugin route with a stale nonce runs
	 * as anonymous, and so does a request for a login's nonce with the nonce from before the login.
	 *
	 * @param mixed $result Authentication result so far.
	 * @return mixed
	 */
	public static function forgive( $result ) {
		if ( ! is_wp_error( $result ) || 'rest_cookie_invalid_nonce' !== $result->get_error_code() ) {
			return $result;
		}
		$route = Controller::route_of( (string) ( $GLOBALS['wp']->query_vars['rest_route'] ?? '' ) );
		if ( self::LOGIN_NONCE_ROUTE === $route ) {
			// As core does for a request without a nonce: the cookie alone makes no user.
			wp_set_current_user( 0 );
			return true;
		}
		return ! is_user_logged_in() && str_starts_with( $route, self::ROUTES ) ? true : $result;
	}
}

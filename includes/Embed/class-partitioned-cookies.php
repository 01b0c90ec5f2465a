<?php
/**
 * The portal's session cookies in a frame on another site.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Embed;

use ImmoWizards\Security\Site_Origin;

defined( 'ABSPATH' ) || exit;

/**
 * In a frame on another site the WordPress login cookie is a third-party cookie, which browsers
 * block. When the portal's page logs in or out from a standalone page (its REST calls carry the
 * header `X-Immo-Embed: 1`), the auth cookies are set, and cleared, with `SameSite=None; Secure;
 * Partitioned` instead: the browser keeps them for this site only under the site that shows the
 * frame (CHIPS). PHP's setcookie() knows no `Partitioned` before PHP 8.5, so the headers are written
 * here, with the names, values, paths and expiry WordPress computed for its own cookies.
 *
 * Why this is safe:
 * - Only requests whose `Origin` is this site's own switch it on. Browsers set `Origin` and no script
 *   can change it, so only a document of this site (a standalone page, framed or not) can ask; a page
 *   elsewhere cannot, and a custom header from it would also need a CORS preflight that WordPress
 *   does not grant. A client outside a browser may send both headers, but that changes only how its
 *   own cookie jar keeps its own session.
 * - It grants nothing: the login still needs a valid login key, and the values, `HttpOnly`, `Secure`,
 *   paths and lifetime are WordPress's own.
 * - `SameSite=None` on a partitioned cookie does not open the session to other sites: the browser
 *   sends it only while the top-level site is the one it was set under, i.e. inside that site's
 *   frame of our page, which `frame-ancestors` allows only for the origins in the settings. Even
 *   there, its scripts get no REST nonce (cookie-authenticated REST calls without one are anonymous)
 *   and this site's write routes refuse other origins (Site_Origin).
 */
final class Partitioned_Cookies {

	/** The request header the portal's REST calls carry on standalone pages. */
	public const HEADER = 'X-Immo-Embed';

	/**
	 * Cookie values WordPress computed for this request, by name => [value, paths].
	 *
	 * @var array<string, array{0: string, 1: string[]}>
	 */
	private array $pending = array();

	/**
	 * Constructor.
	 *
	 * @param Header_Sender $sender Headers.
	 */
	public function __construct( private Header_Sender $sender ) {
	}

	/**
	 * Hooks in: the values from core's actions, the sending from its filter (which runs after them).
	 */
	public function register(): void {
		add_action( 'set_auth_cookie', array( $this, 'remember_auth' ), 10, 5 );
		add_action( 'set_logged_in_cookie', array( $this, 'remember_logged_in' ) );
		add_filter( 'send_auth_cookies', array( $this, 'send' ), 99, 4 );
	}

	/**
	 * `set_auth_cookie`: the auth cookie for the plugins' and the admin's paths.
	 *
	 * @param string $value      Cookie value.
	 * @param int    $expire     Expiry (0: a session cookie).
	 * @param int    $expiration Validity of the value.
	 * @param int    $user_id    User.
	 * @param string $scheme     `auth` or `secure_auth`.
	 */
	public function remember_auth( $value, $expire, $expiration, $user_id, $scheme ): void {
		$name                   = 'secure_auth' === $scheme ? SECURE_AUTH_COOKIE : AUTH_COOKIE;
		$this->pending[ $name ] = array( (string) $value, array( PLUGINS_COOKIE_PATH, ADMIN_COOKIE_PATH ) );
	}

	/**
	 * `set_logged_in_cookie`: the cookie the front end and the REST API read.
	 *
	 * @param string $value Cookie value.
	 */
	public function remember_logged_in( $value ): void {
		$this->pending[ LOGGED_IN_COOKIE ] = array( (string) $value, self::logged_in_paths() );
	}

	/**
	 * `send_auth_cookies`: on an embedded portal request, sends the partitioned cookies. Setting:
	 * only they are sent (two cookies of one name would be ambiguous). Clearing (user 0): core
	 * clears its own too, as a partitioned cookie and an ordinary one are cleared separately.
	 *
	 * @param bool $send    Whether core sends its cookies.
	 * @param int  $expire  Expiry (0: a session cookie; also 0 when clearing).
	 * @param int  $expiration Validity of the value.
	 * @param int  $user_id User (0 when clearing).
	 */
	public function send( $send, $expire = 0, $expiration = 0, $user_id = 0 ) {
		$pending       = $this->pending;
		$this->pending = array();
		if ( ! $send || ! self::is_embedded_request() ) {
			return $send;
		}
		if ( 0 === (int) $user_id ) {
			foreach ( array( AUTH_COOKIE, SECURE_AUTH_COOKIE ) as $name ) {
				$this->cookie( $name, '', array( PLUGINS_COOKIE_PATH, ADMIN_COOKIE_PATH ), time() - YEAR_IN_SECONDS );
			}
			$this->cookie( LOGGED_IN_COOKIE, '', self::logged_in_paths(), time() - YEAR_IN_SECONDS );
			return $send;
		}
		foreach ( $pending as $name => [ $value, $paths ] ) {
			$this->cookie( $name, $value, $paths, (int) $expire );
		}
		return false;
	}

	/**
	 * Whether this request asks for partitioned cookies and comes from this site's own document, in
	 * a secure context (browsers drop `Secure` cookies elsewhere: an http site keeps its ordinary
	 * cookies, and cannot be framed by another site with a session anyway).
	 */
	public static function is_embedded_request(): bool {
		$flag   = sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_IMMO_EMBED'] ?? '' ) );
		$origin = strtolower( trim( sanitize_text_field( wp_unslash( $_SERVER['HTTP_ORIGIN'] ?? '' ) ) ) );
		$secure = str_starts_with( $origin, 'https://' ) || 1 === preg_match( '#^http://(localhost|127\.0\.0\.1)(:[0-9]+)?$#D', $origin );
		return '1' === $flag && $secure && in_array( $origin, Site_Origin::own_origins(), true );
	}

	/**
	 * Sends one cookie on each of its paths.
	 *
	 * @param string   $name   Cookie name.
	 * @param string   $value  Value ('' to clear).
	 * @param string[] $paths  Paths.
	 * @param int      $expire Expiry (0: a session cookie; in the past: cleared).
	 */
	private function cookie( string $name, string $value, array $paths, int $expire ): void {
		foreach ( array_unique( $paths ) as $path ) {
			$parts = array( $name . '=' . rawurlencode( $value ) );
			if ( 0 !== $expire ) {
				$parts[] = 'Expires=' . gmdate( 'D, d M Y H:i:s', $expire ) . ' GMT';
				$parts[] = 'Max-Age=' . max( 0, $expire - time() );
			}
			$parts[] = 'Path=' . ( '' !== (string) $path ? $path : '/' );
			if ( COOKIE_DOMAIN ) {
				$parts[] = 'Domain=' . COOKIE_DOMAIN;
			}
			array_push( $parts, 'Secure', 'HttpOnly', 'SameSite=None', 'Partitioned' );
			$this->sender->header( 'Set-Cookie', implode( '; ', $parts ), false );
		}
	}

	/**
	 * Paths of the logged-in cookie (as core sets it).
	 *
	 * @return string[]
	 */
	private static function logged_in_paths(): array {
		return array_values( array_unique( array( COOKIEPATH, SITECOOKIEPATH ) ) );
	}
}

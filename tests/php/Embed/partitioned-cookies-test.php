<?php
/**
 * The portal's session cookies when it runs on a standalone page.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Embed;

use ImmoWizards\Embed\Partitioned_Cookies;
use ImmoWizards\Tests\Recording_Sender;
use ImmoWizards\Tests\Test_Case;

/**
 * `X-Immo-Embed: 1` from this site's own origin: the auth cookies as `SameSite=None; Secure;
 * HttpOnly; Partitioned`, set and cleared; any other request keeps WordPress's own cookies.
 */
final class Partitioned_Cookies_Test extends Test_Case {

	/**
	 * What the cookies class sent.
	 *
	 * @var Recording_Sender
	 */
	private Recording_Sender $sender;

	/**
	 * A portal user.
	 *
	 * @var int
	 */
	private int $user;

	protected function setUp(): void {
		parent::setUp();
		// Only this test's instance sends (the plugin's own would write real headers).
		remove_all_filters( 'send_auth_cookies' );
		remove_all_actions( 'set_auth_cookie' );
		remove_all_actions( 'set_logged_in_cookie' );
		$this->sender = new Recording_Sender();
		( new Partitioned_Cookies( $this->sender ) )->register();
		// Whatever this test's filter lets through stops here, before core's setcookie().
		add_filter( 'send_auth_cookies', array( $this, 'core_sends' ), PHP_INT_MAX );
		$this->user = (int) wp_insert_user(
			array(
				'user_login' => 'contact' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'contact' . wp_rand() . '@example.org',
				'role'       => 'subscriber',
			)
		);
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_IMMO_EMBED'], $_SERVER['HTTP_ORIGIN'], $_SERVER['REQUEST_METHOD'] );
		parent::tearDown();
	}

	/**
	 * Whether core would have sent its own cookies, recorded.
	 *
	 * @var bool[]
	 */
	public array $core = array();

	/**
	 * Records core's decision and stops it.
	 *
	 * @param bool $send Whether core sends its cookies.
	 */
	public function core_sends( $send ): bool {
		$this->core[] = (bool) $send;
		return false;
	}

	/**
	 * Sets the request's headers.
	 *
	 * @param string|null $flag   X-Immo-Embed.
	 * @param string|null $origin Origin.
	 */
	private function headers( ?string $flag, ?string $origin ): void {
		unset( $_SERVER['HTTP_X_IMMO_EMBED'], $_SERVER['HTTP_ORIGIN'] );
		if ( null !== $flag ) {
			$_SERVER['HTTP_X_IMMO_EMBED'] = $flag;
		}
		if ( null !== $origin ) {
			$_SERVER['HTTP_ORIGIN'] = $origin;
		}
	}

	public function test_login_from_the_sites_own_page_sets_partitioned_cookies(): void {
		$this->headers( '1', 'https://example.org' );
		wp_set_auth_cookie( $this->user, false, true );
		$cookies = $this->sender->all( 'Set-Cookie' );
		$this->assertSame( array( false ), $this->core, 'core sends none of its own' );
		$names = array_map( static fn ( $c ) => strstr( $c, '=', true ), $cookies );
		$this->assertContains( SECURE_AUTH_COOKIE, $names );
		$this->assertContains( LOGGED_IN_COOKIE, $names );
		foreach ( $cookies as $cookie ) {
			$parts = array_map( 'trim', explode( ';', $cookie ) );
			foreach ( array( 'Secure', 'HttpOnly', 'SameSite=None', 'Partitioned' ) as $attribute ) {
				$this->assertContains( $attribute, $parts, $cookie );
			}
			$this->assertStringNotContainsString( 'Expires', $cookie, 'a session cookie, as WordPress sets it without "remember me"' );
			$this->assertStringNotContainsString( "\n", $cookie );
		}
		$logged_in = current( array_filter( $cookies, static fn ( $c ) => str_starts_with( $c, LOGGED_IN_COOKIE . '=' ) ) );
		$this->assertStringContainsString( 'Path=' . COOKIEPATH, $logged_in );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$value                     = rawurldecode( substr( strstr( $logged_in, ';', true ), strlen( LOGGED_IN_COOKIE ) + 1 ) );
		$this->assertSame( $this->user, wp_validate_auth_cookie( $value, 'logged_in' ), 'the value WordPress computed' );
	}

	public function test_remember_me_keeps_the_expiry(): void {
		$this->headers( '1', 'https://example.org' );
		wp_set_auth_cookie( $this->user, true, true );
		foreach ( $this->sender->all( 'Set-Cookie' ) as $cookie ) {
			$this->assertMatchesRegularExpression( '/; Expires=\w{3}, \d{2} \w{3} \d{4} [\d:]{8} GMT; Max-Age=\d{6,7};/', $cookie );
		}
	}

	public function test_logout_clears_the_partitioned_and_the_ordinary_cookies(): void {
		$this->headers( '1', 'https://example.org' );
		wp_clear_auth_cookie();
		$this->assertSame( array( true ), $this->core, 'core clears its own as well' );
		$cookies = $this->sender->all( 'Set-Cookie' );
		$this->assertNotEmpty( $cookies );
		foreach ( $cookies as $cookie ) {
			$this->assertMatchesRegularExpression( '/^[^=]+=; Expires=[^;]+; Max-Age=0; Path=[^;]+; Secure; HttpOnly; SameSite=None; Partitioned$/', $cookie );
		}
		$names = array_map( static fn ( $c ) => strstr( $c, '=', true ), $cookies );
		$this->assertEqualsCanonicalizing( array( AUTH_COOKIE, SECURE_AUTH_COOKIE, LOGGED_IN_COOKIE ), array_values( array_unique( $names ) ) );
	}

	/**
	 * Requests that keep WordPress's own cookies.
	 */
	public function ordinary_provider(): array {
		return array(
			'no header'               => array( null, 'https://example.org' ),
			'header 0'                => array( '0', 'https://example.org' ),
			'header yes'              => array( 'yes', 'https://example.org' ),
			'no origin'               => array( '1', null ),
			'another site'            => array( '1', 'https://evil.example' ),
			'an allowed host page'    => array( '1', 'https://www.agency.example' ),
			'look-alike host'         => array( '1', 'https://example.org.evil.example' ),
			'sub-domain'              => array( '1', 'https://www.example.org' ),
			'other port'              => array( '1', 'https://example.org:8443' ),
			'null origin'             => array( '1', 'null' ),
			'plain http (not secure)' => array( '1', 'http://example.org' ),
		);
	}

	/**
	 * @dataProvider ordinary_provider
	 *
	 * @param string|null $flag   X-Immo-Embed.
	 * @param string|null $origin Origin.
	 */
	public function test_other_requests_keep_wordpress_cookies( ?string $flag, ?string $origin ): void {
		$this->headers( $flag, $origin );
		wp_set_auth_cookie( $this->user, false, true );
		wp_clear_auth_cookie();
		$this->assertSame( array( true, true ), $this->core );
		$this->assertSame( array(), $this->sender->all( 'Set-Cookie' ) );
	}
}

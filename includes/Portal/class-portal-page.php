<?php
/**
 * Response headers of the portal page.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Security\Key_Link;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The portal page is opened with a key in its URL and shows personal data: it must not leak the key
 * through the Referer header, be indexed, or be kept by a page cache (a cached copy could carry
 * someone's data). Applies to the settings' portal page and to any page holding the portal block or
 * `[immo_portal]`.
 */
final class Portal_Page {

	/**
	 * Sends one header (replaceable for tests).
	 *
	 * @var callable(string, string|false): void
	 */
	private $send;

	/**
	 * Constructor.
	 *
	 * @param Settings      $settings Settings (portal page id).
	 * @param callable|null $send     Header sender: (name, value), value false removes the header.
	 */
	public function __construct( private Settings $settings, ?callable $send = null ) {
		$this->send = $send ?? array( self::class, 'send_header' );
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		// Before core's canonical redirect, so a redirect of the page (key in its URL) is protected too.
		add_action( 'template_redirect', array( $this, 'protect' ), 0 );
	}

	/**
	 * `template_redirect`: headers, robots and cache rules for the portal page.
	 */
	public function protect(): void {
		if ( ! $this->is_portal_page() ) {
			return;
		}
		if ( ! defined( 'DONOTCACHEPAGE' ) ) {
			// Honoured by the common page-cache plugins.
			define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- the page-cache plugins' own constant.
		}
		add_filter( 'wp_robots', 'wp_robots_no_robots' );
		add_action( 'wp_head', array( Key_Link::class, 'print_taker' ), -1000 );
		add_action( 'wp_head', array( $this, 'print_referrer_meta' ), 0 );
		foreach ( self::headers() as $name => $value ) {
			( $this->send )( $name, $value );
		}
	}

	/**
	 * The headers of the portal page (false: remove that header).
	 *
	 * @return array<string, string|false>
	 */
	public static function headers(): array {
		$headers = wp_get_nocache_headers();
		// Core's value lacks `no-store` before 6.8: browsers could still keep the page on disk.
		$headers['Cache-Control'] = 'no-store, no-cache, must-revalidate, max-age=0, private';
		return $headers + array(
			'Referrer-Policy' => 'no-referrer',
			'X-Robots-Tag'    => 'noindex',
		);
	}

	/**
	 * The same referrer rule in the markup, for caches or proxies that drop response headers.
	 */
	public function print_referrer_meta(): void {
		echo '<meta name="referrer" content="no-referrer">' . "\n";
	}

	/**
	 * Whether the main query shows the portal page.
	 */
	public function is_portal_page(): bool {
		if ( ! is_singular() ) {
			return false;
		}
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post ) {
			return false;
		}
		$page_id = $this->settings->portal_page_id();
		return ( $page_id && (int) $post->ID === $page_id )
			|| has_block( 'immo-wizards/portal', $post )
			|| has_shortcode( (string) $post->post_content, 'immo_portal' );
	}

	/**
	 * Sends or removes a header unless output has started.
	 *
	 * @param string       $name  Header name.
	 * @param string|false $value Value, false to remove the header.
	 */
	public static function send_header( string $name, $value ): void {
		if ( headers_sent() ) {
			return;
		}
		if ( false === $value ) {
			header_remove( $name );
			return;
		}
		header( $name . ': ' . $value );
	}
}

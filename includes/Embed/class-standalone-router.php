<?php
/**
 * The standalone pages and `embed.js` under the base path (default `/immo-app/`).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Embed;

use ImmoWizards\Settings\Embed_Settings;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * `{home}/{base}/{route}` (with or without a trailing slash) is a screen on a page of its own,
 * `{home}/{base}/embed.js` the host script, anything else under the base the 404 document.
 */
final class Standalone_Router {

	/** The portal's route (its URL may carry the login key). */
	public const LOGIN = 'login';

	/** The host script's file name under the base. */
	public const SCRIPT = 'embed.js';

	/** Route under the base => screen (Plugin::screens()). */
	public const ROUTES = array(
		'lead-wizard'           => 'lead-wizard',
		'saved-search-wizard'   => 'saved-search-wizard',
		'expose-inquiry-wizard' => 'expose-inquiry',
		'contact-form-wizard'   => 'contact-form',
		'newsletter-wizard'     => 'newsletter',
		self::LOGIN             => 'portal',
	);

	/**
	 * Constructor.
	 *
	 * @param Settings            $settings Settings (base path, origins).
	 * @param Standalone_Document $document The pages.
	 * @param Host_Script         $script   `embed.js`.
	 * @param Header_Sender       $sender   Status and headers.
	 */
	public function __construct(
		private Settings $settings,
		private Standalone_Document $document,
		private Host_Script $script,
		private Header_Sender $sender
	) {
	}

	/**
	 * Hooks the router in. `do_parse_request` rather than a rewrite rule: it runs on every front-end
	 * request before WordPress matches its rules, so there is no rule to flush (on activation, on a
	 * changed base, or after another plugin flushed without ours), and it sees the path with plain
	 * permalinks too, where WordPress computes none.
	 */
	public function register(): void {
		add_filter( 'do_parse_request', array( $this, 'parse' ), 10, 1 );
	}

	/**
	 * `do_parse_request`: answers a path under the base and ends the request; other paths go on.
	 *
	 * @param bool $parse Whether WordPress parses the request (false: someone answered it already).
	 */
	public function parse( $parse ) {
		if ( ! $parse ) {
			return $parse;
		}
		$request = array(
			'if-none-match'     => sanitize_text_field( wp_unslash( $_SERVER['HTTP_IF_NONE_MATCH'] ?? '' ) ),
			'if-modified-since' => sanitize_text_field( wp_unslash( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ?? '' ) ),
		);
		// A page to read (no nonce): its query is validated like block attributes, its path only compared with the base.
		$body = $this->respond( (string) wp_unslash( $_SERVER['REQUEST_URI'] ?? '/' ), wp_unslash( $_GET ), $request ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( null === $body ) {
			return $parse;
		}
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the document escapes its parts; embed.js is our build.
		exit;
	}

	/**
	 * Answers a request path: sends status and headers, returns the body; null when the path is
	 * not under the base.
	 *
	 * @param string                $uri     Request URI (path and query, as the server got it).
	 * @param array<string, mixed>  $query   Unslashed query parameters.
	 * @param array<string, string> $request Conditional request headers (see Host_Script).
	 */
	public function respond( string $uri, array $query, array $request = array() ): ?string {
		$route = $this->route( $uri );
		if ( null === $route ) {
			return null;
		}
		if ( self::SCRIPT === $route ) {
			return $this->script->respond( $this->sender, $request );
		}
		$origins = Embed_Settings::origins( $this->settings );
		if ( self::LOGIN === $route && ! defined( 'DONOTCACHEPAGE' ) ) {
			// Honoured by the common page-cache plugins (as on the portal's WordPress page).
			define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- the page-cache plugins' own constant.
		}
		if ( isset( self::ROUTES[ $route ] ) ) {
			$this->sender->status( 200 );
			Embed_Headers::send( $this->sender, Embed_Headers::page( $route, $origins ) );
			return $this->document->page( self::ROUTES[ $route ], $query, $origins );
		}
		$this->sender->status( 404 );
		Embed_Headers::send( $this->sender, Embed_Headers::page( '', $origins ) );
		$links = array();
		foreach ( self::ROUTES as $name => $screen ) {
			$links[ $this->url( $name ) ] = $screen;
		}
		return $this->document->not_found( $links );
	}

	/**
	 * The URL of a route under the base.
	 *
	 * @param string $route Route (or `embed.js`).
	 */
	public function url( string $route ): string {
		return home_url( '/' . Embed_Settings::base( $this->settings ) . '/' . $route );
	}

	/**
	 * The route a request path names under the base ('' or an unknown name: the 404 document);
	 * null when the path is not under the base.
	 *
	 * @param string $uri Request URI.
	 */
	private function route( string $uri ): ?string {
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$home = untrailingslashit( (string) wp_parse_url( home_url(), PHP_URL_PATH ) );
		$base = $home . '/' . Embed_Settings::base( $this->settings );
		if ( $path !== $base && ! str_starts_with( $path, $base . '/' ) ) {
			return null;
		}
		$rest = substr( $path, strlen( $base ) );
		if ( 1 === preg_match( '#^/([a-z0-9-]+)/?$#D', $rest, $m ) && isset( self::ROUTES[ $m[1] ] ) ) {
			return $m[1];
		}
		return '/' . self::SCRIPT === $rest ? self::SCRIPT : '';
	}
}

<?php
/**
 * What the view scripts may trust on a page: printed by the server as a script, never read from markup.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Post content may carry `class` and `data-*` attributes even for users without `unfiltered_html`, so
 * a container in the markup can be forged. The inline script (`window.immoWizardsServer`) tells the
 * view scripts which containers this request rendered (a random token, fresh per request, that
 * stored content cannot know), the REST root, the endpoints an admin allowed for submits and the
 * post the page shows.
 */
final class Page_Data {

	/**
	 * This request's render token.
	 *
	 * @var string|null
	 */
	private static ?string $token = null;

	/**
	 * The render token of this request (128 random bits, hex).
	 */
	public static function render_token(): string {
		if ( null === self::$token ) {
			self::$token = bin2hex( random_bytes( 16 ) );
		}
		return self::$token;
	}

	/**
	 * Prints the page data before a view script (once per script).
	 *
	 * @param string               $handle   Script handle.
	 * @param Settings             $settings Settings.
	 * @param array<string, mixed> $embed    `embed` entry (standalone pages only, see Embed\Standalone_Document).
	 */
	public static function attach( string $handle, Settings $settings, array $embed = array() ): void {
		$script = self::script( $settings, $embed );
		$before = wp_scripts()->get_data( $handle, 'before' );
		if ( ! is_array( $before ) || ! in_array( $script, $before, true ) ) {
			wp_add_inline_script( $handle, $script, 'before' );
		}
	}

	/**
	 * The inline script (TS: `PageData` in `src/host/page-data.ts`).
	 *
	 * @param Settings             $settings Settings.
	 * @param array<string, mixed> $embed    `embed` entry (`{standalone, origins}`), absent when empty.
	 */
	public static function script( Settings $settings, array $embed = array() ): string {
		$data = array(
			'renderToken'     => self::render_token(),
			'restRoot'        => esc_url_raw( rest_url() ),
			'submitEndpoints' => $settings->submit_endpoints(),
			// The page the funnel statistics count under (0: not a post, e.g. the embeddable pages).
			'postId'          => $embed || ! is_singular() ? 0 : (int) get_queried_object_id(),
		);
		if ( $embed ) {
			$data['embed'] = $embed;
		}
		return 'window.immoWizardsServer=' . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE ) . ';';
	}
}

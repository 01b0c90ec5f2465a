<?php
/**
 * Where a wizard may send its request when its block or shortcode names a submit URL.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Settings\Submit_Endpoints;

defined( 'ABSPATH' ) || exit;

/**
 * A submit URL from content is honoured only when whoever wrote the content may post unfiltered HTML,
 * and only when it names one of the plugin's wizard routes or an endpoint an admin allowed in the
 * settings. Anything else would let content point a visitor's (or an admin's) browser at another REST
 * route of the site, or send personal data to a host nobody approved.
 */
final class Submit_Target {

	/** The plugin's wizard submit routes (mirrored in `src/api/submit-target.ts`). */
	public const WIZARD_ROUTES = array( 'lead', 'saved-search', 'expose-inquiry', 'contact' );

	private const ROUTE_PREFIX = 'immo-wizards/v1/wizard/';

	/**
	 * The submit target for the config: a wizard route's REST path or an allowed endpoint; null when
	 * the attribute is empty, not allowed, or written by someone who may not set it.
	 *
	 * @param mixed         $raw      Attribute value.
	 * @param Settings      $settings Settings (allowed endpoints).
	 * @param \WP_Post|null $post     The post whose content holds the block or shortcode, if any.
	 */
	public static function resolve( $raw, Settings $settings, ?\WP_Post $post ): ?string {
		if ( ! is_string( $raw ) || '' === trim( $raw ) || ! self::writer_may_set( $post ) ) {
			return null;
		}
		$route = self::wizard_route( trim( $raw ) );
		if ( null !== $route ) {
			return $route;
		}
		$endpoint = Submit_Endpoints::normalize( $raw );
		return null !== $endpoint && in_array( $endpoint, $settings->submit_endpoints(), true ) ? $endpoint : null;
	}

	/**
	 * Whether the content of `$post` may set a submit target: its author and its last editor must
	 * have `unfiltered_html` (a Contributor's pending post previewed by an admin, or an Author's own
	 * post, may not). Without a post the block comes from a template, a widget area or theme code,
	 * which only users who manage the site can edit.
	 *
	 * @param \WP_Post|null $post Post.
	 */
	public static function writer_may_set( ?\WP_Post $post ): bool {
		if ( null === $post ) {
			return true;
		}
		$author = (int) $post->post_author;
		if ( $author <= 0 || ! user_can( $author, 'unfiltered_html' ) ) {
			return false;
		}
		$last_editor = (int) get_post_meta( $post->ID, '_edit_last', true );
		return $last_editor <= 0 || user_can( $last_editor, 'unfiltered_html' );
	}

	/**
	 * The REST path of a wizard route, given as that path (with or without a leading slash) or as
	 * this site's URL of it (absolute or root-relative); null for anything else, including other
	 * routes of the plugin and query strings.
	 *
	 * @param string $url Trimmed input.
	 */
	private static function wizard_route( string $url ): ?string {
		foreach ( self::WIZARD_ROUTES as $slug ) {
			$path  = self::ROUTE_PREFIX . $slug;
			$rest  = rest_url( $path );
			$query = (string) wp_parse_url( $rest, PHP_URL_QUERY );
			$forms = array(
				$path,
				'/' . $path,
				preg_replace( '#^https?:#i', '', $rest ),
				wp_parse_url( $rest, PHP_URL_PATH ) . ( '' !== $query ? '?' . $query : '' ),
			);
			if ( in_array( preg_replace( '#^https?:#i', '', $url ), $forms, true ) ) {
				return $path;
			}
		}
		return null;
	}
}

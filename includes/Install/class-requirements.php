<?php
/**
 * What the plugin needs from the server, checked before it starts.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

use ImmoWizards\I18n\I18n;

defined( 'ABSPATH' ) || exit;

/**
 * A site that lacks a PHP extension the plugin calls (mbstring, the XML readers, zip) would fail with
 * a fatal error on the first page that needs it. The plugin instead stays idle there: no hooks, no
 * routes, no blocks — only an admin notice that names what is missing. It starts by itself on the
 * first request after the host added it (the migration then creates its tables). The database engine
 * is checked where the tables are made (Table_Engines and its notice).
 *
 * This file must run on any PHP 7.4+ and without any of the extensions it checks.
 */
final class Requirements {

	public const PHP = '8.1';

	public const WORDPRESS = '6.5';

	/** Extensions the plugin's code calls directly. */
	public const EXTENSIONS = array( 'mbstring', 'json', 'dom', 'libxml', 'xmlreader', 'xmlwriter', 'zip' );

	/**
	 * Starts nothing and shows the notice when something is missing.
	 *
	 * @return bool True when the plugin may boot.
	 */
	public static function check(): bool {
		$missing = self::of_this_site();
		if ( ! $missing ) {
			return true;
		}
		I18n::register();
		add_action( 'admin_notices', static fn () => self::notice( $missing ) );
		add_action( 'network_admin_notices', static fn () => self::notice( $missing ) );
		return false;
	}

	/**
	 * What this site lacks (see missing()).
	 *
	 * @return string[]
	 */
	public static function of_this_site(): array {
		$missing = self::missing( 'extension_loaded', PHP_VERSION, (string) ( $GLOBALS['wp_version'] ?? '0' ) );
		/**
		 * Filters what the site lacks (keys of Requirements::missing()).
		 *
		 * @param string[] $missing Keys.
		 */
		return array_values( array_map( 'strval', (array) apply_filters( 'immo_wizards_requirements_missing', $missing ) ) );
	}

	/**
	 * What is missing, as keys: "php", "wp" or "ext:<name>".
	 *
	 * @param callable $loaded    Whether an extension is loaded (extension_loaded).
	 * @param string   $php       The PHP version.
	 * @param string   $wordpress The WordPress version.
	 * @return string[]
	 */
	public static function missing( callable $loaded, string $php, string $wordpress ): array {
		$missing = array();
		if ( version_compare( $php, self::PHP, '<' ) ) {
			$missing[] = 'php';
		}
		if ( version_compare( $wordpress, self::WORDPRESS, '<' ) ) {
			$missing[] = 'wp';
		}
		foreach ( self::EXTENSIONS as $extension ) {
			if ( ! $loaded( $extension ) ) {
				$missing[] = 'ext:' . $extension;
			}
		}
		return $missing;
	}

	/**
	 * The admin notice, for those who can act on it (install plugins, talk to the host).
	 *
	 * @param string[] $missing Keys from missing().
	 */
	public static function notice( array $missing ): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		$items = array();
		foreach ( $missing as $key ) {
			if ( 'php' === $key ) {
				/* translators: 1: required PHP version, 2: the site's PHP version */
				$items[] = sprintf( __( 'PHP %1$s or newer (this site runs PHP %2$s)', 'immo-wizards' ), self::PHP, PHP_VERSION );
			} elseif ( 'wp' === $key ) {
				/* translators: 1: required WordPress version, 2: the site's WordPress version */
				$items[] = sprintf( __( 'WordPress %1$s or newer (this site runs %2$s)', 'immo-wizards' ), self::WORDPRESS, (string) ( $GLOBALS['wp_version'] ?? '' ) );
			} else {
				/* translators: %s: name of a PHP extension, e.g. mbstring */
				$items[] = sprintf( __( 'the PHP extension %s', 'immo-wizards' ), substr( $key, 4 ) );
			}
		}
		printf(
			'<div class="notice notice-error"><p><strong>%1$s</strong> %2$s</p><ul class="ul-disc">%3$s</ul><p>%4$s</p></div>',
			esc_html__( 'Immo Wizards is not running.', 'immo-wizards' ),
			esc_html__( 'This site lacks what the plugin needs:', 'immo-wizards' ),
			implode( '', array_map( static fn ( $item ) => '<li>' . esc_html( $item ) . '</li>', $items ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each item escaped.
			esc_html__( 'Your host can add it. The plugin starts by itself as soon as it is there; until then its forms do not appear, and nothing stored is lost.', 'immo-wizards' )
		);
	}
}

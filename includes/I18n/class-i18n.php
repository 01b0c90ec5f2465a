<?php
/**
 * Language rule: en_US shows English; every other locale without a translation of its own shows German.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\I18n;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the text domain and falls back to the shipped German files.
 */
final class I18n {

	public const DOMAIN = 'immo-wizards';

	private const FALLBACK_LOCALE = 'de_DE';

	/**
	 * Hooks the text domain loading and the German fallback for PHP and script translations.
	 */
	public static function register(): void {
		add_filter( 'load_textdomain_mofile', array( self::class, 'fallback_mofile' ), 10, 2 );
		add_filter( 'load_script_translation_file', array( self::class, 'fallback_script_file' ), 10, 3 );
		add_action( 'init', array( self::class, 'load_textdomain' ), 0 );
	}

	/**
	 * Loads the plugin's own translations from `languages/`.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( IMMO_WIZARDS_FILE ) ) . '/languages' );
	}

	/**
	 * Points a missing plugin .mo file at the German one, unless the locale is en_US.
	 *
	 * @param string $mofile Path WordPress is about to load.
	 * @param string $domain Text domain.
	 */
	public static function fallback_mofile( $mofile, $domain ) {
		if ( self::DOMAIN !== $domain || is_readable( (string) $mofile ) || ! self::wants_fallback() ) {
			return $mofile;
		}
		return IMMO_WIZARDS_DIR . 'languages/' . self::DOMAIN . '-' . self::FALLBACK_LOCALE . '.mo';
	}

	/**
	 * Points a missing script translation JSON of our handles at the German one.
	 *
	 * @param string|false $file   Path WordPress is about to load.
	 * @param string       $handle Script handle.
	 * @param string       $domain Text domain.
	 */
	public static function fallback_script_file( $file, $handle, $domain ) {
		if ( self::DOMAIN !== $domain || ( $file && is_readable( $file ) ) || ! self::wants_fallback() ) {
			return $file;
		}
		$german = IMMO_WIZARDS_DIR . 'languages/' . self::DOMAIN . '-' . self::FALLBACK_LOCALE . '-' . $handle . '.json';
		return is_readable( $german ) ? $german : $file;
	}

	/**
	 * Whether the current locale should fall back to German.
	 */
	private static function wants_fallback(): bool {
		return 'en_US' !== determine_locale();
	}
}

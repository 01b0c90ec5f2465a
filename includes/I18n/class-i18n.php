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
	 * Gives WordPress's own strings in the bundled DataViews code (text domain `default`: "Search",
	 * "Items per page" …) German before the script runs, where the screen shows German and core loaded
	 * no translation of its own for a string: a language pack's translation is never replaced.
	 *
	 * @param string $handle Script handle of an admin screen.
	 */
	public static function fill_default_domain( string $handle ): void {
		$file = IMMO_WIZARDS_DIR . 'languages/default-' . self::FALLBACK_LOCALE . '.json';
		if ( ! self::wants_fallback() || ! is_readable( $file ) ) {
			return;
		}
		// The check runs in the browser: core's script translations are set by then (dependencies first).
		$script = '( function ( i18n, german ) {'
			. ' var missing = {};'
			. ' Object.keys( german ).forEach( function ( key ) {'
			. ' var parts = key.split( "\u0004" ), single = parts.pop();'
			. ' if ( ! i18n.hasTranslation( single, parts[ 0 ], "default" ) ) { missing[ key ] = german[ key ]; }'
			. ' } );'
			. ' i18n.setLocaleData( missing, "default" );'
			. ' } )( wp.i18n, %s );';
		$german = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( is_array( $german ) && $german ) {
			wp_add_inline_script( $handle, sprintf( $script, wp_json_encode( $german ) ), 'before' );
		}
	}

	/**
	 * Whether the current locale should fall back to German.
	 */
	private static function wants_fallback(): bool {
		return self::FALLBACK_LOCALE === self::mail_locale( determine_locale() );
	}

	/**
	 * A number as the plugin's language writes it (1.234,5 in German, 1,234.5 in English), also
	 * where WordPress has no language pack for the locale (number_format_i18n() then writes English).
	 *
	 * @param float  $value    Number.
	 * @param int    $decimals Decimal places.
	 * @param string $locale   Locale ('' for the current one).
	 */
	public static function number( float $value, int $decimals = 0, string $locale = '' ): string {
		$german = self::FALLBACK_LOCALE === self::mail_locale( '' !== $locale ? $locale : determine_locale() );
		return number_format( $value, $decimals, $german ? ',' : '.', $german ? '.' : ',' );
	}

	/**
	 * The language shown for a locale (screens and mails alike): en_US English, every other German.
	 *
	 * @param string $locale A WordPress locale.
	 */
	public static function mail_locale( string $locale ): string {
		return 'en_US' === $locale ? 'en_US' : self::FALLBACK_LOCALE;
	}

	/**
	 * The locale a mail is written in: the agency reads the site's language; a visitor the one they
	 * used (the locale stored with their request, else the current request's).
	 *
	 * @param bool   $to_agency      Whether the mail goes to the agency.
	 * @param string $visitor_locale The visitor's locale when known ('' for the current one).
	 */
	public static function recipient_locale( bool $to_agency, string $visitor_locale = '' ): string {
		if ( $to_agency ) {
			return get_locale();
		}
		return '' !== $visitor_locale ? $visitor_locale : determine_locale();
	}
}

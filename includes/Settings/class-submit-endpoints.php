<?php
/**
 * The allowed submit endpoints: external URLs an admin lets wizards send their requests to.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Validation of the `submit_endpoints` setting. A block's or shortcode's submit URL may only name an
 * entry of this list (or one of the plugin's own wizard routes), so content alone never decides where
 * a visitor's personal data goes.
 */
final class Submit_Endpoints {

	/** At most this many endpoints. */
	public const MAX = 20;

	private const MAX_LENGTH = 2000;

	/**
	 * The setting's part of the option's JSON schema: a list or one URL per line.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'submit_endpoints' => array(
				'type'  => array( 'array', 'string' ),
				'items' => array( 'type' => 'string' ),
			),
		);
	}

	/**
	 * Validates a submitted value into $out (a rejected one keeps the current value and adds an error).
	 *
	 * @param array<string, mixed>  $input  Submitted values.
	 * @param array<string, mixed>  $out    Values being built.
	 * @param array<string, string> $errors Errors by setting.
	 */
	public static function sanitize( array $input, array &$out, array &$errors ): void {
		if ( ! isset( $input['submit_endpoints'] ) ) {
			return;
		}
		$endpoints = self::parse( $input['submit_endpoints'], $error );
		if ( null === $endpoints ) {
			$errors['submit_endpoints'] = (string) $error;
		} else {
			$out['submit_endpoints'] = $endpoints;
		}
	}

	/**
	 * The normalised endpoint, or null when it is not allowed: an absolute https URL (scheme and host
	 * lower-cased) on another host than this site, without user info, fragment, whitespace, quotes or
	 * backslashes. This site's own routes are reached by their REST path instead (and a same-site URL
	 * would put every REST route of the site in reach of a submit).
	 *
	 * @param mixed $raw Input.
	 */
	public static function normalize( $raw ): ?string {
		if ( ! is_string( $raw ) ) {
			return null;
		}
		$url = trim( $raw );
		if ( '' === $url || strlen( $url ) > self::MAX_LENGTH || preg_match( '/[\x00-\x20\x7F\\\\<>"\'`{}|^]|[^\x00-\x7F]/', $url ) ) {
			return null;
		}
		if ( 1 !== preg_match( '#^https://([^/?\#@:]+)(:[0-9]{1,5})?(/[^?\#]*)?(\?[^\#]*)?$#iD', $url, $m ) ) {
			return null;
		}
		$host = strtolower( $m[1] );
		$port = $m[2] ?? '';
		if ( 1 !== preg_match( '/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/D', $host )
			|| ( '' !== $port && ( (int) substr( $port, 1 ) < 1 || (int) substr( $port, 1 ) > 65535 ) )
			|| in_array( $host, self::site_hosts(), true ) ) {
			return null;
		}
		$clean = 'https://' . $host . $port . ( $m[3] ?? '' ) . ( $m[4] ?? '' );
		return esc_url_raw( $clean, array( 'https' ) ) === $clean ? $clean : null;
	}

	/**
	 * Parses the setting: a list or one URL per line (see Line_List).
	 *
	 * @param mixed       $input Submitted value.
	 * @param string|null $error Receives the message when the value is rejected.
	 * @return string[]|null The endpoints, or null when any entry is invalid.
	 */
	public static function parse( $input, ?string &$error = null ): ?array {
		return Line_List::parse(
			$input,
			array( self::class, 'normalize' ),
			self::MAX,
			array(
				'shape' => __( 'Please enter one https URL per line.', 'immo-wizards' ),
				/* translators: %s: the rejected entry */
				'entry' => __( 'Not an allowed submit endpoint: %s. Use absolute https URLs on another host, one per line.', 'immo-wizards' ),
				/* translators: %d: maximum number of endpoints */
				'max'   => sprintf( __( 'Please enter at most %d submit endpoints.', 'immo-wizards' ), self::MAX ),
			),
			$error
		);
	}

	/**
	 * Lower-cased hosts of this site (home and WordPress address).
	 *
	 * @return string[]
	 */
	private static function site_hosts(): array {
		return array_map(
			static fn ( $url ) => strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) ),
			array( home_url(), site_url() )
		);
	}
}

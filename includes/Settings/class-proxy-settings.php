<?php
/**
 * Sanitising of the reverse-proxy settings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

use ImmoWizards\Security\Trusted_Proxies;

defined( 'ABSPATH' ) || exit;

/**
 * `trusted_proxies` (addresses and CIDR ranges) and `proxy_header` (the header those proxies put the
 * client's address in). Part of Settings_Schema::sanitize().
 */
final class Proxy_Settings {

	/**
	 * The group's part of the option's JSON schema.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		return array(
			'trusted_proxies' => array( 'type' => 'string' ),
			'proxy_header'    => array( 'type' => 'string' ),
		);
	}

	/**
	 * Copies valid submitted values into $out; invalid ones keep their value and add an error.
	 *
	 * @param array<string, mixed>  $input  Submitted values.
	 * @param array<string, mixed>  $out    Sanitised settings so far.
	 * @param array<string, string> $errors Receives error messages keyed by setting.
	 */
	public static function sanitize( array $input, array &$out, array &$errors ): void {
		if ( isset( $input['trusted_proxies'] ) ) {
			$ranges = is_scalar( $input['trusted_proxies'] ) ? Trusted_Proxies::normalize( (string) $input['trusted_proxies'] ) : null;
			if ( null === $ranges ) {
				/* translators: %d: maximum number of entries */
				$errors['trusted_proxies'] = sprintf( __( 'Please enter up to %d IP addresses or ranges in CIDR notation (e.g. 203.0.113.0/24, 2001:db8::/32), separated by commas.', 'immo-wizards' ), Trusted_Proxies::MAX_RANGES );
			} else {
				$out['trusted_proxies'] = $ranges;
			}
		}
		if ( isset( $input['proxy_header'] ) ) {
			$header = is_scalar( $input['proxy_header'] ) ? trim( (string) $input['proxy_header'] ) : '';
			// An HTTP header name: letters, digits and hyphens.
			if ( 1 !== preg_match( '/^[A-Za-z][A-Za-z0-9-]{0,63}$/D', $header ) ) {
				$errors['proxy_header'] = __( 'Please enter a header name such as X-Forwarded-For.', 'immo-wizards' );
			} else {
				$out['proxy_header'] = $header;
			}
		}
	}
}

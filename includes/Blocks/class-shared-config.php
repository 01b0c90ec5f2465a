<?php
/**
 * Config every screen shares: map, privacy link, newsletter and consent settings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the shared part of every screen's config.
 */
final class Shared_Config {

	/**
	 * The shared config (TS: `SharedConfig` in `src/host/shared-config.ts`).
	 *
	 * @param Settings $settings Plugin settings.
	 * @return array<string, mixed>
	 */
	public static function build( Settings $settings ): array {
		return array(
			'map'        => array(
				'center'      => $settings->map_center(),
				'zoom'        => $settings->map_zoom(),
				'tileUrl'     => $settings->tile_url(),
				'attribution' => $settings->tile_attribution(),
			),
			'privacyUrl' => $settings->privacy_url(),
			'newsletter' => array(
				'enabled'  => $settings->newsletter_enabled(),
				'required' => $settings->newsletter_required(),
			),
			'consent'    => array(
				'required'     => $settings->consent_required(),
				// The site's consent plugin decides (WP Consent API); the screens show no banner of their own.
				'wpConsentApi' => 'wp_consent_api' === $settings->all()['cookie_banner'],
			),
		);
	}

	/**
	 * The `submitUrl` attribute if the wizard may post there, else null (the config then omits it and
	 * the wizard posts to its own route). See Submit_Target: only a wizard route of this plugin or an
	 * endpoint allowed in the settings, and only in content written by users with `unfiltered_html`.
	 *
	 * @param mixed $raw Attribute value.
	 */
	public static function submit_url( $raw ): ?string {
		return Submit_Target::resolve( $raw, Settings::instance(), get_post() );
	}
}

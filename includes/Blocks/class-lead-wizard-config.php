<?php
/**
 * Config of the owner lead wizard's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Defaults;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Block attributes + categories + map, privacy, newsletter and consent settings.
 */
final class Lead_Wizard_Config implements Screen_Config {

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	public function build( array $attributes ): array {
		$config = array(
			'mode'          => $attributes['mode'],
			'stepOrder'     => $attributes['stepOrder'],
			'showSteps'     => (bool) $attributes['showSteps'],
			'contactForm'   => (bool) $attributes['contactForm'],
			'marketingType' => $attributes['marketingType'],
			'categories'    => Defaults::categories(),
		) + self::common( Settings::instance() );
		if ( '' !== $attributes['submitUrl'] ) {
			$config['submitUrl'] = esc_url_raw( $attributes['submitUrl'] );
		}
		return $config;
	}

	/**
	 * Settings every wizard shares: map, privacy link, newsletter, consent.
	 *
	 * @param Settings $settings Plugin settings.
	 * @return array<string, mixed>
	 */
	public static function common( Settings $settings ): array {
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
			'consent'    => array( 'required' => $settings->consent_required() ),
		);
	}
}

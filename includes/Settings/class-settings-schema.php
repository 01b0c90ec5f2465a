<?php
/**
 * The settings' defaults and JSON schema.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * What the option `immo_wizards_settings` holds: its defaults, its JSON schema and its validation,
 * put together from the groups' parts (GROUPS), and its registration as a setting.
 */
final class Settings_Schema {

	/**
	 * The groups, each with its part of the schema (`schema()`) and its checks (`sanitize()`).
	 */
	private const GROUPS = array(
		Mail_Settings::class,
		Privacy_Settings::class,
		Map_Settings::class,
		Proxy_Settings::class,
		Embed_Settings::class,
		Submit_Endpoints::class,
	);

	/**
	 * Defaults; values that depend on the site or language are resolved when read.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'notification_email'       => '',
			'portal_page_id'           => 0,
			'privacy_url'              => '',
			'geocoder_url'             => 'https://photon.komoot.io',
			'tile_url'                 => 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
			'tile_attribution'         => '',
			'map_center'               => '51.0504,13.7373',
			'map_zoom'                 => 12,
			'newsletter_enabled'       => true,
			'newsletter_required'      => false,
			'retention_days'           => 14,
			'delete_data_on_uninstall' => false,
			// No routing service until the admin names one: the public OSRM demo forbids production use.
			'routing_url'              => '',
			'office_name'              => 'Immo Wizards Musterbüro',
			'office_street'            => 'Prager Straße',
			'office_number'            => '10',
			'office_zip'               => '01069',
			'office_city'              => 'Dresden',
			'office_lat'               => 51.0455,
			'office_lng'               => 13.7373,
			'pending_daily_cap'        => 500,
			'trusted_proxies'          => '',
			'proxy_header'             => 'X-Forwarded-For',
			'submit_endpoints'         => array(),
			'agency_recipients'        => array_fill_keys( Mail_Settings::types(), '' ),
			'sender_name'              => '',
			'sender_email'             => '',
			'consent_texts'            => array_fill_keys( Consent_Settings::KINDS, '' ),
			'consent_text_version'     => 1,
			'mail_texts'               => Mail_Texts::defaults(),
			'cookie_banner'            => 'on',
			'embed_base'               => Embed_Settings::DEFAULT_BASE,
			'embed_origins'            => array(),
			'embed_portal_url'         => '',
		);
	}

	/**
	 * The option's JSON schema: the groups' parts.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array_merge( ...array_map( static fn ( $group ) => $group::schema(), self::GROUPS ) ),
			'additionalProperties' => false,
		);
	}

	/**
	 * Sanitises a full settings array. Missing booleans count as false (unticked checkboxes);
	 * any other missing or invalid value keeps its current value and adds an error.
	 *
	 * @param mixed                 $input   Submitted values.
	 * @param array<string, mixed>  $current Current values.
	 * @param array<string, string> $errors  Receives error messages keyed by setting.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $input, array $current, array &$errors = array() ): array {
		$input = is_array( $input ) ? $input : array();
		$out   = array_merge( self::defaults(), array_intersect_key( $current, self::defaults() ) );
		foreach ( self::GROUPS as $group ) {
			$group::sanitize( $input, $out, $errors );
		}
		return $out;
	}

	/**
	 * Registers the option (validated by sanitize()) for `/wp/v2/settings` and `update_option()`.
	 *
	 * @param Settings $settings The settings.
	 */
	public static function register( Settings $settings ): void {
		Registered_Settings::add(
			Settings::OPTION,
			self::schema(),
			array( $settings, 'all' ),
			array( $settings, 'errors' ),
			array( $settings, 'update' ),
			static fn ( $input ) => self::sanitize( $input, $settings->all() )
		);
	}
}

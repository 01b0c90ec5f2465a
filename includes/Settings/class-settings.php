<?php
/**
 * Plugin settings (option `immo_wizards_settings`).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

use ImmoWizards\Security\Trusted_Proxies;

defined( 'ABSPATH' ) || exit;

/**
 * Typed access to the settings; writes go through sanitize().
 */
final class Settings {

	public const OPTION = 'immo_wizards_settings';

	private const BOOLEANS = array( 'consent_required', 'newsletter_enabled', 'newsletter_required', 'delete_data_on_uninstall' );

	private const URL_PLACEHOLDERS = array( '{s}', '{z}', '{x}', '{y}', '{r}' );

	/** Office address fields and their maximum lengths. */
	private const OFFICE_TEXT = array(
		'office_name'   => 100,
		'office_street' => 100,
		'office_number' => 20,
		'office_zip'    => 10,
		'office_city'   => 100,
	);

	/**
	 * Shared instance.
	 *
	 * @var Settings|null
	 */
	private static ?Settings $instance = null;

	/**
	 * The shared instance.
	 */
	public static function instance(): Settings {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

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
			'consent_required'         => true,
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
		);
	}

	/**
	 * All settings, stored values over defaults.
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $stored ) ? array_intersect_key( $stored, self::defaults() ) : array() );
	}

	/**
	 * Sanitises and stores settings (a partial array updates only those keys).
	 *
	 * @param array<string, mixed> $values New values.
	 * @return array<string, string> Errors keyed by setting (invalid values keep their old value).
	 */
	public function update( array $values ): array {
		$errors = array();
		$clean  = self::sanitize( array_merge( $this->all(), $values ), $this->all(), $errors );
		update_option( self::OPTION, $clean );
		return $errors;
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

		foreach ( self::BOOLEANS as $key ) {
			$out[ $key ] = ! empty( $input[ $key ] ) && 'false' !== $input[ $key ];
		}
		if ( isset( $input['notification_email'] ) ) {
			$raw   = is_scalar( $input['notification_email'] ) ? trim( (string) $input['notification_email'] ) : '';
			$email = sanitize_email( $raw );
			if ( '' === $email || $email !== $raw || ! is_email( $email ) ) {
				$errors['notification_email'] = __( 'Please enter a valid e-mail address for notifications.', 'immo-wizards' );
			} else {
				$out['notification_email'] = $email;
			}
		}
		if ( isset( $input['portal_page_id'] ) ) {
			$out['portal_page_id'] = max( 0, absint( $input['portal_page_id'] ) );
		}
		foreach ( array( 'privacy_url', 'geocoder_url', 'tile_url', 'routing_url' ) as $key ) {
			if ( isset( $input[ $key ] ) ) {
				$url = is_scalar( $input[ $key ] ) ? self::sanitize_url( (string) $input[ $key ] ) : null;
				if ( null === $url || ( '' === $url && ! in_array( $key, array( 'privacy_url', 'routing_url' ), true ) ) ) {
					$errors[ $key ] = __( 'Please enter a valid http(s) URL.', 'immo-wizards' );
				} elseif ( 'routing_url' === $key && self::is_demo_routing( $url ) ) {
					$errors[ $key ] = __( 'The public OSRM demo server must not be used on a production site. Please enter the URL of your own routing service.', 'immo-wizards' );
				} else {
					$out[ $key ] = in_array( $key, array( 'geocoder_url', 'routing_url' ), true ) ? untrailingslashit( $url ) : $url;
				}
			}
		}
		foreach ( self::OFFICE_TEXT as $key => $max ) {
			if ( isset( $input[ $key ] ) ) {
				$text = is_scalar( $input[ $key ] ) ? sanitize_text_field( (string) $input[ $key ] ) : null;
				if ( null === $text || mb_strlen( $text ) > $max ) {
					/* translators: %d: maximum number of characters */
					$errors[ $key ] = sprintf( __( 'Please enter at most %d characters.', 'immo-wizards' ), $max );
				} else {
					$out[ $key ] = $text;
				}
			}
		}
		$coordinates = array(
			'office_lat' => array( 90, __( 'The office latitude must be a number from -90 to 90.', 'immo-wizards' ) ),
			'office_lng' => array( 180, __( 'The office longitude must be a number from -180 to 180.', 'immo-wizards' ) ),
		);
		foreach ( $coordinates as $key => [ $limit, $message ] ) {
			if ( ! isset( $input[ $key ] ) ) {
				continue;
			}
			$value = is_scalar( $input[ $key ] ) ? filter_var( str_replace( ',', '.', trim( (string) $input[ $key ] ) ), FILTER_VALIDATE_FLOAT ) : false;
			if ( false === $value || abs( $value ) > $limit ) {
				$errors[ $key ] = $message;
			} else {
				$out[ $key ] = (float) $value;
			}
		}
		if ( isset( $input['tile_attribution'] ) && is_scalar( $input['tile_attribution'] ) ) {
			$out['tile_attribution'] = sanitize_text_field( (string) $input['tile_attribution'] );
		}
		if ( isset( $input['map_center'] ) ) {
			$center = self::parse_center( $input['map_center'] );
			if ( null === $center ) {
				$errors['map_center'] = __( 'The map centre must be "latitude,longitude", e.g. 51.0504,13.7373.', 'immo-wizards' );
			} else {
				$out['map_center'] = $center[0] . ',' . $center[1];
			}
		}
		$ranges = array(
			'map_zoom'       => array( 6, 20, __( 'The map zoom must be a whole number from 6 to 20.', 'immo-wizards' ) ),
			'retention_days' => array( 1, 365, __( 'The retention period must be 1 to 365 days.', 'immo-wizards' ) ),
		);

		$ranges['pending_daily_cap'] = array( 10, 100000, __( 'The daily limit of unconfirmed requests must be 10 to 100000.', 'immo-wizards' ) );
		foreach ( $ranges as $key => [ $min, $max, $message ] ) {
			if ( ! isset( $input[ $key ] ) ) {
				continue;
			}
			$value = filter_var( $input[ $key ], FILTER_VALIDATE_INT );
			if ( false === $value || $value < $min || $value > $max ) {
				$errors[ $key ] = $message;
			} else {
				$out[ $key ] = $value;
			}
		}
		Proxy_Settings::sanitize( $input, $out, $errors );
		return $out;
	}

	/**
	 * Agency address for notifications.
	 */
	public function notification_email(): string {
		$email = (string) $this->all()['notification_email'];
		return '' !== $email ? $email : (string) get_option( 'admin_email' );
	}

	/**
	 * Id of the portal page (0 when none).
	 */
	public function portal_page_id(): int {
		return (int) $this->all()['portal_page_id'];
	}

	/**
	 * URL of the portal page (home when the page is gone).
	 */
	public function portal_url(): string {
		$id  = $this->portal_page_id();
		$url = $id ? get_permalink( $id ) : false;
		return $url ? $url : home_url( '/' );
	}

	/**
	 * Privacy policy URL ('' when none).
	 */
	public function privacy_url(): string {
		$url = (string) $this->all()['privacy_url'];
		return '' !== $url ? $url : (string) get_privacy_policy_url();
	}

	/**
	 * Base URL of the Photon-compatible geocoder (no trailing slash).
	 */
	public function geocoder_url(): string {
		return untrailingslashit( (string) $this->all()['geocoder_url'] );
	}

	/**
	 * Base URL of the OSRM-compatible routing service (no trailing slash).
	 */
	public function routing_url(): string {
		$url = untrailingslashit( (string) $this->all()['routing_url'] );
		// A value stored when the demo server was the default counts as unset.
		return self::is_demo_routing( $url ) ? '' : $url;
	}

	/**
	 * Whether the route planner offers route search (a routing service is configured).
	 */
	public function routing_enabled(): bool {
		return '' !== $this->routing_url();
	}

	/**
	 * Whether a URL points at the public OSRM demo server.
	 *
	 * @param string $url URL.
	 */
	private static function is_demo_routing( string $url ): bool {
		return 'router.project-osrm.org' === strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	}

	/**
	 * Addresses and CIDR ranges of the reverse proxies whose forwarding header is believed.
	 *
	 * @return string[]
	 */
	public function trusted_proxies(): array {
		return Trusted_Proxies::split( (string) $this->all()['trusted_proxies'] );
	}

	/**
	 * Name of the header a trusted proxy puts the client's address in.
	 */
	public function proxy_header(): string {
		return (string) $this->all()['proxy_header'];
	}

	/**
	 * The office: the route planner's destination.
	 *
	 * @return array{name:string,street:string,number:string,zip:string,city:string,lat:float,lng:float}
	 */
	public function office(): array {
		$all = $this->all();
		return array(
			'name'   => (string) $all['office_name'],
			'street' => (string) $all['office_street'],
			'number' => (string) $all['office_number'],
			'zip'    => (string) $all['office_zip'],
			'city'   => (string) $all['office_city'],
			'lat'    => (float) $all['office_lat'],
			'lng'    => (float) $all['office_lng'],
		);
	}

	/**
	 * Tile URL template with {z}/{x}/{y}.
	 */
	public function tile_url(): string {
		return (string) $this->all()['tile_url'];
	}

	/**
	 * Tile attribution text.
	 */
	public function tile_attribution(): string {
		$text = (string) $this->all()['tile_attribution'];
		return '' !== $text ? $text : __( '© OpenStreetMap contributors', 'immo-wizards' );
	}

	/**
	 * Map centre as [lat, lng].
	 *
	 * @return array{0: float, 1: float}
	 */
	public function map_center(): array {
		$center = self::parse_center( $this->all()['map_center'] );
		return $center ?? array( 51.0504, 13.7373 );
	}

	/**
	 * Initial map zoom (6..20).
	 */
	public function map_zoom(): int {
		return (int) $this->all()['map_zoom'];
	}

	/**
	 * Whether third-party services (map, geocoder) wait for cookie consent.
	 */
	public function consent_required(): bool {
		return (bool) $this->all()['consent_required'];
	}

	/**
	 * Whether the newsletter checkbox is shown.
	 */
	public function newsletter_enabled(): bool {
		return (bool) $this->all()['newsletter_enabled'];
	}

	/**
	 * Whether the newsletter checkbox must be ticked.
	 */
	public function newsletter_required(): bool {
		return $this->newsletter_enabled() && (bool) $this->all()['newsletter_required'];
	}

	/**
	 * Days after which unconfirmed requests are deleted.
	 */
	public function retention_days(): int {
		return max( 1, (int) $this->all()['retention_days'] );
	}

	/**
	 * Whether uninstalling deletes all plugin data.
	 */
	public function delete_data_on_uninstall(): bool {
		return (bool) $this->all()['delete_data_on_uninstall'];
	}

	/**
	 * Unconfirmed requests the whole site accepts per 24 hours.
	 */
	public function pending_daily_cap(): int {
		return max( 1, (int) $this->all()['pending_daily_cap'] );
	}

	/**
	 * Parses "lat,lng" into floats within range; null when invalid.
	 *
	 * @param mixed $value Input.
	 * @return array{0: float, 1: float}|null
	 */
	public static function parse_center( $value ): ?array {
		if ( ! is_string( $value ) || 1 !== preg_match( '/^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/', $value, $m ) ) {
			return null;
		}
		$lat = (float) $m[1];
		$lng = (float) $m[2];
		if ( $lat < -90 || $lat > 90 || $lng < -180 || $lng > 180 ) {
			return null;
		}
		return array( $lat, $lng );
	}

	/**
	 * Sanitises an http(s) URL, keeping tile placeholders; '' stays '', null when invalid.
	 *
	 * @param string $url Input.
	 */
	private static function sanitize_url( string $url ): ?string {
		$url = trim( $url );
		if ( '' === $url ) {
			return '';
		}
		$tokens = array();
		foreach ( self::URL_PLACEHOLDERS as $i => $placeholder ) {
			$tokens[ $placeholder ] = 'IMMOWIZARDSPLACEHOLDER' . $i . 'X';
		}
		$clean = esc_url_raw( strtr( $url, $tokens ), array( 'http', 'https' ) );
		if ( 1 !== preg_match( '#^https?://[^/\s?\#]+#i', $clean ) ) {
			return null;
		}
		return strtr( $clean, array_flip( $tokens ) );
	}
}

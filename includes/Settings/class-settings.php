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
 * Typed access to the settings; writes go through Settings_Schema::sanitize(), which lets each group
 * validate its values.
 */
final class Settings {

	public const OPTION = 'immo_wizards_settings';

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
	 * All settings, stored values over defaults.
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		return array_merge( Settings_Schema::defaults(), is_array( $stored ) ? array_intersect_key( $stored, Settings_Schema::defaults() ) : array() );
	}

	/**
	 * Sanitises and stores settings (a partial array updates only those keys).
	 *
	 * @param array<string, mixed> $values New values.
	 * @return array<string, string> Errors keyed by setting (invalid values keep their old value).
	 */
	public function update( array $values ): array {
		$errors = array();
		$clean  = Settings_Schema::sanitize( array_merge( $this->all(), $values ), $this->all(), $errors );
		update_option( self::OPTION, $clean );
		return $errors;
	}

	/**
	 * Errors of submitted values by setting, without storing anything.
	 *
	 * @param array<string, mixed> $values New values (a partial array checks only those keys).
	 * @return array<string, string>
	 */
	public function errors( array $values ): array {
		$errors = array();
		Settings_Schema::sanitize( array_merge( $this->all(), $values ), $this->all(), $errors );
		return $errors;
	}

	/**
	 * Agency address for the notification of a request of $type (its own recipient, else the
	 * notification address).
	 *
	 * @param string $type Request type.
	 */
	public function notification_email_for( string $type ): string {
		$own = (string) ( $this->all()['agency_recipients'][ $type ] ?? '' );
		return '' !== $own ? $own : $this->notification_email();
	}

	/**
	 * The agency's consent texts ('' for a kind keeps the shipped text) and their version.
	 *
	 * @return array{0: array<string, string>, 1: int}
	 */
	public function consent_texts(): array {
		$all = $this->all();
		return array( Consent_Settings::texts( $all['consent_texts'] ), max( 1, (int) $all['consent_text_version'] ) );
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
	 * Where the links in mails open the portal: the page of an embedding website when one is set
	 * (Embed_Settings), else the portal page.
	 */
	public function portal_link_url(): string {
		$embedded = Embed_Settings::portal_url( $this );
		return '' !== $embedded ? $embedded : $this->portal_url();
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
		return Map_Settings::is_demo_routing( $url ) ? '' : $url;
	}

	/**
	 * Whether the route planner offers route search (a routing service is configured).
	 */
	public function routing_enabled(): bool {
		return '' !== $this->routing_url();
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
		$center = Map_Settings::parse_center( $this->all()['map_center'] );
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
		return 'off' !== $this->all()['cookie_banner'];
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
	 * External endpoints a block or shortcode may send its requests to (re-validated on read, so a
	 * value stored behind the settings' back or a changed site host cannot widen the list).
	 *
	 * @return string[]
	 */
	public function submit_endpoints(): array {
		$stored = $this->all()['submit_endpoints'];
		return is_array( $stored ) ? array_values( array_filter( array_map( array( Submit_Endpoints::class, 'normalize' ), $stored ) ) ) : array();
	}
}

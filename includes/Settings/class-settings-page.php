<?php
/**
 * Immo Wizards → Settings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen, built on the Settings API.
 */
final class Settings_Page {

	public const SLUG = 'immo-wizards-settings';

	public const GROUP = 'immo_wizards';

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings.
	 */
	public function __construct( private Settings $settings ) {
	}

	/**
	 * Hooks the option (the menu entry is the admin menu's, see Admin_Menu).
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
	}

	/**
	 * Registers the option, its sanitising and the fields.
	 */
	public function register_setting(): void {
		register_setting(
			self::GROUP,
			Settings::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
		$sections = array(
			'general' => __( 'Notifications and privacy', 'immo-wizards' ),
			'map'     => __( 'Map and address search', 'immo-wizards' ),
			'office'  => __( 'Office and route planner', 'immo-wizards' ),
			'data'    => __( 'Data', 'immo-wizards' ),
			'proxy'   => __( 'Reverse proxy', 'immo-wizards' ),
		);
		foreach ( $sections as $id => $title ) {
			add_settings_section( 'immo_wizards_' . $id, $title, '__return_false', self::SLUG );
		}
		foreach ( $this->fields() as $key => [ $section, $label, $type ] ) {
			add_settings_field(
				'immo_wizards_' . $key,
				$label,
				array( $this, 'render_field' ),
				self::SLUG,
				'immo_wizards_' . $section,
				array(
					'key'       => $key,
					'type'      => $type,
					'label_for' => 'immo_wizards_' . $key,
				)
			);
		}
	}

	/**
	 * Sanitize callback of the option.
	 *
	 * @param mixed $input Submitted values.
	 * @return array<string,mixed>
	 */
	public function sanitize( $input ): array {
		$errors = array();
		$clean  = Settings::sanitize( $input, $this->settings->all(), $errors );
		foreach ( $errors as $key => $message ) {
			add_settings_error( Settings::OPTION, 'immo_wizards_' . $key, $message );
		}
		return $clean;
	}

	/**
	 * Renders the page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Immo Wizards', 'immo-wizards' ) . '</h1>';
		// Outside Settings core prints no notices: the saved message and the field errors are ours.
		settings_errors();
		echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * Renders one field.
	 *
	 * @param array{key:string,type:string,label_for:string} $args Field args.
	 */
	public function render_field( array $args ): void {
		$values = $this->settings->all();
		$key    = $args['key'];
		$name   = Settings::OPTION . '[' . $key . ']';
		$id     = $args['label_for'];
		$value  = $values[ $key ] ?? '';
		switch ( $args['type'] ) {
			case 'checkbox':
				printf(
					'<input type="checkbox" id="%1$s" name="%2$s" value="1" %3$s>',
					esc_attr( $id ),
					esc_attr( $name ),
					checked( (bool) $value, true, false )
				);
				break;
			case 'page':
				wp_dropdown_pages(
					array(
						'id'                => esc_attr( $id ),
						'name'              => esc_attr( $name ),
						'selected'          => (int) $value,
						'show_option_none'  => esc_html__( '— None —', 'immo-wizards' ),
						'option_none_value' => '0',
					)
				);
				break;
			case 'number':
				$ranges = array(
					'map_zoom'          => array( 6, 20 ),
					'pending_daily_cap' => array( 10, 100000 ),
				);
				$range  = $ranges[ $key ] ?? array( 1, 365 );
				printf(
					'<input type="number" class="small-text" id="%1$s" name="%2$s" value="%3$s" min="%4$d" max="%5$d" step="1">',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( (string) $value ),
					(int) $range[0],
					(int) $range[1]
				);
				break;
			case 'textarea':
				printf(
					'<textarea class="large-text code" rows="3" id="%1$s" name="%2$s">%3$s</textarea>',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_textarea( implode( "\n", (array) $value ) )
				);
				break;
			default:
				$placeholder = 'tile_attribution' === $key ? __( '© OpenStreetMap contributors', 'immo-wizards' ) : '';
				printf(
					'<input type="%1$s" class="regular-text" id="%2$s" name="%3$s" value="%4$s" placeholder="%5$s">',
					esc_attr( $args['type'] ),
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( (string) $value ),
					esc_attr( $placeholder )
				);
		}
		$help = $this->help( $key );
		if ( '' !== $help ) {
			echo '<p class="description">' . esc_html( $help ) . '</p>';
		}
	}

	/**
	 * Field definitions: key => [section, label, input type].
	 *
	 * @return array<string, array{0:string,1:string,2:string}>
	 */
	private function fields(): array {
		return array(
			'notification_email'       => array( 'general', __( 'Notification e-mail', 'immo-wizards' ), 'email' ),
			'portal_page_id'           => array( 'general', __( 'Portal page', 'immo-wizards' ), 'page' ),
			'privacy_url'              => array( 'general', __( 'Privacy policy URL', 'immo-wizards' ), 'url' ),
			'consent_required'         => array( 'general', __( 'Ask for cookie consent before loading the map', 'immo-wizards' ), 'checkbox' ),
			'newsletter_enabled'       => array( 'general', __( 'Offer the newsletter', 'immo-wizards' ), 'checkbox' ),
			'newsletter_required'      => array( 'general', __( 'Newsletter consent is required', 'immo-wizards' ), 'checkbox' ),
			'geocoder_url'             => array( 'map', __( 'Geocoder (Photon) URL', 'immo-wizards' ), 'url' ),
			'tile_url'                 => array( 'map', __( 'Map tile URL', 'immo-wizards' ), 'text' ),
			'tile_attribution'         => array( 'map', __( 'Map attribution', 'immo-wizards' ), 'text' ),
			'map_center'               => array( 'map', __( 'Map centre (latitude,longitude)', 'immo-wizards' ), 'text' ),
			'map_zoom'                 => array( 'map', __( 'Map zoom (6–20)', 'immo-wizards' ), 'number' ),
			'office_name'              => array( 'office', __( 'Office name', 'immo-wizards' ), 'text' ),
			'office_street'            => array( 'office', __( 'Street', 'immo-wizards' ), 'text' ),
			'office_number'            => array( 'office', __( 'House number', 'immo-wizards' ), 'text' ),
			'office_zip'               => array( 'office', __( 'Postcode', 'immo-wizards' ), 'text' ),
			'office_city'              => array( 'office', __( 'City', 'immo-wizards' ), 'text' ),
			'office_lat'               => array( 'office', __( 'Office latitude', 'immo-wizards' ), 'text' ),
			'office_lng'               => array( 'office', __( 'Office longitude', 'immo-wizards' ), 'text' ),
			'routing_url'              => array( 'office', __( 'Routing service (OSRM) URL', 'immo-wizards' ), 'url' ),
			'retention_days'           => array( 'data', __( 'Delete unconfirmed requests after (days)', 'immo-wizards' ), 'number' ),
			'pending_daily_cap'        => array( 'data', __( 'Unconfirmed requests accepted per day (whole site)', 'immo-wizards' ), 'number' ),
			'delete_data_on_uninstall' => array( 'data', __( 'Delete all plugin data when the plugin is deleted', 'immo-wizards' ), 'checkbox' ),
			'trusted_proxies'          => array( 'proxy', __( 'Trusted proxies', 'immo-wizards' ), 'text' ),
			'proxy_header'             => array( 'proxy', __( 'Client address header', 'immo-wizards' ), 'text' ),
			'submit_endpoints'         => array( 'data', __( 'Allowed submit endpoints', 'immo-wizards' ), 'textarea' ),
		);
	}

	/**
	 * Help text below a field.
	 *
	 * @param string $key Setting.
	 */
	private function help( string $key ): string {
		$help = array(
			'notification_email' => __( 'Confirmed requests are sent to this address.', 'immo-wizards' ),
			'privacy_url'        => __( 'Leave empty to use the privacy policy page of this site.', 'immo-wizards' ),
			'tile_url'           => __( 'Template with {z}, {x} and {y}.', 'immo-wizards' ),
			'office_lat'         => __( 'Decimal degrees, e.g. 51.0455. The route planner routes to this point.', 'immo-wizards' ),
			'pending_daily_cap'  => __( 'Protects against floods of requests nobody confirms: above this number within 24 hours, visitors are asked to try again later. Confirmed requests do not count.', 'immo-wizards' ),
			'routing_url'        => __( 'An OSRM-compatible service; routes are requested by the server, not by the visitor\'s browser.', 'immo-wizards' ) . ' ' . __( 'Without it the route planner shows the office without route search. The public OSRM demo server may not be used on production sites.', 'immo-wizards' ),
			'trusted_proxies'    => __( 'Only if your site is behind a reverse proxy, load balancer or CDN: its IP addresses or CIDR ranges (IPv4 and IPv6), separated by commas. Requests from these addresses are counted by the client address in the header below; leave empty otherwise.', 'immo-wizards' ),
			'proxy_header'       => __( 'The header in which the proxies pass on the client address, e.g. X-Forwarded-For or CF-Connecting-IP.', 'immo-wizards' ),
			'submit_endpoints'   => __( 'Absolute https URLs on other hosts, one per line. A block or shortcode written by a user who may post unfiltered HTML can send its requests to one of them (Submit URL); all other forms send to this site.', 'immo-wizards' ),
		);
		return $help[ $key ] ?? '';
	}
}

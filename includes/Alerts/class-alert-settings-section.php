<?php
/**
 * The alerts' section on Settings → Immo Wizards.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Settings\Settings_Page;

defined( 'ABSPATH' ) || exit;

/**
 * Its own option (Alert_Settings::OPTION) in the page's settings group, so the page's one form
 * saves it and the Settings API runs its validation; a rejected value keeps the stored one.
 */
final class Alert_Settings_Section {

	private const SECTION = 'immo_wizards_alerts';

	/**
	 * Constructor.
	 *
	 * @param Alert_Settings $settings The alert settings.
	 */
	public function __construct( private Alert_Settings $settings ) {
	}

	/**
	 * Hooks in after the page's own sections.
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ), 11 );
	}

	/**
	 * Registers the option, the section and its two fields.
	 */
	public function register_setting(): void {
		register_setting(
			Settings_Page::GROUP,
			Alert_Settings::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( self::SECTION, __( 'Saved-search alerts', 'immo-wizards' ), '__return_false', Settings_Page::SLUG );
		$fields = array(
			'alert_mode'  => __( 'Send alert e-mails', 'immo-wizards' ),
			'digest_hour' => __( 'Hour of the daily digest (0–23)', 'immo-wizards' ),
		);
		foreach ( $fields as $key => $label ) {
			add_settings_field(
				'immo_wizards_' . $key,
				$label,
				array( $this, 'render_field' ),
				Settings_Page::SLUG,
				self::SECTION,
				array(
					'key'       => $key,
					'label_for' => 'immo_wizards_' . $key,
				)
			);
		}
	}

	/**
	 * Sanitize callback of the option.
	 *
	 * @param mixed $input Submitted values.
	 * @return array{alert_mode:string,digest_hour:int}
	 */
	public function sanitize( $input ): array {
		try {
			return Alert_Settings::validate( $input );
		} catch ( Invalid_Request $error ) {
			add_settings_error( Alert_Settings::OPTION, 'immo_wizards_alerts', __( 'Alert e-mails: choose instantly or a daily digest at an hour from 0 to 23.', 'immo-wizards' ) );
			return $this->settings->all();
		}
	}

	/**
	 * Renders one field.
	 *
	 * @param array{key:string,label_for:string} $args Field args.
	 */
	public function render_field( array $args ): void {
		$values = $this->settings->all();
		$name   = Alert_Settings::OPTION . '[' . $args['key'] . ']';
		if ( 'digest_hour' === $args['key'] ) {
			printf( '<input type="number" class="small-text" id="%1$s" name="%2$s" value="%3$d" min="0" max="23" step="1">', esc_attr( $args['label_for'] ), esc_attr( $name ), (int) $values['digest_hour'] );
			echo '<p class="description">' . esc_html__( 'Site time. Only used for the daily digest.', 'immo-wizards' ) . '</p>';
			return;
		}
		$modes = array(
			'instant' => __( 'Instantly when new listings match', 'immo-wizards' ),
			'digest'  => __( 'Once a day (digest)', 'immo-wizards' ),
		);
		printf( '<select id="%1$s" name="%2$s">', esc_attr( $args['label_for'] ), esc_attr( $name ) );
		foreach ( $modes as $mode => $label ) {
			printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( $mode ), selected( $values['alert_mode'], $mode, false ), esc_html( $label ) );
		}
		echo '</select>';
	}
}

<?php
/**
 * The alerts' option among the registered settings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Settings\Registered_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Its own option (Alert_Settings::OPTION) in the plugin's settings group, read and written through
 * `/wp/v2/settings` (the settings screen's tab "Saved-search alerts"); Alert_Settings::validate() is
 * its one validation, a rejected value keeps the stored one.
 */
final class Alert_Settings_Section {

	/**
	 * Constructor.
	 *
	 * @param Alert_Settings $settings The alert settings.
	 */
	public function __construct( private Alert_Settings $settings ) {
	}

	/**
	 * Registers the option.
	 */
	public function register(): void {
		Registered_Settings::add(
			Alert_Settings::OPTION,
			static fn () => array(
				'type'                 => 'object',
				'properties'           => array(
					'alert_mode'  => array(
						'type' => 'string',
						'enum' => Alert_Settings::MODES,
					),
					'digest_hour' => array( 'type' => 'integer' ),
				),
				'additionalProperties' => false,
			),
			array( $this->settings, 'all' ),
			array( $this, 'errors' ),
			array( $this->settings, 'save' ),
			array( $this, 'sanitize' )
		);
	}

	/**
	 * Errors of submitted values by field (the stored values fill in the missing ones).
	 *
	 * @param array<string, mixed> $values Submitted values.
	 * @return array<string, string>
	 */
	public function errors( array $values ): array {
		try {
			Alert_Settings::validate( array_merge( $this->settings->all(), $values ) );
			return array();
		} catch ( Invalid_Request $error ) {
			$field = in_array( $values['alert_mode'] ?? 'instant', Alert_Settings::MODES, true ) ? 'digest_hour' : 'alert_mode';
			return array( $field => __( 'Alert e-mails: choose instantly or a daily digest at an hour from 0 to 23.', 'immo-wizards' ) );
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
}

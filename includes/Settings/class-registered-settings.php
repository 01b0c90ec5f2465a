<?php
/**
 * The plugin's options as registered settings in `/wp/v2/settings`.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Registers an option with its JSON schema and `show_in_rest`, so core's settings route reads and
 * writes it (administrators only, `manage_options`), and routes every write through the option's own
 * validation, the one the PHP API (`update_option`) runs as its sanitize callback too:
 * - reading answers the stored values over the defaults;
 * - a write with an invalid value answers 400 with a message per field (`data.fields`, keys like
 *   `map_zoom` or `agency_recipients.lead`) and stores nothing, not even the valid values;
 * - a valid write may name only some fields: the others keep their values.
 */
final class Registered_Settings {

	public const GROUP = 'immo_wizards';

	public const ERROR = 'immo_wizards_invalid_settings';

	private const ROUTE = '/wp/v2/settings';

	/**
	 * Registers one option.
	 *
	 * @param string   $option Option name (also its name in the REST answer).
	 * @param callable $schema () → JSON schema of the value (an object); asked for on init, since
	 *                         its descriptions may be translated.
	 * @param callable $read   () → the current values, defaults filled in.
	 * @param callable $check  (submitted values) → errors by field (none: valid).
	 * @param callable $save   (submitted, valid values) → stores them.
	 * @param callable $clean  Sanitize callback of `update_option`.
	 */
	public static function add( string $option, callable $schema, callable $read, callable $check, callable $save, callable $clean ): void {
		add_action(
			'init',
			static fn () => register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'object',
					'sanitize_callback' => $clean,
					'show_in_rest'      => array( 'schema' => $schema() ),
				)
			)
		);
		add_filter( 'rest_pre_get_setting', static fn ( $value, $name ) => $option === $name ? $read() : $value, 10, 2 );
		add_filter(
			'rest_pre_update_setting',
			static function ( $updated, $name, $value ) use ( $option, $save ) {
				if ( $option !== $name || ! is_array( $value ) ) {
					return $updated;
				}
				$save( $value );
				return true;
			},
			10,
			3
		);
		add_filter(
			'rest_request_before_callbacks',
			static function ( $response, $handler, \WP_REST_Request $request ) use ( $option, $check ) {
				$value = $request->get_param( $option );
				if ( self::ROUTE !== Controller::route_of( $request ) || 'GET' === $request->get_method() || ! is_array( $value ) ) {
					return $response;
				}
				$errors = $check( $value );
				return $errors ? self::error( $response, $errors ) : $response;
			},
			10,
			3
		);
	}

	/**
	 * The 400 answer naming the invalid fields (of this and any option checked before).
	 *
	 * @param mixed                 $response The answer so far.
	 * @param array<string, string> $errors   Errors by field.
	 */
	private static function error( $response, array $errors ): \WP_Error {
		if ( is_wp_error( $response ) && self::ERROR === $response->get_error_code() ) {
			$errors = array_merge( (array) ( $response->get_error_data()['fields'] ?? array() ), $errors );
		} elseif ( is_wp_error( $response ) ) {
			return $response;
		}
		return new \WP_Error(
			self::ERROR,
			__( 'Some settings were not saved. Please check the highlighted fields.', 'immo-wizards' ),
			array(
				'status' => 400,
				'fields' => $errors,
			)
		);
	}
}

<?php
/**
 * When alert mails go out.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Invalid_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Option `immo_wizards_alerts`: `alert_mode` "instant" (default: after each background match) or
 * "digest" (once a day at `digest_hour`, 0–23, site time).
 */
final class Alert_Settings {

	public const OPTION = 'immo_wizards_alerts';

	public const MODES = array( 'instant', 'digest' );

	/**
	 * The stored values, defaults filled in.
	 *
	 * @return array{alert_mode:string,digest_hour:int}
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'alert_mode'  => in_array( $stored['alert_mode'] ?? null, self::MODES, true ) ? $stored['alert_mode'] : 'instant',
			'digest_hour' => max( 0, min( 23, (int) ( $stored['digest_hour'] ?? 8 ) ) ),
		);
	}

	/**
	 * Whether mails wait for the daily digest.
	 */
	public function digest(): bool {
		return 'digest' === $this->all()['alert_mode'];
	}

	/**
	 * The digest's hour (site time).
	 */
	public function digest_hour(): int {
		return $this->all()['digest_hour'];
	}

	/**
	 * The clean values of a submission (the hour may come as a form's string).
	 *
	 * @param mixed $values `alert_mode` and optional `digest_hour`.
	 * @return array{alert_mode:string,digest_hour:int}
	 * @throws Invalid_Request When a value is not allowed.
	 */
	public static function validate( $values ): array {
		$mode  = is_array( $values ) ? ( $values['alert_mode'] ?? null ) : null;
		$hour  = is_array( $values ) ? ( $values['digest_hour'] ?? 8 ) : null;
		$range = array(
			'options' => array(
				'min_range' => 0,
				'max_range' => 23,
			),
		);
		$hour  = is_int( $hour ) || is_string( $hour ) ? filter_var( $hour, FILTER_VALIDATE_INT, $range ) : false;
		if ( ! in_array( $mode, self::MODES, true ) || false === $hour ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		return array(
			'alert_mode'  => $mode,
			'digest_hour' => $hour,
		);
	}

	/**
	 * Validates and stores.
	 *
	 * @param mixed $values `alert_mode` and optional `digest_hour`.
	 * @throws Invalid_Request When a value is not allowed.
	 */
	public function save( $values ): void {
		update_option( self::OPTION, self::validate( is_array( $values ) ? array_merge( $this->all(), $values ) : $values ), false );
	}
}

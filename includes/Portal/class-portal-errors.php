<?php
/**
 * Error codes of the portal routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Errors\Already_Confirmed;
use ImmoWizards\Errors\Email_Taken;
use ImmoWizards\Errors\Not_Found;
use ImmoWizards\Rest\Error_Mapper;

defined( 'ABSPATH' ) || exit;

/**
 * The portal API has its own stable codes (`immo_invalid_key`, `immo_rate_limited`, …; the portal
 * client matches them). Message and status still come from the one mapper for the shared errors.
 */
final class Portal_Errors {

	/** Portal-only errors: code and status. */
	private const OWN = array(
		Not_Found::class         => array( 'immo_not_found', 404 ),
		Already_Confirmed::class => array( 'immo_already_confirmed', 409 ),
		Email_Taken::class       => array( 'immo_email_taken', 409 ),
	);

	/** Codes of the shared mapper renamed for the portal. */
	private const RENAMED = array(
		'immo_wizards_invalid_key'  => 'immo_invalid_key',
		'immo_wizards_rate_limited' => 'immo_rate_limited',
	);

	/**
	 * WP_Error for a throwable.
	 *
	 * @param \Throwable $error Error.
	 */
	public static function to_wp_error( \Throwable $error ): \WP_Error {
		$own = self::OWN[ get_class( $error ) ] ?? null;
		if ( $own ) {
			return new \WP_Error( $own[0], $error->getMessage(), array( 'status' => $own[1] ) );
		}
		$mapped = Error_Mapper::to_wp_error( $error );
		$code   = (string) $mapped->get_error_code();
		if ( ! isset( self::RENAMED[ $code ] ) ) {
			return $mapped;
		}
		return new \WP_Error( self::RENAMED[ $code ], $mapped->get_error_message(), $mapped->get_error_data() );
	}

	/**
	 * The answer for a request without a portal session.
	 */
	public static function not_logged_in(): \WP_Error {
		return new \WP_Error( 'immo_not_logged_in', __( 'You are not logged in.', 'immo-wizards' ), array( 'status' => 401 ) );
	}

	/**
	 * The answer for a session that may not use the portal (not a portal user, or no valid nonce).
	 */
	public static function forbidden(): \WP_Error {
		return new \WP_Error( 'immo_forbidden', __( 'Sorry, you are not allowed to do that.', 'immo-wizards' ), array( 'status' => 403 ) );
	}
}

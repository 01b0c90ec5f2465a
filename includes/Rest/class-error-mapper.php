<?php
/**
 * The one place that turns domain errors into REST errors.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Rest;

use ImmoWizards\Errors\Account_Refused;
use ImmoWizards\Errors\Challenge_Required;
use ImmoWizards\Errors\Coded_Error;
use ImmoWizards\Errors\Database_Unavailable;
use ImmoWizards\Errors\Domain_Error;
use ImmoWizards\Errors\Invalid_Form_Token;
use ImmoWizards\Errors\Invalid_Key;
use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Errors\Log;
use ImmoWizards\Errors\No_Route;
use ImmoWizards\Errors\Not_Found;
use ImmoWizards\Errors\Rate_Limited;
use ImmoWizards\Errors\Routing_Disabled;
use ImmoWizards\Errors\Routing_Unavailable;
use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Errors\Too_Fast;
use ImmoWizards\Errors\Upstream_Unavailable;

defined( 'ABSPATH' ) || exit;

/**
 * Stable codes, translated messages, HTTP statuses. Unexpected errors become a 500 without details.
 */
final class Error_Mapper {

	private const MAP = array(
		Invalid_Request::class      => array( 'immo_wizards_invalid_request', 400 ),
		Too_Fast::class             => array( 'immo_wizards_too_fast', 400 ),
		Invalid_Form_Token::class   => array( 'immo_wizards_invalid_form_token', 400 ),
		Rate_Limited::class         => array( 'immo_wizards_rate_limited', 429 ),
		// Under site-wide pressure a submit proves work instead of being refused (Work_Proof).
		Challenge_Required::class   => array( 'immo_wizards_challenge_required', 428 ),
		Invalid_Key::class          => array( 'immo_wizards_invalid_key', 403 ),
		Upstream_Unavailable::class => array( 'immo_wizards_geocoder_unavailable', 502 ),
		Routing_Unavailable::class  => array( 'immo_wizards_routing_unavailable', 502 ),
		No_Route::class             => array( 'immo_wizards_no_route', 404 ),
		Account_Refused::class      => array( 'immo_wizards_account_refused', 403 ),
		Routing_Disabled::class     => array( 'immo_wizards_routing_disabled', 503 ),
		Not_Found::class            => array( 'immo_wizards_not_found', 404 ),
		// The client shows its generic internal-error text for this code; 503: try again later.
		Database_Unavailable::class => array( 'internal_server_error', 503 ),
	);

	/**
	 * WP_Error for a throwable.
	 *
	 * @param \Throwable $error Error.
	 */
	public static function to_wp_error( \Throwable $error ): \WP_Error {
		if ( $error instanceof Coded_Error ) {
			// Import and region errors carry their own code and status.
			return $error->to_wp_error();
		}
		$known = self::MAP[ get_class( $error ) ] ?? null;
		if ( $known ) {
			$data = $error instanceof Domain_Error ? $error->data() : array();
			return new \WP_Error( $known[0], $error->getMessage(), array( 'status' => $known[1] ) + $data );
		}
		if ( $error instanceof Storage_Error ) {
			// Nothing was committed (the transaction rolled back): the visitor may simply send again.
			Log::error( 'storage error: ' . $error->getMessage() );
			return new \WP_Error( 'immo_wizards_storage_error', __( 'Your request could not be saved. Please try again later.', 'immo-wizards' ), array( 'status' => 503 ) );
		}
		// Unexpected: keep the details in the server log only.
		Log::error( get_class( $error ) . ': ' . $error->getMessage() );
		return new \WP_Error( 'internal_server_error', __( 'An internal server error occurred.', 'immo-wizards' ), array( 'status' => 500 ) );
	}
}

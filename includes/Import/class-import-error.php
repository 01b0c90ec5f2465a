<?php
/**
 * A file cannot be imported; the message says why (translated).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Errors\Domain_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Carries a stable error code and an HTTP status for the REST answer of an upload.
 */
final class Import_Error extends Domain_Error {

	/**
	 * Constructor.
	 *
	 * @param string $error_code Stable code (`immo_wizards_import_…`).
	 * @param string $message    Human message (translated).
	 * @param int    $status     HTTP status when it answers a request.
	 */
	public function __construct( private string $error_code, string $message, private int $status = 400 ) {
		parent::__construct( $message );
	}

	/**
	 * Stable error code.
	 */
	public function error_code(): string {
		return $this->error_code;
	}

	/**
	 * HTTP status.
	 */
	public function status(): int {
		return $this->status;
	}

	/**
	 * As a REST error.
	 */
	public function to_wp_error(): \WP_Error {
		return new \WP_Error( $this->error_code, $this->getMessage(), array( 'status' => $this->status ) );
	}
}

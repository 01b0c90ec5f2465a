<?php
/**
 * A domain error that names its own REST code and status.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * For features whose errors are many and specific (imports, the regions editor): each carries a stable
 * code, an HTTP status and optional data for the answer (e.g. the per-feature errors of an upload).
 */
abstract class Coded_Error extends Domain_Error {

	/**
	 * Constructor.
	 *
	 * @param string              $error_code Stable code (`immo_wizards_…`).
	 * @param string              $message    Human message (translated).
	 * @param int                 $status     HTTP status when it answers a request.
	 * @param array<string,mixed> $data       More data for the answer.
	 */
	public function __construct( private string $error_code, string $message, private int $status = 400, private array $data = array() ) {
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
		return new \WP_Error( $this->error_code, $this->getMessage(), array( 'status' => $this->status ) + $this->data );
	}
}

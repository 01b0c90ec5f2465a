<?php
/**
 * A form sent before its minimum fill time.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * A form sent before its minimum fill time; says how long the same token needs until it is accepted,
 * so a fast person's browser (autofill) sends it again by itself instead of showing an error.
 */
final class Too_Fast extends Domain_Error {

	/**
	 * Seconds until the token is old enough.
	 *
	 * @var float
	 */
	private float $wait;

	/**
	 * Constructor.
	 *
	 * @param string $message Message.
	 * @param float  $wait    Seconds until the token is old enough.
	 */
	public function __construct( string $message, float $wait ) {
		parent::__construct( $message );
		$this->wait = $wait;
	}

	/**
	 * Extra data of the REST answer: `retryAfter` in whole seconds.
	 *
	 * @return array<string, int>
	 */
	public function data(): array {
		return array( 'retryAfter' => (int) max( 1, ceil( $this->wait ) ) );
	}
}

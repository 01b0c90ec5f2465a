<?php
/**
 * A submit under site-wide pressure that did not bring a solved proof of work.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Carries the challenge to solve (Security\Work_Proof): the client solves it and sends the same
 * submission again with its answer in `proof`.
 */
final class Challenge_Required extends Domain_Error {

	/**
	 * Constructor.
	 *
	 * @param string              $message   Message.
	 * @param array<string,mixed> $challenge The challenge.
	 */
	public function __construct( string $message, private array $challenge ) {
		parent::__construct( $message );
	}

	/**
	 * Extra data of the REST answer: the challenge.
	 *
	 * @return array<string, mixed>
	 */
	public function data(): array {
		return array( 'challenge' => $this->challenge );
	}
}

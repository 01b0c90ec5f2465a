<?php
/**
 * What most mail kinds share.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

defined( 'ABSPATH' ) || exit;

/**
 * A mail without texts of the agency's own, that is never obsolete and cannot be rebuilt: what it
 * was made of (a key, listing cards) exists only in its sealed body. Kinds override what differs.
 */
abstract class Plain_Mail implements Mail_Kind {

	/** Whom the previews greet. */
	protected const SAMPLE_CONTACT = array(
		'salutation' => 'Frau',
		'firstname'  => 'Erika',
		'lastname'   => 'Mustermann',
		'email'      => 'erika.mustermann@example.com',
	);

	/**
	 * The same name as in the log.
	 */
	public function preview_label(): string {
		return $this->label();
	}

	/**
	 * None.
	 *
	 * @return array<string,string>
	 */
	public function texts(): array {
		return array();
	}

	/**
	 * None.
	 *
	 * @return string[]
	 */
	public function placeholders(): array {
		return array();
	}

	/**
	 * Never.
	 *
	 * @param object $row Outbox row.
	 */
	public function obsolete( object $row ): bool {
		return false;
	}

	/**
	 * Cannot be rebuilt.
	 *
	 * @param object $row Outbox row.
	 * @return array<mixed>|null
	 */
	public function rebuild( object $row ): ?array {
		return null;
	}
}

<?php
/**
 * Records a request type keeps besides the request row.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Optional part of a Request_Type: both hooks run inside the transaction of the submit and of the
 * confirmation, so a failure rolls everything back.
 */
interface Request_Effects {

	/**
	 * After the request was stored (still pending).
	 *
	 * @param int                 $request_id Request id.
	 * @param string              $uuid       Request uuid.
	 * @param int                 $contact_id Contact id.
	 * @param array<string,mixed> $payload    Stored payload.
	 * @throws Storage_Error When a write fails.
	 */
	public function stored( int $request_id, string $uuid, int $contact_id, array $payload ): void;

	/**
	 * After the request was confirmed by its key (runs once per request).
	 *
	 * @param object              $request Request row.
	 * @param array<string,mixed> $payload Stored payload.
	 * @throws Storage_Error When a write fails.
	 */
	public function confirmed( object $request, array $payload ): void;
}

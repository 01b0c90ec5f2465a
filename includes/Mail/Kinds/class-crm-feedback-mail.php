<?php
/**
 * The machine mail to the CRM's import address.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Crm\Feedback_Mail_Template;
use ImmoWizards\Mail\Request_Details;
use ImmoWizards\Mail\Templates;
use ImmoWizards\Storage\Request_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * A confirmed request's OpenImmo-Feedback file for the CRM (Crm\Feedback_Mail stores it with the
 * file attached, Crm\Feedback_Mail_Template words it). Rebuilt from its request while it exists; the
 * file itself is added again by Crm\Feedback_Mail (filter `immo_wizards_outbox_rebuild`).
 */
final class Crm_Feedback_Mail extends Plain_Mail {

	public const NAME = 'crm_feedback';

	/** The attachment's name in the preview. */
	private const SAMPLE_FILE = 'openimmo-feedback.xml';

	/**
	 * Constructor.
	 *
	 * @param Request_Details    $details  The request type's label.
	 * @param Request_Repository $requests Requests (for a rebuild).
	 */
	public function __construct( private Request_Details $details, private Request_Repository $requests ) {
	}

	/**
	 * Name.
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'CRM import (OpenImmo-Feedback)', 'immo-wizards' );
	}

	/**
	 * The mail.
	 *
	 * @param Templates    $templates Layout.
	 * @param array<mixed> $args      The request and the file's name: array{type:string,payload:array<string,mixed>,uuid:string,file:string}.
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array {
		$request = (array) $args[0];
		return ( new Feedback_Mail_Template( $templates ) )->render( $this->details->type_label( (string) $request['type'] ), (array) $request['payload'], (string) $request['uuid'], (string) $request['file'] );
	}

	/**
	 * The render arguments of a request's mail.
	 *
	 * @param object $request Request row.
	 * @param string $file    Name of the attached file.
	 * @return array<mixed>
	 */
	public static function args( object $request, string $file ): array {
		return array(
			array(
				'type'    => (string) $request->type,
				'payload' => Request_Repository::payload( $request ),
				'uuid'    => (string) $request->uuid,
				'file'    => $file,
			),
		);
	}

	/**
	 * A lead's file.
	 *
	 * @return array<mixed>
	 */
	public function sample(): array {
		return array(
			array(
				'type'    => 'lead',
				'payload' => array( 'contact' => self::SAMPLE_CONTACT ),
				'uuid'    => wp_generate_uuid4(),
				'file'    => self::SAMPLE_FILE,
			),
		);
	}

	/**
	 * Once its request is gone.
	 *
	 * @param object $row Outbox row.
	 */
	public function obsolete( object $row ): bool {
		return ! $this->requests->find( (int) $row->request_id );
	}

	/**
	 * The request again, with the file's name the row kept.
	 *
	 * @param object $row Outbox row.
	 * @return array<mixed>|null
	 */
	public function rebuild( object $row ): ?array {
		$request = $this->requests->find( (int) $row->request_id );
		return $request ? self::args( $request, (string) ( $row->attachment_name ?? '' ) ) : null;
	}
}

<?php
/**
 * A request as the inbox API shows it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

use ImmoWizards\Crm\Feedback;
use ImmoWizards\Mail\Request_Details;
use ImmoWizards\Privacy\Consent_Texts;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * The list item (the type's columns from its own description) and the detail (the agency mail's
 * rows, the consent record, the mail and webhook history, whether it has an OpenImmo-Feedback file). Values are plain text: the admin screen
 * escapes them.
 */
final class Request_Resource {

	/** The contact fields an item carries. */
	public const CONTACT_FIELDS = array( 'salutation', 'firstname', 'lastname', 'email', 'phone' );

	/**
	 * Constructor.
	 *
	 * @param Request_Types      $types    Request types (labels, columns, rows).
	 * @param Request_Details    $details  The agency mail's rows.
	 * @param Consent_Repository $consents Consent records.
	 * @param Outbox_Repository  $mails    The request's mails.
	 * @param Feedback|null      $feedback Whether a request has an OpenImmo-Feedback file to download.
	 */
	public function __construct( private Request_Types $types, private Request_Details $details, private Consent_Repository $consents, private Outbox_Repository $mails, private ?Feedback $feedback = null ) {
	}

	/**
	 * A row of Request_List as a list item.
	 *
	 * @param object $row Request row with its contact's columns.
	 * @return array<string,mixed>
	 */
	public function item( object $row ): array {
		$type    = $this->types->get( (string) $row->type );
		$payload = Request_Repository::payload( $row );
		return array(
			'id'          => (int) $row->id,
			'uuid'        => (string) $row->uuid,
			'type'        => (string) $row->type,
			'typeLabel'   => $type ? $type->label() : (string) $row->type,
			'status'      => (string) $row->status,
			'workflow'    => (string) $row->workflow,
			'note'        => (string) $row->note,
			'createdAt'   => self::time( $row->created_at ),
			'confirmedAt' => self::time( $row->confirmed_at ),
			'contact'     => self::contact( $row, $payload ),
			'columns'     => $type ? array_map( 'strval', $type->columns( $payload ) ) : array(),
		);
	}

	/**
	 * A request with everything the detail view shows.
	 *
	 * @param object $row Request row with its contact's columns.
	 * @return array<string,mixed>
	 */
	public function detail( object $row ): array {
		$id      = (int) $row->id;
		$payload = Request_Repository::payload( $row );
		$contact = is_array( $payload['contact'] ?? null ) ? $payload['contact'] : array();
		$rows    = array_merge( $this->details->contact_rows( $contact ), $this->details->rows( (string) $row->type, $payload ) );
		/**
		 * Filters the webhook deliveries shown with a request (the webhooks add theirs).
		 *
		 * @param array<int, array<string,mixed>> $deliveries Deliveries `{ id, event, status, attempts, responseCode, lastError, createdAt }`.
		 * @param int                             $request_id Request id.
		 */
		$webhooks = apply_filters( 'immo_wizards_request_webhooks', array(), $id );
		/**
		 * Filters the saved searches waiting for an owner's property (the market module adds them to
		 * confirmed owner leads).
		 *
		 * @param array{count:int|null,contacts:array<int,array<string,string>>}|null $buyers Null: none to show.
		 * @param object                                                             $row    Request row.
		 */
		$buyers = apply_filters( 'immo_wizards_request_buyers', null, $row );
		/**
		 * Filters the price indication of a request (the market module: confirmed owner leads, with
		 * the comparable listings).
		 *
		 * @param array<string,mixed>|null $valuation Null: none.
		 * @param object                   $row       Request row.
		 */
		$valuation = apply_filters( 'immo_wizards_request_valuation', null, $row );
		return $this->item( $row ) + array(
			'rows'      => array_map( static fn ( $r ) => array( (string) $r[0], (string) $r[1] ), $rows ),
			'consents'  => array_map( array( $this, 'consent' ), $this->consents->for_request( $id ) ),
			'mails'     => array_map( array( $this, 'mail' ), $this->mails->for_request( $id ) ),
			'webhooks'  => array_values( (array) $webhooks ),
			'feedback'  => $this->feedback?->available( $row ) ?? false,
			'buyers'    => is_array( $buyers ) ? $buyers : null,
			'valuation' => is_array( $valuation ) ? $valuation : null,
		);
	}

	/**
	 * The contact: what the contacts table keeps once confirmed; for a pending request what was
	 * submitted (the table holds only the address until the person confirms).
	 *
	 * @param object              $row     Request row with its contact's columns.
	 * @param array<string,mixed> $payload Decoded payload.
	 * @return array<string,string>
	 */
	public static function contact( object $row, array $payload ): array {
		$submitted = is_array( $payload['contact'] ?? null ) ? $payload['contact'] : array();
		$out       = array();
		foreach ( self::CONTACT_FIELDS as $field ) {
			$stored        = isset( $row->$field ) ? (string) $row->$field : '';
			$out[ $field ] = 'pending' === $row->status || '' === $stored ? (string) ( $submitted[ $field ] ?? $stored ) : $stored;
		}
		return $out;
	}

	/**
	 * A stored UTC DATETIME as RFC 3339 (null stays null).
	 *
	 * @param string|null $time DATETIME (UTC).
	 */
	public static function time( ?string $time ): ?string {
		return null === $time ? null : gmdate( 'c', (int) strtotime( $time . ' UTC' ) );
	}

	/**
	 * A consent record.
	 *
	 * @param object $consent Consent row.
	 * @return array<string,mixed>
	 */
	private function consent( object $consent ): array {
		return array(
			'what'        => (string) $consent->what,
			'label'       => Consent_Texts::label( (string) $consent->what ),
			'textVersion' => (string) $consent->text_version,
			'text'        => (string) $consent->text,
			'requestedAt' => self::time( $consent->requested_at ),
			'confirmedAt' => self::time( $consent->confirmed_at ),
			'ip'          => (string) $consent->ip,
		);
	}

	/**
	 * A mail of the request (without its body).
	 *
	 * @param object $mail Outbox row.
	 * @return array<string,mixed>
	 */
	private function mail( object $mail ): array {
		return array(
			'id'        => (int) $mail->id,
			'kind'      => (string) $mail->kind,
			'subject'   => (string) $mail->subject,
			'status'    => (string) $mail->status,
			'attempts'  => (int) $mail->attempts,
			'lastError' => null === $mail->last_error ? null : (string) $mail->last_error,
			'createdAt' => self::time( $mail->created_at ),
			'sentAt'    => self::time( $mail->sent_at ),
		);
	}
}

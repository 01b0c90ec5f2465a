<?php
/**
 * The `data` of each webhook event.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Submit\Detail_Rows;
use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * Structured data, not the mail's translated rows, so a receiver reads the same keys whatever the
 * site's language and whatever labels the agency gives its fields:
 * - request.created / request.confirmed: `{ type, uuid, status, createdAt, confirmedAt, contact,
 *   details }` where `contact` holds the contact fields with `acceptContact` and `newsletter`, and
 *   `details` the type's part of the submission as the wizard's REST schema describes it (`lead`,
 *   `savedSearch`, `exposeInquiry`, `message`; `{}` for the newsletter);
 * - saved_search.updated: `{ uuid, active, requestUuid, contact, criteria, updatedAt }` (a search that
 *   no longer exists is not reported; its contact's erasure sends contact.deleted);
 * - contact.deleted: `{ emailHash, requests }`: SHA-256 of the lower-cased address and the uuids of the
 *   erased requests, so the receiver can erase its copy without the plugin keeping the address.
 */
final class Webhook_Payloads {

	/**
	 * Constructor.
	 *
	 * @param Request_Types           $types    Request types (their body keys).
	 * @param Request_Repository      $requests Requests.
	 * @param Contact_Repository      $contacts Contacts.
	 * @param Saved_Search_Repository $searches Saved searches.
	 */
	public function __construct(
		private Request_Types $types,
		private Request_Repository $requests = new Request_Repository(),
		private Contact_Repository $contacts = new Contact_Repository(),
		private Saved_Search_Repository $searches = new Saved_Search_Repository()
	) {
	}

	/**
	 * Data of a request event with the ids it is about; null when the request is gone.
	 *
	 * @param int $request_id Request id.
	 * @return array{0:array<string,mixed>,1:int,2:int}|null Data, request id, contact id.
	 */
	public function request( int $request_id ): ?array {
		$row = $this->requests->find( $request_id );
		if ( ! $row ) {
			return null;
		}
		$payload = Request_Repository::payload( $row );
		$key     = $this->types->get( (string) $row->type )?->body_key();
		$data    = array(
			'type'        => (string) $row->type,
			'uuid'        => (string) $row->uuid,
			'status'      => (string) $row->status,
			'createdAt'   => mysql_to_rfc3339( (string) $row->created_at ),
			'confirmedAt' => empty( $row->confirmed_at ) ? null : mysql_to_rfc3339( (string) $row->confirmed_at ),
			'contact'     => self::contact( is_array( $payload['contact'] ?? null ) ? $payload['contact'] : array() ),
			'details'     => (object) ( null === $key ? array() : Detail_Rows::part( $payload, $key ) ),
		);
		/**
		 * Filters the data of a request event (the market module adds `waitingBuyers` to confirmed
		 * owner leads).
		 *
		 * @param array<string,mixed> $data Data.
		 * @param object              $row  Request row.
		 */
		$data = (array) apply_filters( 'immo_wizards_webhook_request_data', $data, $row );
		return array( $data, $request_id, (int) $row->contact_id );
	}

	/**
	 * Data of a saved-search event with the ids it is about; null when the search is gone.
	 *
	 * @param int $search_id Saved search id.
	 * @return array{0:array<string,mixed>,1:int,2:int}|null Data, request id, contact id.
	 */
	public function saved_search( int $search_id ): ?array {
		$row = $this->searches->find_with_request_uuid( $search_id );
		if ( ! $row ) {
			return null;
		}
		$contact = $this->contacts->find( (int) $row->contact_id );
		$fields  = array( 'email' => $contact ? (string) $contact->email : '' );
		foreach ( Contact_Repository::FIELDS as $field ) {
			$fields[ $field ] = $contact ? (string) $contact->$field : '';
		}
		$fields['newsletter'] = $contact && (bool) $contact->newsletter;
		$data                 = array(
			'uuid'        => (string) $row->uuid,
			'active'      => (bool) $row->active,
			'requestUuid' => null === $row->request_uuid ? null : (string) $row->request_uuid,
			'contact'     => $fields,
			'criteria'    => (object) Saved_Search_Repository::payload( $row ),
			'updatedAt'   => mysql_to_rfc3339( (string) $row->updated_at ),
		);
		return array( $data, (int) $row->request_id, (int) $row->contact_id );
	}

	/**
	 * Data of contact.deleted.
	 *
	 * @param string $email       The erased address.
	 * @param int[]  $request_ids Its requests (still stored while the erasure runs).
	 * @return array{emailHash:string,requests:string[]}
	 */
	public function contact_deleted( string $email, array $request_ids ): array {
		$uuids = array();
		foreach ( $request_ids as $request_id ) {
			$row = $this->requests->find( (int) $request_id );
			if ( $row ) {
				$uuids[] = (string) $row->uuid;
			}
		}
		return array(
			'emailHash' => hash( 'sha256', strtolower( trim( $email ) ) ),
			'requests'  => $uuids,
		);
	}

	/**
	 * The contact fields of a stored payload.
	 *
	 * @param array<string,mixed> $contact Payload contact.
	 * @return array<string,mixed>
	 */
	private static function contact( array $contact ): array {
		$fields = array( 'email' => (string) ( $contact['email'] ?? '' ) );
		foreach ( Contact_Repository::FIELDS as $field ) {
			$fields[ $field ] = (string) ( $contact[ $field ] ?? '' );
		}
		$custom                  = is_array( $contact['customFields'] ?? null ) ? $contact['customFields'] : array();
		$fields['acceptContact'] = ! empty( $custom['acceptContact'] );
		$fields['newsletter']    = ! empty( $custom['newsletter'] );
		return $fields;
	}
}

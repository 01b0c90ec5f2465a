<?php
/**
 * Double opt-in: confirming a request by its key.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Key;
use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Kinds\Agency_Mail;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Users\Portal_Users;

defined( 'ABSPATH' ) || exit;

/**
 * Key → request confirmed, consents confirmed, contact updated (newsletter flag set when the newsletter
 * consent was given), the type's own records updated, agency notified; after the commit the contact is
 * linked to its `immo_contact` user.
 */
final class Confirmation {

	/**
	 * Constructor.
	 *
	 * @param Key_Service        $keys      Keys.
	 * @param Request_Repository $requests  Requests.
	 * @param Consent_Repository $consents  Consents.
	 * @param Contact_Repository $contacts  Contacts.
	 * @param Portal_Users       $users     Portal users.
	 * @param Outbox             $outbox    Mail outbox.
	 * @param Settings           $settings  Settings.
	 * @param Request_Types      $types     Request types (their confirmation effects).
	 */
	public function __construct(
		private Key_Service $keys,
		private Request_Repository $requests,
		private Consent_Repository $consents,
		private Contact_Repository $contacts,
		private Portal_Users $users,
		private Outbox $outbox,
		private Settings $settings,
		private Request_Types $types
	) {
	}

	/**
	 * Confirms the request behind a key.
	 *
	 * @param mixed $raw_key Key from the link.
	 * @return array{opcode:string,type:string,uuid:string}
	 * @throws Invalid_Key For every kind of bad key.
	 * @throws \ImmoWizards\Errors\Account_Refused When the site refuses the portal user (the request stays confirmed).
	 */
	public function confirm( $raw_key ): array {
		[ $request, $mail_id ] = Transaction::run(
			function () use ( $raw_key ) {
				$mail_id = 0;
				$key     = $this->keys->consume( $raw_key, Pipeline::KEY_PURPOSE );
				$request = $this->requests->find( (int) $key->request_id );
				if ( ! $request ) {
					throw new Invalid_Key( __( 'This link is invalid or has expired.', 'immo-wizards' ) );
				}
				if ( 'confirmed' !== $request->status ) {
					$this->requests->confirm( (int) $request->id );
					$this->consents->confirm_for_request( (int) $request->id );
					$payload = Request_Repository::payload( $request );
					$contact = is_array( $payload['contact'] ?? null ) ? $payload['contact'] : array();
					$this->contacts->update( (int) $request->contact_id, $contact );
					if ( true === ( $contact['customFields']['newsletter'] ?? null ) ) {
						$this->contacts->subscribe_newsletter( (int) $request->contact_id );
					}
					$this->types->effects( (string) $request->type )?->confirmed( $request, $payload );
					$request->status = 'new';
					// The agency's mail is stored in the same transaction: never confirmed without it.
					$mail_id = $this->store_agency_mail( $request );
				}
				return array( $request, $mail_id );
			}
		);

		if ( 'new' === $request->status ) {
			$this->outbox->send_after_response( $mail_id );
			/**
			 * Fires after a request was confirmed by its key.
			 *
			 * @param int    $request_id Request id.
			 * @param string $type       Request type.
			 */
			do_action( 'immo_wizards_request_confirmed', (int) $request->id, (string) $request->type );
		}
		// The portal user only after the commit: another plugin's veto (a 4xx) or a crash never undoes
		// the confirmation, and linking again is harmless (see Portal_Users).
		$this->users->link( (int) $request->contact_id );
		return array(
			'opcode' => 'Contact',
			'type'   => (string) $request->type,
			'uuid'   => (string) $request->uuid,
		);
	}

	/**
	 * Stores the agency's notification mail (in the site's language) without sending it.
	 *
	 * @param object $request Request row.
	 * @return int Outbox id.
	 */
	private function store_agency_mail( object $request ): int {
		$payload = Request_Repository::payload( $request );
		return $this->outbox->queue(
			Agency_Mail::NAME,
			I18n::recipient_locale( true ),
			array(
				'args'       => array( (string) $request->type, $payload, (string) $request->uuid ),
				'recipient'  => $this->settings->notification_email_for( (string) $request->type ),
				'reply_to'   => (string) ( $payload['contact']['email'] ?? '' ),
				'request_id' => (int) $request->id,
			)
		);
	}
}

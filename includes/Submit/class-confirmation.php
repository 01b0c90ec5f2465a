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
		[ $request, $mail_ids ] = Transaction::run(
			function () use ( $raw_key ) {
				$mail_ids = array();
				$key      = $this->keys->consume( $raw_key, Pipeline::KEY_PURPOSE );
				$request  = $this->requests->find( (int) $key->request_id );
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
					// The agency's mails are stored in the same transaction: never confirmed without them.
					$mail_ids = $this->store_agency_mails( $request );
				}
				return array( $request, $mail_ids );
			}
		);

		if ( 'new' === $request->status ) {
			array_map( array( $this->outbox, 'send_after_response' ), $mail_ids );
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
		/**
		 * Filters what the person who confirmed a request sees of it, in the confirmation's answer and
		 * on the portal's card (the market module: an owner lead's price indication, which exists only
		 * from the double opt-in on).
		 *
		 * @param array<string,mixed> $extra      Added keys.
		 * @param int                 $request_id The confirmed request.
		 */
		$extra = (array) apply_filters( 'immo_wizards_confirmed_answer', array(), (int) $request->id );
		return array(
			'opcode' => 'Contact',
			'type'   => (string) $request->type,
			'uuid'   => (string) $request->uuid,
		) + $extra;
	}

	/**
	 * Stores the agency's mails without sending them: the notification (in the site's language) and
	 * what other features add (filter `immo_wizards_agency_mails`).
	 *
	 * @param object $request Request row (confirmed in this transaction).
	 * @return int[] Outbox ids.
	 */
	private function store_agency_mails( object $request ): array {
		$payload = Request_Repository::payload( $request );
		$mails   = array(
			array(
				'template' => Agency_Mail::NAME,
				'locale'   => I18n::recipient_locale( true ),
				'meta'     => array(
					'args'       => array( (string) $request->type, $payload, (string) $request->uuid ),
					'recipient'  => $this->settings->notification_email_for( (string) $request->type ),
					'reply_to'   => (string) ( $payload['contact']['email'] ?? '' ),
					'request_id' => (int) $request->id,
				),
			),
		);
		/**
		 * Filters the mails a confirmed request sends to the agency, stored inside the confirmation's
		 * transaction and sent after its commit; each as Outbox::queue() takes it (`template`, `locale`,
		 * `meta`, whose `attachment` may carry a file).
		 *
		 * @param array<int, array{template:string,locale:string,meta:array<string,mixed>}> $mails   The mails.
		 * @param object                                                                     $request The request row.
		 */
		$mails = apply_filters( 'immo_wizards_agency_mails', $mails, $request );
		return array_map( fn ( array $mail ) => $this->outbox->queue( $mail['template'], $mail['locale'], $mail['meta'] ), $mails );
	}
}

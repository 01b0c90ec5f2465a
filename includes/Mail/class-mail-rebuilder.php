<?php
/**
 * Rebuilds a mail from the data it was made of.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Security\Key_Service;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Pipeline;

defined( 'ABSPATH' ) || exit;

/**
 * A stored body that cannot be decrypted any more (the site's salts changed) would lose a lead. The
 * outbox row knows its kind, request and locale, so the mail is rendered again from the request's
 * payload; a confirmation mail gets a fresh key (only the hash of the old one exists).
 */
final class Mail_Rebuilder {

	/**
	 * Constructor.
	 *
	 * @param Templates          $templates Mail templates.
	 * @param Request_Repository $requests  Requests.
	 * @param Key_Service        $keys      Keys.
	 * @param Settings           $settings  Settings (retention period = lifetime of a confirmation key).
	 */
	public function __construct( private Templates $templates, private Request_Repository $requests, private Key_Service $keys, private Settings $settings ) {
	}

	/**
	 * Whether the request behind a mail no longer waits for it (deleted, or already confirmed or
	 * expired for a confirmation mail). Mails of other kinds are never obsolete here.
	 *
	 * @param object $row Outbox row.
	 */
	public function obsolete( object $row ): bool {
		$kind = (string) $row->kind;
		if ( Outbox::KIND_CONFIRMATION !== $kind && Outbox::KIND_AGENCY !== $kind ) {
			return false;
		}
		$request = $this->requests->find( (int) $row->request_id );
		if ( ! $request ) {
			return true;
		}
		return Outbox::KIND_CONFIRMATION === $kind && ( 'pending' !== $request->status || $this->key_lifetime( $request ) <= 0 );
	}

	/**
	 * Renders the mail of a row again, in the row's locale; null when its kind cannot be rebuilt.
	 *
	 * @param object $row Outbox row.
	 * @return array{subject:string,html:string,text:string,attachment?:array{name:string,content:string}}|null
	 */
	public function rebuild( object $row ): ?array {
		$kind    = (string) $row->kind;
		$request = in_array( $kind, array( Outbox::KIND_CONFIRMATION, Outbox::KIND_AGENCY ), true ) ? $this->requests->find( (int) $row->request_id ) : null;
		$mail    = $request ? $this->render( $kind, $row, $request ) : null;
		/**
		 * Filters the rebuilt mail of an outbox row whose body cannot be decrypted: the feature that
		 * wrote a kind the core does not know rebuilds it (null: cannot be rebuilt; the mail then counts
		 * as failed), and one that attached a file (`attachment_name`) adds it again.
		 *
		 * @param array{subject:string,html:string,text:string,attachment?:array{name:string,content:string}}|null $mail Rebuilt mail.
		 * @param object                                                                                             $row  Outbox row (kind, request_id, locale, recipient, attachment_name).
		 */
		$mail = apply_filters( 'immo_wizards_outbox_rebuild', $mail, $row );
		return is_array( $mail ) && isset( $mail['subject'], $mail['html'], $mail['text'] ) ? $mail : null;
	}

	/**
	 * A mail the core writes, rendered again from its request.
	 *
	 * @param string $kind    Outbox::KIND_CONFIRMATION or KIND_AGENCY.
	 * @param object $row     Outbox row.
	 * @param object $request Request row.
	 * @return array{subject:string,html:string,text:string}
	 */
	private function render( string $kind, object $row, object $request ): array {
		$payload = Request_Repository::payload( $request );
		if ( Outbox::KIND_AGENCY === $kind ) {
			return Mailer::in_locale( (string) $row->locale, fn () => $this->templates->agency_notification( (string) $request->type, $payload, (string) $request->uuid ) );
		}
		$contact = is_array( $payload['contact'] ?? null ) ? $payload['contact'] : array();
		$key     = $this->keys->create( Pipeline::KEY_PURPOSE, (int) $request->id, (int) $request->contact_id, $this->key_lifetime( $request ), 1 );
		return Mailer::in_locale( (string) $row->locale, fn () => $this->templates->confirmation( $contact, $key, (string) $request->type ) );
	}

	/**
	 * Seconds a fresh confirmation key may live: until the unconfirmed request is deleted.
	 *
	 * @param object $request Request row.
	 */
	private function key_lifetime( object $request ): int {
		return strtotime( $request->created_at . ' UTC' ) + $this->settings->retention_days() * DAY_IN_SECONDS - time();
	}
}

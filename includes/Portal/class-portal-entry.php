<?php
/**
 * A key from a mail link, POSTed by the portal page: confirm a request or an e-mail change, or name
 * a login link.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Errors\Already_Confirmed;
use ImmoWizards\Errors\Email_Taken;
use ImmoWizards\Errors\Invalid_Key;
use ImmoWizards\Errors\Log;
use ImmoWizards\Errors\Rate_Limited;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Confirmation;
use ImmoWizards\Submit\Pipeline;

defined( 'ABSPATH' ) || exit;

/**
 * One visit by link confirms and opens the portal: the answer carries a fresh login key for the
 * contact's portal user ('' for an address of an editor or admin, who never log in by link). A used
 * confirmation key of a confirmed request is told apart (409), so the page can offer a login link
 * instead of a dead end; only the holder of the real key learns that. Every link the portal gets
 * (`?k=`) comes here first, so a login link's key is answered as the login key it is, unused: a link
 * opens the portal without a refused call.
 */
final class Portal_Entry {

	/**
	 * Constructor.
	 *
	 * @param Confirmation       $confirmation Double opt-in.
	 * @param Email_Change       $changes      E-mail changes.
	 * @param Login_Links        $links        Login keys.
	 * @param Portal_Accounts    $accounts     Portal users and contacts.
	 * @param Key_Attempts       $attempts     Limit on key attempts.
	 * @param Key_Repository     $key_rows     Key rows.
	 * @param Request_Repository $requests     Requests.
	 * @param Contact_Repository $contacts     Contacts.
	 */
	public function __construct(
		private Confirmation $confirmation,
		private Email_Change $changes,
		private Login_Links $links,
		private Portal_Accounts $accounts,
		private Key_Attempts $attempts,
		private Key_Repository $key_rows,
		private Request_Repository $requests,
		private Contact_Repository $contacts
	) {
	}

	/**
	 * Uses the key.
	 *
	 * @param mixed $raw Key from the link.
	 * @return array<string,string> `{opcode:'Contact', type, uuid, loginKey}`, `{opcode:'EmailChanged', loginKey}` or,
	 *                              for a login link, `{opcode:'Login', loginKey}` (the same key).
	 * @throws Invalid_Key For every bad key alike.
	 * @throws Already_Confirmed For a used confirmation key of a confirmed request.
	 * @throws Email_Taken When the new address of an e-mail change belongs to another account.
	 * @throws Rate_Limited When the client tried too many keys.
	 */
	public function open( $raw ): array {
		$this->attempts->count();
		try {
			$result = $this->confirmation->confirm( $raw );
		} catch ( Invalid_Key $invalid ) {
			return $this->other_key( $raw, $invalid );
		}
		return $result + array( 'loginKey' => $this->login_key_for( (string) $result['uuid'] ) );
	}

	/**
	 * A key that is no (longer a) confirmation key.
	 *
	 * @param mixed       $raw     Key.
	 * @param Invalid_Key $invalid The failure to report when it is no other key either.
	 * @return array<string,string>
	 * @throws Invalid_Key|Already_Confirmed|Email_Taken See open().
	 */
	private function other_key( $raw, Invalid_Key $invalid ): array {
		if ( $this->is_used_confirmation( $raw ) ) {
			throw new Already_Confirmed( __( 'This request is already confirmed.', 'immo-wizards' ) );
		}
		if ( $this->links->can_log_in( $raw ) ) {
			// A login link's key: the portal logs in with it (unused here, so the login has both uses).
			return array(
				'opcode'   => 'Login',
				'loginKey' => (string) $raw,
			);
		}
		try {
			[ $user_id, $contact_id ] = $this->changes->apply( $raw );
		} catch ( Invalid_Key $not_a_change ) {
			throw $invalid;
		}
		return array(
			'opcode'   => 'EmailChanged',
			'loginKey' => $this->links->issue( $user_id, $contact_id ),
		);
	}

	/**
	 * A login key for the portal user of a confirmed request's contact ('' when there is none).
	 *
	 * @param string $uuid Request uuid.
	 */
	private function login_key_for( string $uuid ): string {
		$request = $this->requests->find_by_uuid( $uuid );
		$contact = $request ? $this->contacts->find( (int) $request->contact_id ) : null;
		if ( ! $contact ) {
			return '';
		}
		try {
			$user_id = $this->accounts->user_of( $contact );
		} catch ( \Throwable $e ) {
			// The request is confirmed all the same; the visitor can still ask for a login link.
			Log::error( 'no portal user after confirmation: ' . $e->getMessage() );
			return '';
		}
		return $user_id ? $this->links->issue( $user_id, (int) $contact->id ) : '';
	}

	/**
	 * Whether the key is a confirmation key that was used and whose request is confirmed.
	 *
	 * @param mixed $raw Key.
	 */
	private function is_used_confirmation( $raw ): bool {
		if ( ! is_string( $raw ) || '' === $raw ) {
			return false;
		}
		$hash = Key_Service::hash( $raw );
		$row  = $this->key_rows->find_by_hash( $hash );
		if ( ! $row
			|| ! hash_equals( (string) $row->key_hash, $hash )
			|| ! hash_equals( Pipeline::KEY_PURPOSE, (string) $row->purpose )
			|| (int) $row->uses < (int) $row->max_uses
			|| strtotime( $row->expires_at . ' UTC' ) <= time()
		) {
			return false;
		}
		$request = $this->requests->find( (int) $row->request_id );
		return $request && null !== $request->confirmed_at;
	}
}

<?php
/**
 * "Mein Konto": the portal user's contact data.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Errors\Rate_Limited;
use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Privacy\Consent_Texts;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Submit\Contact_Normalizer;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and saves the Contact of the portal (spec §3) with the wizards' contact rules plus a required
 * address. The consents are the confirmed consent records; a logged-in user who ticks one that is
 * missing gives it now (the session proves the address, no double opt-in needed).
 */
final class Portal_Contact {

	/** The address is required in the portal's account form (spec §5). */
	private const ADDRESS = array( 'street', 'number', 'zip', 'city' );

	/** Consent record kinds by customFields name. */
	private const CONSENTS = array(
		'dataPrivacy'   => 'data_privacy',
		'acceptContact' => 'accept_contact',
	);

	/**
	 * Constructor.
	 *
	 * @param Portal_Accounts    $accounts Portal users and contacts.
	 * @param Contact_Repository $contacts Contacts.
	 * @param Contact_Normalizer $rules    The wizards' contact rules.
	 * @param Email_Change       $changes  E-mail changes.
	 * @param Settings           $settings Settings (newsletter).
	 * @param Consent_Repository $consents Consent records.
	 */
	public function __construct(
		private Portal_Accounts $accounts,
		private Contact_Repository $contacts,
		private Contact_Normalizer $rules,
		private Email_Change $changes,
		private Settings $settings,
		private Consent_Repository $consents = new Consent_Repository()
	) {
	}

	/**
	 * The user's Contact.
	 *
	 * @param \WP_User $user User.
	 * @return array<string,mixed>
	 */
	public function get( \WP_User $user ): array {
		$row     = $this->accounts->contact_of( $user );
		$contact = array( 'salutation' => '' );
		foreach ( Contact_Repository::FIELDS as $field ) {
			$contact[ $field ] = $row ? (string) $row->$field : '';
		}
		$contact['email']        = (string) $user->user_email;
		$contact['customFields'] = array(
			'dataPrivacy'   => $row && $this->consents->has_confirmed( (int) $row->id, 'data_privacy' ),
			'acceptContact' => $row && $this->consents->has_confirmed( (int) $row->id, 'accept_contact' ),
			'newsletter'    => $row && 1 === (int) $row->newsletter,
		);
		$pending                 = $this->changes->pending( $user );
		if ( null !== $pending ) {
			$contact['pendingEmail'] = $pending;
		}
		return $contact;
	}

	/**
	 * Saves the Contact. A new e-mail address only becomes pending (confirmation mail to it).
	 *
	 * @param \WP_User            $user  User.
	 * @param array<string,mixed> $input Contact fields.
	 * @return array<string,mixed> The saved Contact.
	 * @throws Invalid_Request When a rule is broken (nothing is saved; Rate_Limited for too many
	 *                         address changes, Storage_Error when the database fails).
	 */
	public function update( \WP_User $user, array $input ): array {
		$contact = $this->rules->normalize( $input );
		foreach ( self::ADDRESS as $field ) {
			if ( '' === $contact[ $field ] ) {
				throw new Invalid_Request( __( 'Please enter your street, house number, postcode and city.', 'immo-wizards' ) );
			}
		}
		$contact_id = $this->accounts->ensure_contact( $user );
		// First, as it may be refused (rate limit) and then nothing may be saved.
		$this->changes->request( $user, $contact_id, $contact['email'] );

		Transaction::run(
			function () use ( $contact_id, $contact ) {
				$this->contacts->update( $contact_id, $contact );
				foreach ( self::CONSENTS as $what ) {
					if ( ! $this->consents->has_confirmed( $contact_id, $what ) ) {
						$this->record_consent( $contact_id, $what );
					}
				}
				if ( $this->settings->newsletter_enabled() ) {
					$this->set_newsletter( $contact_id, $contact['customFields']['newsletter'] );
				}
			}
		);
		wp_update_user(
			array(
				'ID'           => $user->ID,
				'first_name'   => $contact['firstname'],
				'last_name'    => $contact['lastname'],
				'display_name' => trim( $contact['firstname'] . ' ' . $contact['lastname'] ),
			)
		);
		return $this->get( get_userdata( $user->ID ) );
	}

	/**
	 * Records a consent given in the portal (confirmed at once; it belongs to no request).
	 *
	 * @param int    $contact_id Contact id.
	 * @param string $what       Consent kind.
	 * @throws Storage_Error When the insert fails.
	 */
	private function record_consent( int $contact_id, string $what ): void {
		$this->consents->insert_confirmed( $contact_id, $what, Consent_Texts::version(), (string) ( Consent_Texts::all( determine_locale() )[ $what ] ?? '' ) );
	}

	/**
	 * Subscribes (with a consent record) or unsubscribes the newsletter.
	 *
	 * @param int  $contact_id Contact id.
	 * @param bool $subscribe  Wanted state.
	 * @throws Storage_Error When a write fails.
	 */
	private function set_newsletter( int $contact_id, bool $subscribe ): void {
		$row = $this->contacts->find( $contact_id );
		if ( ! $row || (bool) (int) $row->newsletter === $subscribe ) {
			return;
		}
		if ( $subscribe ) {
			$this->record_consent( $contact_id, 'newsletter' );
			$this->contacts->subscribe_newsletter( $contact_id );
			return;
		}
		$this->contacts->unsubscribe_newsletter( $contact_id );
	}
}

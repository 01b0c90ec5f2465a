<?php
/**
 * The one submit pipeline for every wizard.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Challenge_Required;
use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Kinds\Confirmation_Mail;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Privacy\Consent_Texts;
use ImmoWizards\Security\Client_Ip;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Security\Spam_Guard;
use ImmoWizards\Security\Work_Proof;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Table_Engines;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Validate → honeypot → idempotency (replay) → single-use form token → rate limits per client and per
 * recipient → under site-wide pressure a proof of work → one transaction (contact, request, consents,
 * key, confirmation mail in the outbox) → commit → one send attempt.
 */
final class Pipeline {

	public const KEY_PURPOSE = 'confirm';

	/**
	 * Constructor.
	 *
	 * @param Contact_Normalizer $contacts_rules Contact rules.
	 * @param Spam_Guard         $spam           Honeypot and fill time.
	 * @param Rate_Limiter       $limiter        Rate limits.
	 * @param Contact_Repository $contacts       Contacts.
	 * @param Request_Repository $requests       Requests.
	 * @param Consent_Repository $consents       Consents.
	 * @param Key_Service        $keys           Keys.
	 * @param Outbox             $outbox         Mail outbox.
	 * @param Settings           $settings       Settings.
	 * @param Request_Types      $types          Registered request types.
	 * @param Work_Proof         $proof          Proof of work under pressure.
	 */
	public function __construct(
		private Contact_Normalizer $contacts_rules,
		private Spam_Guard $spam,
		private Rate_Limiter $limiter,
		private Contact_Repository $contacts,
		private Request_Repository $requests,
		private Consent_Repository $consents,
		private Key_Service $keys,
		private Outbox $outbox,
		private Settings $settings,
		private Request_Types $types,
		private Work_Proof $proof
	) {
	}

	/**
	 * Handles a submission.
	 *
	 * @param Submission $submission Submission.
	 * @return array{status:string,uuid:string,created:bool}
	 * @throws Invalid_Request On invalid data; Too_Fast, Rate_Limited and Challenge_Required come from the
	 *                         guards (nothing stored).
	 * @throws Storage_Error When the database fails.
	 */
	public function submit( Submission $submission ): array {
		$type = $this->types->get( $submission->type );
		if ( ! $type || ! wp_is_uuid( $submission->submission_id, 4 ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		$contact = $this->contacts_rules->normalize( $submission->contact );
		$payload = array( 'contact' => $contact ) + $type->normalize( $submission->data, $contact );

		if ( $this->spam->is_bot( $submission->honeypot ) ) {
			return array(
				'status'  => 'pending',
				'uuid'    => wp_generate_uuid4(),
				'created' => true,
			);
		}

		// A replay (double click, retry) is answered before the single-use form token and the rate
		// limits look at it: its token was used by the first attempt.
		$submission_id = strtolower( $submission->submission_id );
		$existing      = $this->requests->find_by_submission( $submission_id );
		if ( $existing ) {
			return self::answer( $existing, false );
		}
		$this->spam->check_form_token( $submission->form_token, $submission->type, $submission->ip, $submission_id );

		$this->limiter->enforce_policy(
			Rate_Limiter::ip_bucket( 'submit_ip', $submission->ip ),
			'submit_email:' . Rate_Limiter::email_subject( $contact['email'] )
		);
		$this->prove_under_pressure( $submission, $submission_id );

		try {
			[ $request_id, $uuid, $mail_id ] = Transaction::run( fn () => $this->store( $submission, $submission_id, $contact, $payload ) );
		} catch ( Storage_Error $e ) {
			// A concurrent double submit lost the race on the unique submission id: answer like a replay.
			$existing = $this->requests->find_by_submission( $submission_id );
			if ( $existing ) {
				return self::answer( $existing, false );
			}
			throw $e;
		}
		// Answer "stored" only for what the database really kept (a COMMIT can report success for work
		// the server did not keep, e.g. after a failover).
		if ( ! $this->requests->find_by_uuid( $uuid ) ) {
			throw new Storage_Error( 'submit: the request is missing after the commit' );
		}

		// Committed with its mail: only the send is left, after the response (retried by cron when it fails).
		$this->outbox->send_after_response( $mail_id );
		/**
		 * Fires after a submission was stored and its confirmation mail queued.
		 *
		 * @param int    $request_id Request id.
		 * @param string $type       Request type.
		 */
		do_action( 'immo_wizards_request_submitted', $request_id, $submission->type );

		return array(
			'status'  => 'pending',
			'uuid'    => $uuid,
			'created' => true,
		);
	}

	/**
	 * Stores contact, request, consents, the confirmation key and the confirmation mail (inside the
	 * transaction: a request is never committed without its mail).
	 *
	 * @param Submission          $submission    Submission.
	 * @param string              $submission_id Lower-cased submission id.
	 * @param array<string,mixed> $contact       Normalised contact.
	 * @param array<string,mixed> $payload       Normalised payload.
	 * @return array{0:int,1:string,2:int} Request id, uuid, outbox id.
	 */
	private function store( Submission $submission, string $submission_id, array $contact, array $payload ): array {
		Table_Engines::assert_transactional();
		// Only the address: the details stay in the payload until the request is confirmed.
		$contact_id = $this->contacts->upsert( $contact['email'] );
		$uuid       = wp_generate_uuid4();
		$request_id = $this->requests->insert(
			array(
				'uuid'          => $uuid,
				'submission_id' => $submission_id,
				'type'          => $submission->type,
				'contact_id'    => $contact_id,
				'payload'       => $payload,
				'locale'        => substr( $submission->locale, 0, 20 ),
			)
		);
		$texts      = Consent_Texts::all( $submission->locale );
		$version    = Consent_Texts::version();
		$given      = array(
			'data_privacy'   => true,
			'accept_contact' => true,
			'newsletter'     => $contact['customFields']['newsletter'],
		);
		$network    = Client_Ip::truncated( $submission->ip );
		foreach ( array_keys( array_filter( $given ) ) as $what ) {
			$this->consents->insert( $request_id, $contact_id, $what, $version, (string) ( $texts[ $what ] ?? '' ), $network );
		}
		$this->types->effects( $submission->type )?->stored( $request_id, $uuid, $contact_id, $payload );
		$key     = $this->keys->create( self::KEY_PURPOSE, $request_id, $contact_id, $this->settings->retention_days() * DAY_IN_SECONDS, 1 );
		$mail_id = $this->outbox->queue(
			Confirmation_Mail::NAME,
			I18n::recipient_locale( false, $submission->locale ),
			array(
				'args'       => array( $contact, $key, $submission->type ),
				'recipient'  => $contact['email'],
				'request_id' => $request_id,
			)
		);
		return array( $request_id, $uuid, $mail_id );
	}

	/**
	 * Above the site's submit budget, or once the unconfirmed requests of 24 hours reached their cap
	 * (setting), a submit needs a solved proof of work: a flood pays with CPU for every request, and a
	 * real visitor's browser solves it on its own instead of being turned away. What stays capped is
	 * mail per recipient (Confirmation_Throttle), not stored requests.
	 *
	 * @param Submission $submission    Submission.
	 * @param string     $submission_id Lower-cased submission id.
	 * @throws Challenge_Required Without a valid proof under pressure (nothing is stored).
	 */
	private function prove_under_pressure( Submission $submission, string $submission_id ): void {
		$cap      = $this->settings->pending_daily_cap();
		$pressure = ! $this->limiter->within_policy( 'submit_site' )
			|| $this->requests->count_pending_since( Tables::now( -DAY_IN_SECONDS ), $cap ) >= $cap;
		if ( $pressure && ! $this->proof->verify( $submission->proof, $submission->type, $submission->ip, $submission_id ) ) {
			throw new Challenge_Required(
				__( 'Many requests are arriving right now. Please send the form again with the attached proof-of-work challenge solved (your browser does this by itself).', 'immo-wizards' ),
				$this->proof->challenge( $submission->type, $submission->ip )
			);
		}
	}

	/**
	 * Answer for an already stored request.
	 *
	 * @param object $request Request row.
	 * @param bool   $created Whether it was created now.
	 * @return array{status:string,uuid:string,created:bool}
	 */
	private static function answer( object $request, bool $created ): array {
		return array(
			'status'  => 'pending',
			'uuid'    => (string) $request->uuid,
			'created' => $created,
		);
	}
}

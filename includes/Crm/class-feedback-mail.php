<?php
/**
 * Sends the OpenImmo-Feedback file with the agency's mails.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Kinds\Agency_Mail;
use ImmoWizards\Mail\Kinds\Crm_Feedback_Mail;
use ImmoWizards\Storage\Request_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * When the CRM transfer is on, a confirmed request's file goes through the outbox like every mail
 * (stored in the confirmation's transaction, retried, in the mail log, resendable): as a machine mail
 * (the mail kind Crm_Feedback_Mail) to the CRM's import address, or attached to the agency's
 * notification. A mail whose sealed body cannot be opened any more gets its file again from the
 * request (its kind renders the rest again).
 */
final class Feedback_Mail {

	/**
	 * Constructor.
	 *
	 * @param Crm_Settings       $settings The CRM settings.
	 * @param Feedback           $feedback The file.
	 * @param Request_Repository $requests Requests.
	 */
	public function __construct( private Crm_Settings $settings, private Feedback $feedback, private Request_Repository $requests ) {
	}

	/**
	 * Adds the file to a confirmed request's agency mails (filter `immo_wizards_agency_mails`).
	 *
	 * @param array<int, array{template:string,locale:string,meta:array<string,mixed>}> $mails   The mails.
	 * @param object                                                                    $request Request row.
	 * @return array<int, array{template:string,locale:string,meta:array<string,mixed>}>
	 */
	public function add( array $mails, object $request ): array {
		$settings = $this->settings->all();
		// Read again: the row handed in predates its confirmation (status, time) in this transaction.
		$row = $settings['enabled'] ? $this->requests->find( (int) $request->id ) : null;
		$xml = $row ? $this->feedback->xml( $row ) : null;
		if ( null === $xml ) {
			return $mails;
		}
		$file = array(
			'name'    => $settings['file_name'],
			'content' => $xml,
		);
		if ( 'attach' === $settings['delivery'] ) {
			foreach ( $mails as $i => $mail ) {
				if ( Agency_Mail::NAME === ( $mail['template'] ?? '' ) ) {
					$mails[ $i ]['meta']['attachment'] = $file;
				}
			}
			return $mails;
		}
		$payload = Request_Repository::payload( $row );
		$mails[] = array(
			'template' => Crm_Feedback_Mail::NAME,
			'locale'   => I18n::recipient_locale( true ),
			'meta'     => array(
				'args'       => Crm_Feedback_Mail::args( $row, $file['name'] ),
				'recipient'  => $settings['import_email'],
				'reply_to'   => (string) ( $payload['contact']['email'] ?? '' ),
				'request_id' => (int) $row->id,
				'attachment' => $file,
			),
		);
		return $mails;
	}

	/**
	 * Adds the file again to a rebuilt mail that carried one (filter `immo_wizards_outbox_rebuild`);
	 * without the file the machine mail is not sent.
	 *
	 * @param array<string,mixed>|null $mail The mail rebuilt so far.
	 * @param object                   $row  Outbox row.
	 * @return array<string,mixed>|null
	 */
	public function rebuild( $mail, object $row ) {
		$kind = (string) $row->kind;
		if ( '' === (string) ( $row->attachment_name ?? '' ) || ! in_array( $kind, array( Crm_Feedback_Mail::NAME, Agency_Mail::NAME ), true ) ) {
			return $mail;
		}
		$request = $this->requests->find( (int) $row->request_id );
		$xml     = $request ? $this->feedback->xml( $request ) : null;
		if ( null === $xml ) {
			return Crm_Feedback_Mail::NAME === $kind ? null : $mail;
		}
		return is_array( $mail ) ? array(
			'attachment' => array(
				'name'    => (string) $row->attachment_name,
				'content' => $xml,
			),
		) + $mail : $mail;
	}
}

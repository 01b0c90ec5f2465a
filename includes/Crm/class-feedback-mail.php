<?php
/**
 * Sends the OpenImmo-Feedback file with the agency's mails.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Mail\Templates;
use ImmoWizards\Storage\Request_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * When the CRM transfer is on, a confirmed request's file goes through the outbox like every mail
 * (stored in the confirmation's transaction, retried, in the mail log, resendable): as a machine mail
 * of kind `crm_feedback` to the CRM's import address, or attached to the agency's notification. A
 * mail whose sealed body cannot be opened any more gets its file again from the request.
 */
final class Feedback_Mail {

	/** The machine mail's kind (and template). */
	public const KIND = 'crm_feedback';

	/**
	 * Constructor.
	 *
	 * @param Crm_Settings       $settings  The CRM settings.
	 * @param Feedback           $feedback  The file.
	 * @param Request_Repository $requests  Requests.
	 * @param Templates          $templates Mail templates (the machine mail, rebuilt).
	 */
	public function __construct( private Crm_Settings $settings, private Feedback $feedback, private Request_Repository $requests, private Templates $templates ) {
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
				if ( Outbox::KIND_AGENCY === ( $mail['meta']['kind'] ?? '' ) ) {
					$mails[ $i ]['meta']['attachment'] = $file;
				}
			}
			return $mails;
		}
		$payload = Request_Repository::payload( $row );
		$mails[] = array(
			'template' => self::KIND,
			'locale'   => I18n::recipient_locale( true ),
			'meta'     => array(
				'args'       => array( self::args( $row, $file['name'] ) ),
				'recipient'  => $settings['import_email'],
				'reply_to'   => (string) ( $payload['contact']['email'] ?? '' ),
				'request_id' => (int) $row->id,
				'kind'       => self::KIND,
				'attachment' => $file,
			),
		);
		return $mails;
	}

	/**
	 * Rebuilds the file of a mail that carried one (filter `immo_wizards_outbox_rebuild`), and the
	 * machine mail itself.
	 *
	 * @param array<string,mixed>|null $mail The mail rebuilt so far.
	 * @param object                   $row  Outbox row.
	 * @return array<string,mixed>|null
	 */
	public function rebuild( $mail, object $row ) {
		$kind = (string) $row->kind;
		if ( '' === (string) ( $row->attachment_name ?? '' ) || ! in_array( $kind, array( self::KIND, Outbox::KIND_AGENCY ), true ) ) {
			return $mail;
		}
		$request = $this->requests->find( (int) $row->request_id );
		$xml     = $request ? $this->feedback->xml( $request ) : null;
		if ( null === $xml ) {
			return self::KIND === $kind ? null : $mail;
		}
		if ( self::KIND === $kind ) {
			$mail = Mailer::in_locale( (string) $row->locale, fn () => $this->templates->crm_feedback( self::args( $request, (string) $row->attachment_name ) ) );
		}
		return is_array( $mail ) ? array(
			'attachment' => array(
				'name'    => (string) $row->attachment_name,
				'content' => $xml,
			),
		) + $mail : $mail;
	}

	/**
	 * The machine mail's template argument.
	 *
	 * @param object $request Request row.
	 * @param string $file    Name of the attached file.
	 * @return array{type:string,payload:array<string,mixed>,uuid:string,file:string}
	 */
	private static function args( object $request, string $file ): array {
		return array(
			'type'    => (string) $request->type,
			'payload' => Request_Repository::payload( $request ),
			'uuid'    => (string) $request->uuid,
			'file'    => $file,
		);
	}
}

<?php
/**
 * The agency's notification about a confirmed request.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Mail\Request_Details;
use ImmoWizards\Mail\Templates;
use ImmoWizards\Storage\Request_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * The contact and the request's detail rows, in the site's language; rebuilt from the request while
 * it exists.
 */
final class Agency_Mail extends Plain_Mail {

	public const NAME = 'agency_notification';

	/**
	 * Constructor.
	 *
	 * @param Request_Details    $details  The request type's label and rows.
	 * @param Request_Repository $requests Requests (for a rebuild).
	 */
	public function __construct( private Request_Details $details, private Request_Repository $requests ) {
	}

	/**
	 * Name.
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Agency notification', 'immo-wizards' );
	}

	/**
	 * Greeting and introduction.
	 *
	 * @return array<string,string>
	 */
	public function texts(): array {
		return array(
			'agency_greeting' => __( 'Agency notification: greeting', 'immo-wizards' ),
			'agency_intro'    => __( 'Agency notification: introduction', 'immo-wizards' ),
		);
	}

	/**
	 * The contact's names and address too: the mail goes to the agency only.
	 *
	 * @return string[]
	 */
	public function placeholders(): array {
		return array( 'firstname', 'lastname', 'email', 'type', 'site' );
	}

	/**
	 * The mail.
	 *
	 * @param Templates    $templates Layout and texts.
	 * @param array<mixed> $args      Request type, stored payload (contact + type data), request uuid.
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array {
		[ $type, $payload, $uuid ] = $args;
		$contact                   = is_array( $payload['contact'] ?? null ) ? $payload['contact'] : array();
		$name                      = trim( ( $contact['firstname'] ?? '' ) . ' ' . ( $contact['lastname'] ?? '' ) );
		$label                     = $this->details->type_label( $type );
		/* translators: 1: kind of request, 2: name of the person */
		$subject  = sprintf( __( 'New confirmed request (%1$s) from %2$s', 'immo-wizards' ), $label, $name );
		$values   = array(
			'firstname' => (string) ( $contact['firstname'] ?? '' ),
			'lastname'  => (string) ( $contact['lastname'] ?? '' ),
			'email'     => (string) ( $contact['email'] ?? '' ),
			'type'      => $label,
		);
		$greeting = $templates->text( 'agency_greeting', '', $values );
		$intro    = $templates->text( 'agency_intro', __( 'A visitor has confirmed the following request.', 'immo-wizards' ), $values );

		$sections = array(
			__( 'Contact', 'immo-wizards' ) => $this->details->contact_rows( $contact ),
			$label                          => $this->details->rows( $type, $payload ),
		);
		/**
		 * Filters the agency mail's sections (title → [label, value] rows); the market module adds the
		 * waiting buyers of an owner lead.
		 *
		 * @param array<string, array<int, array{0:string,1:string}>> $sections Sections.
		 * @param string                                              $type     Request type.
		 * @param array<string,mixed>                                 $payload  Stored payload.
		 */
		$sections = (array) apply_filters( 'immo_wizards_agency_mail_sections', $sections, $type, $payload );
		$html     = Templates::paragraph( $greeting ) . Templates::paragraph( $intro );
		$text     = ltrim( $greeting . "\n\n" ) . $intro . "\n";
		foreach ( $sections as $title => $rows ) {
			$html .= '<h2 style="font-size:16px;margin:24px 0 8px">' . esc_html( (string) $title ) . '</h2><table cellpadding="4" cellspacing="0" style="border-collapse:collapse">';
			$text .= "\n" . $title . "\n" . str_repeat( '-', max( 3, mb_strlen( (string) $title ) ) ) . "\n";
			foreach ( $rows as [ $row_label, $value ] ) {
				$html .= '<tr><th align="left" valign="top" style="padding-right:16px">' . esc_html( $row_label ) . '</th><td>' . nl2br( esc_html( $value ) ) . '</td></tr>';
				$text .= $row_label . ': ' . $value . "\n";
			}
			$html .= '</table>';
		}
		/* translators: %s: request id */
		$reference = sprintf( __( 'Reference: %s', 'immo-wizards' ), $uuid );
		$html     .= '<p style="color:#666666">' . esc_html( $reference ) . '</p>';
		$text     .= "\n" . $reference . "\n";

		return array(
			'subject' => $subject,
			'html'    => $templates->layout( $subject, $html ),
			'text'    => $text . $templates->text_footer(),
		);
	}

	/**
	 * A lead with only its contact.
	 *
	 * @return array<mixed>
	 */
	public function sample(): array {
		return array( 'lead', array( 'contact' => self::SAMPLE_CONTACT ), wp_generate_uuid4() );
	}

	/**
	 * Once its request is gone.
	 *
	 * @param object $row Outbox row.
	 */
	public function obsolete( object $row ): bool {
		return ! $this->requests->find( (int) $row->request_id );
	}

	/**
	 * The request's type, payload and uuid.
	 *
	 * @param object $row Outbox row.
	 * @return array<mixed>|null
	 */
	public function rebuild( object $row ): ?array {
		$request = $this->requests->find( (int) $row->request_id );
		return $request ? array( (string) $request->type, Request_Repository::payload( $request ), (string) $request->uuid ) : null;
	}
}

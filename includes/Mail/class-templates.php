<?php
/**
 * Mail texts: the double opt-in mail and the agency notification.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Security\Key_Link;
use ImmoWizards\Settings\Mail_Texts;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Renders subject, HTML and plain text. Every user-supplied value is escaped in the HTML part.
 * Outbox::queue() renders inside Mailer::in_locale(), so the strings come in the recipient's language.
 */
final class Templates {

	/** The mails Outbox::queue() renders by name (methods of this class). */
	private const NAMES = array( 'confirmation', 'agency_notification', 'login_link', 'email_change', 'email_changed_notice', 'saved_search_alert', 'crm_feedback', 'test_mail' );

	/**
	 * Constructor.
	 *
	 * @param Settings                   $settings Plugin settings.
	 * @param Request_Details            $details  Turns a request payload into label/value rows.
	 * @param array<string, string>|null $texts    The agency's mail texts; null: the stored ones
	 *                                             (the settings' preview passes unsaved ones).
	 */
	public function __construct( private Settings $settings, private Request_Details $details, private ?array $texts = null ) {
	}

	/**
	 * One of the agency's mail texts with its placeholders filled in (plain text).
	 *
	 * @param string                $key     Key of Mail_Texts::KEYS.
	 * @param string                $shipped The shipped text.
	 * @param array<string, string> $values  Placeholder values.
	 */
	private function text( string $key, string $shipped, array $values ): string {
		$texts = $this->texts ?? Mail_Texts::texts( $this->settings->all()['mail_texts'] );
		$site  = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		return Mail_Texts::render( $texts, $key, $shipped, $values + array( 'site' => $site ) );
	}

	/**
	 * An optional paragraph (the agency's greeting may be empty).
	 *
	 * @param string $text Plain text.
	 */
	private static function paragraph( string $text ): string {
		return '' === $text ? '' : '<p>' . nl2br( esc_html( $text ) ) . '</p>';
	}

	/**
	 * Renders the mail $template with its arguments.
	 *
	 * @param string       $template One of NAMES.
	 * @param array<mixed> $args     The template's arguments, in order.
	 * @return array{subject:string,html:string,text:string}
	 * @throws \LogicException For an unknown template.
	 */
	public function render( string $template, array $args ): array {
		if ( ! in_array( $template, self::NAMES, true ) ) {
			throw new \LogicException( 'No mail template ' . esc_html( $template ) );
		}
		return $this->{$template}( ...$args );
	}

	/**
	 * A seeker's alert: new listings per saved search, each search's deactivate link, the portal link.
	 *
	 * @param array<int, array<string,mixed>> $sections Per saved search: deactivate link and listing cards.
	 * @param string                          $portal   Link to the portal's Suchprofile.
	 * @param string                          $locale   The recipient's locale.
	 * @param array<string,mixed>             $contact  The recipient (salutation and names, for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function saved_search_alert( array $sections, string $portal, string $locale, array $contact = array() ): array {
		return ( new \ImmoWizards\Alerts\Alert_Template( $this ) )->render( $sections, $portal, $locale, $contact );
	}

	/**
	 * The machine mail to the CRM's import address (the request's OpenImmo-Feedback file rides along).
	 *
	 * @param array{type:string,payload:array<string,mixed>,uuid:string,file:string} $request The request and the file's name.
	 * @return array{subject:string,html:string,text:string}
	 */
	public function crm_feedback( array $request ): array {
		return ( new \ImmoWizards\Crm\Feedback_Mail_Template( $this ) )->render( $this->details->type_label( $request['type'] ), $request['payload'], $request['uuid'], $request['file'] );
	}

	/**
	 * The double opt-in mail with the portal link `{portal}#k={key}`.
	 *
	 * @param array<string,mixed> $contact Contact data (the greeting's name only, see Greeting).
	 * @param string              $key     Raw confirmation key.
	 * @param string              $type    Request type ('' in mails queued before it was passed).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function confirmation( array $contact, string $key, string $type = '' ): array {
		$link = Key_Link::to( $this->settings->portal_link_url(), $key );
		// Anyone can trigger this mail to any address: it carries no visitor-supplied text but a name
		// that reads as one (Greeting; Mail_Texts refuses the placeholders of the rest).
		$values     = array(
			'type' => '' !== $type ? $this->details->type_label( $type ) : '',
			'days' => (string) $this->settings->retention_days(),
		);
		$greeting   = $this->text( 'confirmation_greeting', Greeting::line( $contact ), $values );
		$intro      = $this->text( 'confirmation_intro', __( 'Thank you for your request. Please confirm it with the button below; only then will we process it.', 'immo-wizards' ), $values );
		$intro_text = $this->text( 'confirmation_intro', __( 'Thank you for your request. Please confirm it with the link below; only then will we process it.', 'immo-wizards' ), $values );
		$button     = __( 'Confirm request', 'immo-wizards' );
		$fallback   = __( 'If the button does not work, copy this link into your browser:', 'immo-wizards' );
		/* translators: %d: number of days */
		$ignore = sprintf( __( 'If you did not send this request, simply ignore this e-mail. Unconfirmed requests are deleted after %d days.', 'immo-wizards' ), $this->settings->retention_days() );

		$html = self::paragraph( $greeting ) . self::paragraph( $intro )
			. self::button( $link, $button )
			. '<p>' . esc_html( $fallback ) . '<br><a href="' . esc_url( $link ) . '">' . esc_html( $link ) . '</a></p>'
			. '<p>' . esc_html( $ignore ) . '</p>';
		$text = ltrim( $greeting . "\n\n" . $intro_text . "\n\n" ) . $button . ': ' . $link . "\n\n" . $ignore . "\n";

		return array(
			'subject' => __( 'Please confirm your request', 'immo-wizards' ),
			'html'    => $this->layout( __( 'Please confirm your request', 'immo-wizards' ), $html ),
			'text'    => $text . $this->text_footer(),
		);
	}

	/**
	 * The agency's notification about a confirmed request.
	 *
	 * @param string              $type    Request type.
	 * @param array<string,mixed> $payload Stored payload (contact + type data).
	 * @param string              $uuid    Request uuid.
	 * @return array{subject:string,html:string,text:string}
	 */
	public function agency_notification( string $type, array $payload, string $uuid ): array {
		$contact = is_array( $payload['contact'] ?? null ) ? $payload['contact'] : array();
		$name    = trim( ( $contact['firstname'] ?? '' ) . ' ' . ( $contact['lastname'] ?? '' ) );
		$label   = $this->details->type_label( $type );
		/* translators: 1: kind of request, 2: name of the person */
		$subject  = sprintf( __( 'New confirmed request (%1$s) from %2$s', 'immo-wizards' ), $label, $name );
		$values   = array(
			'firstname' => (string) ( $contact['firstname'] ?? '' ),
			'lastname'  => (string) ( $contact['lastname'] ?? '' ),
			'email'     => (string) ( $contact['email'] ?? '' ),
			'type'      => $label,
		);
		$greeting = $this->text( 'agency_greeting', '', $values );
		$intro    = $this->text( 'agency_intro', __( 'A visitor has confirmed the following request.', 'immo-wizards' ), $values );

		$sections = array(
			__( 'Contact', 'immo-wizards' ) => $this->details->contact_rows( $contact ),
			$label                          => $this->details->rows( $type, $payload ),
		);
		$html     = self::paragraph( $greeting ) . self::paragraph( $intro );
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
			'html'    => $this->layout( $subject, $html ),
			'text'    => $text . $this->text_footer(),
		);
	}

	/**
	 * Wraps a body in a minimal, mail-client-safe HTML document (every mail of the plugin uses it).
	 *
	 * @param string $title Title (plain text).
	 * @param string $body  Escaped HTML.
	 */
	public function layout( string $title, string $body ): string {
		$site = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		return '<!DOCTYPE html><html lang="' . esc_attr( str_replace( '_', '-', determine_locale() ) ) . '"><head><meta charset="UTF-8"><title>' . esc_html( $title ) . '</title></head>'
			. '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">'
			. $body
			. '<p style="margin-top:32px;color:#666666;font-size:13px">' . esc_html( $site ) . ' · <a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html( home_url( '/' ) ) . '</a></p>'
			. '</body></html>';
	}

	/**
	 * Plain-text footer.
	 */
	public function text_footer(): string {
		return "\n-- \n" . wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) . "\n" . home_url( '/' ) . "\n";
	}

	/**
	 * The portal login link `{portal}#k={key}` (a `login` key, valid 20 minutes, one session).
	 *
	 * @param string              $key     Raw login key.
	 * @param array<string,mixed> $contact The recipient (salutation and names, for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function login_link( string $key, array $contact = array() ): array {
		$intro = __( 'You asked for a link to log in to our customer portal. The link is valid for 20 minutes and can be used once.', 'immo-wizards' );
		return $this->portal_link_mail(
			__( 'Your link to the customer portal', 'immo-wizards' ),
			array( $intro, $intro ),
			__( 'Open the customer portal', 'immo-wizards' ),
			$key,
			__( 'If you did not ask for this link, simply ignore this e-mail.', 'immo-wizards' ),
			$contact
		);
	}

	/**
	 * Sent to the new address of an e-mail change: the link `{portal}#k={key}` applies the change.
	 *
	 * @param string              $key     Raw `email_change` key.
	 * @param array<string,mixed> $contact The account's owner (salutation and names, for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function email_change( string $key, array $contact = array() ): array {
		return $this->portal_link_mail(
			__( 'Please confirm your new e-mail address', 'immo-wizards' ),
			array(
				__( 'This e-mail address was entered as the new address of a customer portal account. Please confirm it with the button below; only then will it be used.', 'immo-wizards' ),
				__( 'This e-mail address was entered as the new address of a customer portal account. Please confirm it with the link below; only then will it be used.', 'immo-wizards' ),
			),
			__( 'Confirm e-mail address', 'immo-wizards' ),
			$key,
			__( 'If you did not ask for this change, simply ignore this e-mail. The address will not be used.', 'immo-wizards' ),
			$contact
		);
	}

	/**
	 * Sent to the old address once an e-mail change was applied (so a stolen session cannot move an
	 * account away unnoticed).
	 *
	 * @param array<string,mixed> $contact The account's owner (salutation and names, for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function email_changed_notice( array $contact = array() ): array {
		$subject  = __( 'Your e-mail address was changed', 'immo-wizards' );
		$greeting = Greeting::line( $contact );
		$intro    = __( 'The e-mail address of your customer portal account was changed. Messages about your requests now go to the new address.', 'immo-wizards' );
		$note     = __( 'If you did not make this change, please contact us.', 'immo-wizards' );
		return array(
			'subject' => $subject,
			'html'    => $this->layout( $subject, self::paragraph( $greeting ) . self::paragraph( $intro ) . self::paragraph( $note ) ),
			'text'    => $greeting . "\n\n" . $intro . "\n\n" . $note . "\n" . $this->text_footer(),
		);
	}

	/**
	 * The setup assistant's test mail: proves that the plugin's mails reach the agency.
	 *
	 * @return array{subject:string,html:string,text:string}
	 */
	public function test_mail(): array {
		$subject = __( 'Test mail from Immo Wizards', 'immo-wizards' );
		$intro   = __( 'This is a test mail. The mails of your forms reach this address with the sender you set.', 'immo-wizards' );
		return array(
			'subject' => $subject,
			'html'    => $this->layout( $subject, self::paragraph( $intro ) ),
			'text'    => $intro . "\n" . $this->text_footer(),
		);
	}

	/**
	 * A mail whose point is one button to the portal with a key (`{portal}#k={key}`).
	 *
	 * @param string                   $subject Subject and title.
	 * @param array{0:string,1:string} $intro   First paragraph: for the HTML part, for the text part (which has no button).
	 * @param string                   $button  Button label.
	 * @param string                   $key     Raw key.
	 * @param string                   $note    Closing paragraph.
	 * @param array<string,mixed>      $contact The recipient (for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	private function portal_link_mail( string $subject, array $intro, string $button, string $key, string $note, array $contact ): array {
		$link     = Key_Link::to( $this->settings->portal_link_url(), $key );
		$greeting = Greeting::line( $contact );
		$fallback = __( 'If the button does not work, copy this link into your browser:', 'immo-wizards' );
		$html     = self::paragraph( $greeting ) . self::paragraph( $intro[0] )
			. self::button( $link, $button )
			. '<p>' . esc_html( $fallback ) . '<br><a href="' . esc_url( $link ) . '">' . esc_html( $link ) . '</a></p>'
			. self::paragraph( $note );
		return array(
			'subject' => $subject,
			'html'    => $this->layout( $subject, $html ),
			'text'    => $greeting . "\n\n" . $intro[1] . "\n\n" . $button . ': ' . $link . "\n\n" . $note . "\n" . $this->text_footer(),
		);
	}

	/**
	 * A link that looks like a button (mail clients ignore most CSS, so it is inline).
	 *
	 * @param string $url   Its target.
	 * @param string $label Its text.
	 */
	private static function button( string $url, string $label ): string {
		return '<p><a href="' . esc_url( $url ) . '" style="display:inline-block;padding:12px 20px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px">' . esc_html( $label ) . '</a></p>';
	}
}

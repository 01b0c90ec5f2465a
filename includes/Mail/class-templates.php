<?php
/**
 * The mails' shared parts.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Mail\Kinds\Mail_Kinds;
use ImmoWizards\Security\Key_Link;
use ImmoWizards\Settings\Mail_Texts;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * What every mail shares: the layout, the footer, buttons and the agency's texts. Each mail kind
 * (Mail\Kinds, registered in Plugin::mail_kinds()) renders through it. Outbox::queue() renders inside
 * Mailer::in_locale(), so the strings come in the recipient's language; every user-supplied value is
 * escaped in the HTML part.
 */
final class Templates {

	/**
	 * Constructor.
	 *
	 * @param Settings                   $settings Plugin settings.
	 * @param Mail_Kinds                 $kinds    The mail kinds.
	 * @param array<string, string>|null $texts    The agency's mail texts; null: the stored ones
	 *                                             (the settings' preview passes unsaved ones).
	 */
	public function __construct( private Settings $settings, private Mail_Kinds $kinds, private ?array $texts = null ) {
	}

	/**
	 * The same templates with other (unsaved) texts of the agency.
	 *
	 * @param array<string, string> $texts The texts.
	 */
	public function with_texts( array $texts ): Templates {
		return new Templates( $this->settings, $this->kinds, $texts );
	}

	/**
	 * One of the agency's mail texts with its placeholders filled in (plain text).
	 *
	 * @param string                $key     Key of an editable text (Mail_Kind::texts()).
	 * @param string                $shipped The shipped text.
	 * @param array<string, string> $values  Placeholder values.
	 */
	public function text( string $key, string $shipped, array $values ): string {
		$texts = $this->texts ?? Mail_Texts::texts( $this->settings->all()['mail_texts'] );
		$site  = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		return Mail_Texts::render( $texts, $key, $shipped, $values + array( 'site' => $site ) );
	}

	/**
	 * An optional paragraph (the agency's greeting may be empty).
	 *
	 * @param string $text Plain text.
	 */
	public static function paragraph( string $text ): string {
		return '' === $text ? '' : '<p>' . nl2br( esc_html( $text ) ) . '</p>';
	}

	/**
	 * Renders the mail of a kind with its arguments.
	 *
	 * @param string       $kind One of the registered kinds.
	 * @param array<mixed> $args The kind's arguments, in order.
	 * @return array{subject:string,html:string,text:string}
	 * @throws \LogicException For an unknown kind.
	 */
	public function render( string $kind, array $args ): array {
		$found = $this->kinds->get( $kind );
		if ( null === $found ) {
			throw new \LogicException( 'No mail kind ' . esc_html( $kind ) );
		}
		return $found->render( $this, $args );
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
	public function portal_link_mail( string $subject, array $intro, string $button, string $key, string $note, array $contact ): array {
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
	public static function button( string $url, string $label ): string {
		return '<p><a href="' . esc_url( $url ) . '" style="display:inline-block;padding:12px 20px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px">' . esc_html( $label ) . '</a></p>';
	}
}

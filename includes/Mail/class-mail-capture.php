<?php
/**
 * Demo sites without a mail server: mails are kept readable instead of sent.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * Off unless the site defines the constant IMMO_WIZARDS_CAPTURE_MAIL as true (the `npm start` demo
 * does, in `.wp-env.json`). Captured mails count as sent but keep their bodies, so the mail log can
 * show them ("Inhalt anzeigen") and a visitor's double opt-in can be walked from wp-admin. A real
 * site never sets it: its mails would not go out.
 */
final class Mail_Capture {

	public const CONSTANT = 'IMMO_WIZARDS_CAPTURE_MAIL';

	/**
	 * Whether mails are captured instead of sent.
	 */
	public static function enabled(): bool {
		$defined = defined( self::CONSTANT ) && true === constant( self::CONSTANT );
		/**
		 * Filters whether mails are captured instead of sent (tests switch it; sites set the constant).
		 *
		 * @param bool $capture Whether the constant IMMO_WIZARDS_CAPTURE_MAIL is true.
		 */
		return (bool) apply_filters( 'immo_wizards_capture_mail', $defined );
	}
}

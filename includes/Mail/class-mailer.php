<?php
/**
 * Sends one multipart (HTML + plain text) mail through wp_mail.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Settings\Mail_Settings;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Thin wrapper around wp_mail, so SMTP plugins keep working; renders mails in the language
 * I18n::mail_locale() names.
 */
final class Mailer {

	/** Seconds PHPMailer waits for the SMTP server in the plugin's sends (its default is 300). */
	public const SMTP_TIMEOUT = 10;

	/**
	 * Sends a mail.
	 *
	 * @param string                                 $recipient Address.
	 * @param string                                 $subject   Subject (plain text).
	 * @param string                                 $html      HTML body.
	 * @param string                                 $text      Plain-text body.
	 * @param string                                 $reply_to  Optional Reply-To address (validated).
	 * @param string[]                               $extra     Further header lines (made single-line).
	 * @param array{name:string,content:string}|null $attachment A file to send with it (Mail_Attachment).
	 * @return true|string True when wp_mail accepted it, else an error text.
	 */
	public function send( string $recipient, string $subject, string $html, string $text, string $reply_to = '', array $extra = array(), ?array $attachment = null ) {
		$headers = array( 'Content-Type: text/html; charset=UTF-8' );
		$from    = Mail_Settings::sender_header( Settings::instance()->all() );
		if ( '' !== $from ) {
			$headers[] = self::single_line( $from );
		}
		foreach ( $extra as $line ) {
			$headers[] = self::single_line( (string) $line );
		}
		if ( '' !== $reply_to && is_email( $reply_to ) ) {
			$headers[] = 'Reply-To: ' . $reply_to;
		}
		$error       = '';
		$restore     = null;
		$configure   = static function ( $phpmailer ) use ( $text, &$restore ): void {
			// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
			$phpmailer->AltBody = $text;
			// Late (after SMTP plugins): never wait longer than our timeout, keep a shorter one.
			$previous           = (int) $phpmailer->Timeout;
			$phpmailer->Timeout = $previous > 0 ? min( $previous, self::smtp_timeout() ) : self::smtp_timeout();
			// The global PHPMailer serves other plugins' mails afterwards: give their timeout back.
			$restore = static function () use ( $phpmailer, $previous ): void {
				$phpmailer->Timeout = $previous;
			};
			// phpcs:enable
		};
		$catch_error = static function ( $wp_error ) use ( &$error ): void {
			$error = is_wp_error( $wp_error ) ? $wp_error->get_error_message() : 'wp_mail failed';
		};
		add_action( 'phpmailer_init', $configure, PHP_INT_MAX );
		add_action( 'wp_mail_failed', $catch_error );
		$file = '';
		try {
			$file = null === $attachment ? '' : Mail_Attachment::file( $attachment );
			$sent = wp_mail( $recipient, self::single_line( $subject ), $html, $headers, '' === $file ? array() : array( $attachment['name'] => $file ) );
		} catch ( \Throwable $e ) {
			$sent  = false;
			$error = get_class( $e ) . ': ' . $e->getMessage();
		} finally {
			if ( '' !== $file ) {
				Mail_Attachment::remove( $file );
			}
			remove_action( 'phpmailer_init', $configure, PHP_INT_MAX );
			remove_action( 'wp_mail_failed', $catch_error );
			if ( $restore ) {
				$restore();
			}
		}
		if ( $sent ) {
			return true;
		}
		return '' !== $error ? $error : 'wp_mail returned false';
	}

	/**
	 * Runs $render in the mail language for $locale (I18n::mail_locale()): en_US → English, anything
	 * else → German.
	 *
	 * @template T
	 * @param string        $locale Recipient's locale.
	 * @param callable(): T $render Renders the mail.
	 * @return T
	 */
	public static function in_locale( string $locale, callable $render ) {
		$target   = I18n::mail_locale( $locale );
		$switched = switch_to_locale( $target );
		// switch_to_locale() fails for locales without core files: load our German strings regardless.
		unload_textdomain( 'immo-wizards', true );
		if ( 'de_DE' === $target ) {
			load_textdomain( 'immo-wizards', IMMO_WIZARDS_DIR . 'languages/immo-wizards-de_DE.mo', 'de_DE' );
		}
		try {
			return $render();
		} finally {
			unload_textdomain( 'immo-wizards', true );
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}

	/**
	 * The SMTP timeout of the plugin's sends, in seconds.
	 */
	public static function smtp_timeout(): int {
		/**
		 * Filters how long (seconds) the plugin's sends wait for the SMTP server.
		 *
		 * @param int $seconds Timeout (default 10).
		 */
		return max( 1, (int) apply_filters( 'immo_wizards_smtp_timeout', self::SMTP_TIMEOUT ) );
	}

	/**
	 * Strips line breaks and control characters from a header value.
	 *
	 * @param string $value Value.
	 */
	private static function single_line( string $value ): string {
		return trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', $value ) );
	}
}

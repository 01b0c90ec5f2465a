<?php
/**
 * The one mail pipeline: store first, then send, retry on failure.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Mail\Kinds\Confirmation_Mail;
use ImmoWizards\Plugin;
use ImmoWizards\Queue\Retry_Policy;
use ImmoWizards\Queue\Retry_Queue;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Storage\Outbox_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Every mail is stored before it is sent, so nothing is lost when wp_mail fails or throws. Sends
 * never hold up a visitor: the outbox is one of the queues of Queue\Runner (after the response, the
 * cron hook, WP-CLI). Failed sends are retried with a capped backoff (policy()); after the deadline
 * a mail counts as failed, and failed mails are kept and shown to the admin until they are resent.
 * Bodies are encrypted at rest (they hold keys and personal data) and dropped once sent; a row knows
 * its kind, request and locale, so a body that cannot be decrypted any more is rebuilt (its kind).
 */
final class Outbox {

	/** The runner's name of the outbox queue. */
	public const QUEUE = 'mails';

	/**
	 * The outbox as one of the runner's queues (built on first use).
	 *
	 * @var Retry_Queue|null
	 */
	private ?Retry_Queue $retry_queue = null;

	/**
	 * Hands a stored mail to the runner for after the response.
	 *
	 * @var \Closure(int): void
	 */
	private \Closure $after_response;

	/**
	 * Constructor.
	 *
	 * @param Outbox_Repository   $mails          Mail storage.
	 * @param Mailer              $mailer         Sender.
	 * @param Templates           $templates      Mail texts.
	 * @param Mail_Rebuilder|null $rebuilder      Rebuilds bodies that cannot be decrypted.
	 * @param callable|null       $after_response Sends a mail after the response (default: the plugin's runner).
	 */
	public function __construct( private Outbox_Repository $mails, private Mailer $mailer, private Templates $templates, private ?Mail_Rebuilder $rebuilder = null, ?callable $after_response = null ) {
		$this->after_response = \Closure::fromCallable( $after_response ?? static fn ( int $id ) => Plugin::instance()->runner()->after_response( self::QUEUE, $id ) );
	}

	/**
	 * Retries: after 1, 5, 15, 60, then every 240 minutes, for 72 hours; a claim holds for 10 minutes.
	 */
	public static function policy(): Retry_Policy {
		return Retry_Policy::steps( array( 1, 5, 15, 60, 240 ), 72, 600 );
	}

	/**
	 * The one way the plugin writes a mail: renders $template in the language of $locale and stores
	 * it without sending (as store(): inside the write it belongs to; send_after_response() follows).
	 *
	 * @param string              $template A mail kind's name (Mail_Kinds), also the row's kind.
	 * @param string              $locale   Locale of the recipient (I18n::recipient_locale()), kept with the row.
	 * @param array<string,mixed> $meta     `recipient`, the kind's `args`, and `reply_to`, `request_id`, `headers`, `status` as they apply.
	 * @return int Outbox id (0 when a confirmation mail was held back).
	 * @throws Storage_Error When the mail cannot be stored.
	 */
	public function queue( string $template, string $locale, array $meta ): int {
		$args = (array) ( $meta['args'] ?? array() );
		unset( $meta['args'] );
		$mail = Mailer::in_locale( $locale, fn () => $this->templates->render( $template, $args ) );
		return $this->store(
			array(
				'locale' => $locale,
				'kind'   => $template,
			) + $mail + $meta
		);
	}

	/**
	 * Stores a mail and sends it once the response is out (for mails that belong to no other write).
	 *
	 * @param array{recipient:string,subject:string,html:string,text:string,reply_to?:string,request_id?:int,locale?:string,kind?:string} $mail Mail.
	 * @return int Outbox id (0 when a confirmation mail was held back, see store()).
	 * @throws Storage_Error When the mail cannot be stored.
	 */
	public function enqueue( array $mail ): int {
		$id = $this->store( $mail );
		$this->send_after_response( $id );
		return $id;
	}

	/**
	 * Stores a mail without sending it: inside the transaction of the write it belongs to (never
	 * committed without its mail), send_after_response() after the commit. A confirmation mail is held
	 * back (0, nothing stored) when its recipient got the daily cap of them or has an open one for the
	 * same request type: anyone can make the plugin mail any address (the request stays stored).
	 *
	 * @param array{recipient:string,subject:string,html:string,text:string,reply_to?:string,request_id?:int,locale?:string,kind?:string,headers?:string[],status?:string,attachment?:array{name:string,content:string}} $mail Mail; headers are extra header lines and attachment a file (both sealed like the body: they may hold keys and personal data); status 'cancelled' stores it unsent.
	 * @return int Outbox id, 0 when held back.
	 * @throws Storage_Error When the insert fails.
	 */
	public function store( array $mail ): int {
		$kind          = (string) ( $mail['kind'] ?? '' );
		$request_id    = (int) ( $mail['request_id'] ?? 0 );
		$recipient_key = hash( 'sha256', Rate_Limiter::email_subject( $mail['recipient'] ) );
		if ( Confirmation_Mail::NAME === $kind && ! ( new Confirmation_Throttle( $this->mails ) )->allows( $recipient_key, $request_id ) ) {
			return 0;
		}
		return $this->mails->insert(
			array(
				'recipient'     => $mail['recipient'],
				'reply_to'      => $mail['reply_to'] ?? '',
				'subject'       => mb_substr( $mail['subject'], 0, 255 ),
				'html'          => Sealed_Body::seal( $mail['html'] ),
				'text'          => Sealed_Body::seal( $mail['text'] ),
				'locale'        => $mail['locale'] ?? '',
				'request_id'    => $request_id,
				'kind'          => $kind,
				'recipient_key' => $recipient_key,
				'retry_until'   => self::policy()->deadline(),
				'headers'       => empty( $mail['headers'] ) ? null : Sealed_Body::seal( (string) wp_json_encode( array_values( $mail['headers'] ) ) ),
				// 'cancelled': stored for the log only, never sent (a mail that must cost the same work).
				'status'        => 'cancelled' === ( $mail['status'] ?? '' ) ? 'cancelled' : 'pending',
			) + Mail_Attachment::columns( $mail['attachment'] ?? null )
		);
	}

	/**
	 * The outbox as one of Queue\Runner's queues: its rows, its policy, deliver().
	 */
	public function retry_queue(): Retry_Queue {
		return $this->retry_queue ??= new Retry_Queue( $this->mails, self::policy(), array( $this, 'deliver' ) );
	}

	/**
	 * Sends a stored mail after the response has gone out, so a slow mail server never holds up the
	 * visitor (Queue\Runner::after_response(): where the response cannot be ended, the runner sends it).
	 *
	 * @param int $id Outbox id (0, a mail held back, is ignored).
	 */
	public function send_after_response( int $id ): void {
		if ( $id > 0 ) {
			( $this->after_response )( $id );
		}
	}

	/**
	 * One send of a claimed mail (Queue\Retry_Queue's delivery).
	 *
	 * @param object      $row      Claimed outbox row.
	 * @param string|null $retry_at When to try again should this send fail (null: the mail fails).
	 * @return bool Whether it was sent.
	 */
	public function deliver( object $row, ?string $retry_at ): bool {
		$id   = (int) $row->id;
		$mail = $this->body( $row );
		if ( null === $mail ) {
			return false;
		}
		if ( Mail_Capture::enabled() ) {
			// Nothing leaves the demo site: the mail stays readable in the mail log instead.
			$this->mails->mark_sent( $id, true );
			return true;
		}
		$headers = empty( $row->headers ) ? array() : json_decode( (string) Sealed_Body::open( (string) $row->headers ), true );
		$result  = $this->mailer->send( (string) $row->recipient, $mail['subject'], $mail['html'], $mail['text'], (string) $row->reply_to, is_array( $headers ) ? $headers : array(), $mail['attachment'] ?? null );
		if ( true === $result ) {
			$this->mails->mark_sent( $id );
			return true;
		}
		$this->mails->mark_failed( $id, $retry_at, (string) $result );
		return false;
	}

	/**
	 * The mail to send: the stored body, or one rebuilt from its request when the body cannot be
	 * decrypted (salts changed). Null when there is nothing to send; the row is then ended as
	 * cancelled (no longer wanted) or failed (cannot be rebuilt: the admin sees it).
	 *
	 * @param object $row Claimed outbox row.
	 * @return array{subject:string,html:string,text:string,attachment?:array{name:string,content:string}|null}|null
	 */
	private function body( object $row ): ?array {
		$html       = Sealed_Body::open( (string) $row->html );
		$text       = Sealed_Body::open( (string) $row->text );
		$attachment = Mail_Attachment::open( $row );
		if ( null !== $html && null !== $text && false !== $attachment ) {
			return array(
				'subject'    => (string) $row->subject,
				'html'       => $html,
				'text'       => $text,
				'attachment' => $attachment,
			);
		}
		$id = (int) $row->id;
		if ( $this->rebuilder && $this->rebuilder->obsolete( $row ) ) {
			$this->mails->mark_cancelled( $id, 'mail body cannot be decrypted and its request no longer waits for it' );
			return null;
		}
		$mail = $this->rebuilder ? $this->rebuilder->rebuild( $row ) : null;
		if ( null === $mail ) {
			$this->mails->mark_failed( $id, null, 'mail body cannot be decrypted (salts changed?) and cannot be rebuilt' );
			return null;
		}
		// Stored again, so a retry sends the same mail (and the same fresh key) instead of a new one.
		$this->mails->replace_body( $id, $mail['subject'], Sealed_Body::seal( $mail['html'] ), Sealed_Body::seal( $mail['text'] ), Mail_Attachment::columns( $mail['attachment'] ?? null ) );
		return $mail;
	}
}

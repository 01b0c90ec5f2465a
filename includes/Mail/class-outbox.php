<?php
/**
 * The one mail pipeline: store first, then send, retry on failure.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Mail\Kinds\Confirmation_Mail;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Every mail is stored before it is sent, so nothing is lost when wp_mail fails or throws. Sends
 * never hold up a visitor: they run after the response or in the runner (cron). Failed sends are
 * retried with a capped backoff for RETRY_HOURS; only then a mail counts as failed, and failed mails
 * are kept and shown to the admin until they are resent. Bodies are encrypted at rest (they hold keys
 * and personal data) and dropped once sent; a row knows its kind, request and locale, so a body that
 * cannot be decrypted any more is rebuilt from the request.
 */
final class Outbox {

	public const CRON_HOOK = 'immo_wizards_outbox_retry';

	/** One-off runner event for sends that could not wait until the end of the response. */
	public const WAKE_HOOK = 'immo_wizards_outbox_wake';

	/** Hours a mail is retried before it counts as failed. */
	public const RETRY_HOURS = 72;

	/** Minutes to wait after the 1st, 2nd, … failed attempt (the last value repeats: the cap). */
	public const BACKOFF_MINUTES = array( 1, 5, 15, 60, 240 );

	/** Seconds a claimed row stays hidden from other workers. */
	private const LEASE = 600;

	/**
	 * Outbox ids to attempt once the response is out.
	 *
	 * @var int[]
	 */
	private array $deferred = array();

	/**
	 * Ends the visitor's response; true when nobody waits for this process any more.
	 *
	 * @var callable(): bool
	 */
	private $finish_response;

	/**
	 * Constructor.
	 *
	 * @param Outbox_Repository   $mails           Mail storage.
	 * @param Mailer              $mailer          Sender.
	 * @param Templates           $templates       Mail texts.
	 * @param Mail_Rebuilder|null $rebuilder       Rebuilds bodies that cannot be decrypted.
	 * @param callable|null       $finish_response Ends the response (default: Response_End::finish).
	 */
	public function __construct( private Outbox_Repository $mails, private Mailer $mailer, private Templates $templates, private ?Mail_Rebuilder $rebuilder = null, ?callable $finish_response = null ) {
		$this->finish_response = $finish_response ?? array( Response_End::class, 'finish' );
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
	 * Stores a mail without sending it. Callers store inside the transaction of the write the mail
	 * belongs to and call send_after_response() after the commit, so a write is never committed
	 * without its mail.
	 *
	 * A confirmation mail is held back (0, nothing stored) when its recipient already got the daily
	 * cap of them or still has an open one for the same request type: anyone can make the plugin mail
	 * any address, and it must not become a mail bomb. The request itself stays stored.
	 *
	 * @param array{recipient:string,subject:string,html:string,text:string,reply_to?:string,request_id?:int,locale?:string,kind?:string,headers?:string[],status?:string} $mail Mail; headers are extra header lines (sealed like the body: they may hold keys); status 'cancelled' stores it unsent.
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
				'retry_until'   => Tables::now( self::RETRY_HOURS * HOUR_IN_SECONDS ),
				'headers'       => empty( $mail['headers'] ) ? null : Sealed_Body::seal( (string) wp_json_encode( array_values( $mail['headers'] ) ) ),
				// 'cancelled': stored for the log only, never sent (a mail that must cost the same work).
				'status'        => 'cancelled' === ( $mail['status'] ?? '' ) ? 'cancelled' : 'pending',
			)
		);
	}

	/**
	 * Sends a stored mail after the response has gone out (shutdown), so a slow mail server never
	 * holds up the visitor. Where the response cannot be ended early, the runner sends it instead.
	 *
	 * @param int $id Outbox id (0 is ignored).
	 */
	public function send_after_response( int $id ): void {
		if ( $id <= 0 ) {
			return;
		}
		$this->deferred[] = $id;
		if ( false === has_action( 'shutdown', array( $this, 'flush_deferred' ) ) ) {
			// After wp_ob_end_flush_all (priority 1): the response body is complete by then.
			add_action( 'shutdown', array( $this, 'flush_deferred' ), 100 );
		}
	}

	/**
	 * Shutdown: ends the response, then sends the deferred mails; hands them to the runner when the
	 * response cannot be ended (the visitor would wait for the mail server).
	 */
	public function flush_deferred(): void {
		$ids            = array_unique( $this->deferred );
		$this->deferred = array();
		if ( ! $ids ) {
			return;
		}
		if ( ! ( $this->finish_response )() ) {
			$this->wake_runner();
			return;
		}
		foreach ( $ids as $id ) {
			$this->attempt( $id );
		}
	}

	/**
	 * Starts the runner now in a request of its own (Runner_Kick); the one-off cron event due now
	 * is the fallback where loopback requests do not get through.
	 */
	public function wake_runner(): void {
		if ( ! wp_next_scheduled( self::WAKE_HOOK ) ) {
			wp_schedule_single_event( time(), self::WAKE_HOOK );
		}
		Runner_Kick::send();
	}

	/**
	 * The runner: sends every due mail.
	 *
	 * @param int $batch Maximum mails per run.
	 * @return int Mails sent.
	 */
	public function process_due( int $batch = 25 ): int {
		$sent = 0;
		foreach ( $this->mails->due_ids( $batch ) as $id ) {
			$sent += $this->attempt( $id ) ? 1 : 0;
		}
		return $sent;
	}

	/**
	 * One send attempt of one stored mail (no-op when another worker holds it or it is not due).
	 *
	 * @param int $id Outbox id.
	 */
	public function attempt( int $id ): bool {
		if ( $id <= 0 || ! $this->mails->claim( $id, self::LEASE ) ) {
			return false;
		}
		$row = $this->mails->find( $id );
		if ( ! $row ) {
			return false;
		}
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
		$result  = $this->mailer->send( (string) $row->recipient, $mail['subject'], $mail['html'], $mail['text'], (string) $row->reply_to, is_array( $headers ) ? $headers : array() );
		if ( true === $result ) {
			$this->mails->mark_sent( $id );
			return true;
		}
		$this->mails->mark_failed( $id, self::next_attempt( $row ), (string) $result );
		return false;
	}

	/**
	 * Minutes to wait after the given number of failed attempts.
	 *
	 * @param int $attempts Attempts made so far (≥ 1).
	 */
	public static function backoff_minutes( int $attempts ): int {
		$index = min( max( 0, $attempts - 1 ), count( self::BACKOFF_MINUTES ) - 1 );
		return self::BACKOFF_MINUTES[ $index ];
	}

	/**
	 * The mail to send: the stored body, or one rebuilt from its request when the body cannot be
	 * decrypted (salts changed). Null when there is nothing to send; the row is then ended as
	 * cancelled (no longer wanted) or failed (cannot be rebuilt: the admin sees it).
	 *
	 * @param object $row Claimed outbox row.
	 * @return array{subject:string,html:string,text:string}|null
	 */
	private function body( object $row ): ?array {
		$html = Sealed_Body::open( (string) $row->html );
		$text = Sealed_Body::open( (string) $row->text );
		if ( null !== $html && null !== $text ) {
			return array(
				'subject' => (string) $row->subject,
				'html'    => $html,
				'text'    => $text,
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
		$this->mails->replace_body( $id, $mail['subject'], Sealed_Body::seal( $mail['html'] ), Sealed_Body::seal( $mail['text'] ) );
		return $mail;
	}

	/**
	 * When to try a failed mail again: after the backoff, but at the latest at its retry deadline so
	 * the last attempt falls on the deadline; null (give up: failed) once the deadline has passed.
	 *
	 * @param object $row Outbox row as claimed (attempts already counted).
	 */
	private static function next_attempt( object $row ): ?string {
		$deadline = empty( $row->retry_until )
			? strtotime( $row->created_at . ' UTC' ) + self::RETRY_HOURS * HOUR_IN_SECONDS
			: strtotime( $row->retry_until . ' UTC' );
		$now      = time();
		if ( $now >= $deadline ) {
			return null;
		}
		return gmdate( 'Y-m-d H:i:s', min( $now + MINUTE_IN_SECONDS * self::backoff_minutes( (int) $row->attempts ), $deadline ) );
	}
}

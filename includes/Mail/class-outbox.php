<?php
/**
 * The one mail pipeline: store first, then send, retry on failure.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Every mail is stored before it is sent, so nothing is lost when wp_mail fails or throws. Failed
 * sends are retried by the cron hook with exponential backoff. Bodies are encrypted at rest (they hold
 * keys and personal data) and dropped once sent.
 */
final class Outbox {

	public const CRON_HOOK = 'immo_wizards_outbox_retry';

	public const MAX_ATTEMPTS = 8;

	/** Minutes to wait after the 1st, 2nd, … failed attempt (the last value repeats). */
	public const BACKOFF_MINUTES = array( 1, 5, 15, 60, 240 );

	/** Seconds a claimed row stays hidden from other workers. */
	private const LEASE = 600;

	/**
	 * Constructor.
	 *
	 * @param Outbox_Repository $mails  Mail storage.
	 * @param Mailer            $mailer Sender.
	 */
	public function __construct( private Outbox_Repository $mails, private Mailer $mailer ) {
	}

	/**
	 * Stores a mail and tries to send it right away (for mails that belong to no other write).
	 *
	 * @param array{recipient:string,subject:string,html:string,text:string,reply_to?:string,request_id?:int,locale?:string} $mail Mail.
	 * @return int Outbox id.
	 * @throws Storage_Error When the mail cannot be stored.
	 */
	public function enqueue( array $mail ): int {
		$id = $this->store( $mail );
		$this->attempt( $id );
		return $id;
	}

	/**
	 * Stores a mail without sending it. Callers store inside the transaction of the write the mail
	 * belongs to and call attempt() after the commit, so a write is never committed without its mail.
	 *
	 * @param array{recipient:string,subject:string,html:string,text:string,reply_to?:string,request_id?:int,locale?:string} $mail Mail.
	 * @return int Outbox id.
	 * @throws Storage_Error When the insert fails.
	 */
	public function store( array $mail ): int {
		return $this->mails->insert(
			array(
				'recipient'  => $mail['recipient'],
				'reply_to'   => $mail['reply_to'] ?? '',
				'subject'    => mb_substr( $mail['subject'], 0, 255 ),
				'html'       => self::seal( $mail['html'] ),
				'text'       => self::seal( $mail['text'] ),
				'locale'     => $mail['locale'] ?? '',
				'request_id' => (int) ( $mail['request_id'] ?? 0 ),
			)
		);
	}

	/**
	 * Cron: sends every due mail.
	 *
	 * @param int $batch Maximum mails per run.
	 */
	public function process_due( int $batch = 25 ): void {
		foreach ( $this->mails->due_ids( $batch ) as $id ) {
			$this->attempt( $id );
		}
	}

	/**
	 * One send attempt of one stored mail (no-op when another worker holds it or it is not due).
	 *
	 * @param int $id Outbox id.
	 */
	public function attempt( int $id ): bool {
		if ( ! $this->mails->claim( $id, self::LEASE ) ) {
			return false;
		}
		$row = $this->mails->find( $id );
		if ( ! $row ) {
			return false;
		}
		$html   = self::open( (string) $row->html );
		$text   = self::open( (string) $row->text );
		$result = ( null === $html || null === $text )
			? 'mail body cannot be decrypted (salts changed?)'
			: $this->mailer->send( (string) $row->recipient, (string) $row->subject, $html, $text, (string) $row->reply_to );
		if ( true === $result ) {
			$this->mails->mark_sent( $id );
			return true;
		}
		$attempts = (int) $row->attempts;
		$retry    = null;
		if ( $attempts < self::MAX_ATTEMPTS && null !== $html ) {
			$retry = Tables::now( 60 * self::backoff_minutes( $attempts ) );
		}
		$this->mails->mark_failed( $id, $retry, (string) $result );
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
	 * Encrypts a body for storage.
	 *
	 * @param string $plain Body.
	 */
	private static function seal( string $plain ): string {
		$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		return 'v1:' . base64_encode( $nonce . sodium_crypto_secretbox( $plain, $nonce, self::secret() ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
	}

	/**
	 * Decrypts a stored body; null when it cannot be decrypted.
	 *
	 * @param string $sealed Stored body.
	 */
	private static function open( string $sealed ): ?string {
		if ( ! str_starts_with( $sealed, 'v1:' ) ) {
			return null;
		}
		$raw = base64_decode( substr( $sealed, 3 ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		if ( false === $raw || strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ) {
			return null;
		}
		$nonce = substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		$plain = sodium_crypto_secretbox_open( substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), $nonce, self::secret() );
		return false === $plain ? null : $plain;
	}

	/**
	 * Encryption key derived from the site's salts (kept in wp-config.php, not in the database).
	 */
	private static function secret(): string {
		return hash( 'sha256', 'immo-wizards-outbox|' . wp_salt( 'auth' ), true );
	}
}

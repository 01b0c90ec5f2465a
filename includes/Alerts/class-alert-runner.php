<?php
/**
 * The alerts' background work.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Mail\Outbox;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Wiring\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * A run matches the queued listings in batches, then (instant mode) mails every contact with pending
 * pairs: one mail per contact and run. In digest mode the mails wait for the daily digest (digest()).
 * Both steps claim with a lease and stop after a time budget; the rest goes to the next run. Both run
 * in the job `alerts` (Wiring\Jobs).
 */
final class Alert_Runner {

	/** When the last digest went out (Unix time). */
	public const DIGEST_OPTION = 'immo_wizards_alerts_digest_at';

	/** Seconds a claimed batch stays hidden from other runs. */
	private const LEASE = 600;

	/**
	 * Constructor.
	 *
	 * @param Alert_Queue        $queue    Queued listings.
	 * @param Matcher            $matcher  Matching.
	 * @param Alert_Log          $log      Found pairs.
	 * @param Alert_Mail         $mail     The mail.
	 * @param Outbox             $outbox   Sends after the commit.
	 * @param Contact_Repository $contacts Contacts.
	 * @param Alert_Settings     $settings Mode.
	 */
	public function __construct(
		private Alert_Queue $queue,
		private Matcher $matcher,
		private Alert_Log $log,
		private Alert_Mail $mail,
		private Outbox $outbox,
		private Contact_Repository $contacts,
		private Alert_Settings $settings
	) {
	}

	/**
	 * Asks for a run now (once).
	 */
	public static function schedule(): void {
		Jobs::soon( 'alerts' );
	}

	/**
	 * The daily digest, once the set hour has come since the last one went out (the first waits for
	 * the next such hour after digest mode was switched on).
	 *
	 * @return int Mails stored (none outside digest mode or before the hour).
	 */
	public function digest(): int {
		if ( ! $this->settings->digest() ) {
			delete_option( self::DIGEST_OPTION );
			return 0;
		}
		$hour = new \DateTimeImmutable( 'today ' . $this->settings->digest_hour() . ':00', wp_timezone() );
		$hour = $hour->getTimestamp() > time() ? $hour->modify( '-1 day' ) : $hour;
		$last = (int) get_option( self::DIGEST_OPTION, 0 );
		if ( $last >= $hour->getTimestamp() ) {
			return 0;
		}
		update_option( self::DIGEST_OPTION, time(), false );
		return 0 === $last ? 0 : $this->send();
	}

	/**
	 * The background run.
	 *
	 * @param float $seconds Time budget.
	 * @return int Mails stored (none in digest mode).
	 */
	public function run( float $seconds = 20.0 ): int {
		$deadline = microtime( true ) + $seconds;
		while ( microtime( true ) < $deadline ) {
			[ $token, $ids ] = $this->queue->claim( 1000, self::LEASE );
			if ( ! $ids ) {
				break;
			}
			$this->matcher->match( $ids );
			$this->queue->done( $token );
		}
		$mails = $this->settings->digest() ? 0 : $this->send( max( 1.0, $deadline - microtime( true ) ) );
		if ( $this->queue->pending() || ( ! $this->settings->digest() && $this->log->pending() ) ) {
			Jobs::soon( 'alerts', MINUTE_IN_SECONDS );
		}
		return $mails;
	}

	/**
	 * Mails every contact with pending pairs (one mail each).
	 *
	 * @param float $seconds Time budget.
	 * @return int Mails stored.
	 */
	public function send( float $seconds = 20.0 ): int {
		$deadline = microtime( true ) + $seconds;
		$mails    = 0;
		do {
			$contacts = $this->log->pending_contacts( 50 );
			foreach ( $contacts as $contact_id ) {
				$mails += $this->send_to( $contact_id ) ? 1 : 0;
				if ( microtime( true ) >= $deadline ) {
					return $mails;
				}
			}
		} while ( $contacts );
		return $mails;
	}

	/**
	 * One contact's mail: the pairs whose search is still active and listing still on offer.
	 *
	 * @param int $contact_id Contact id.
	 */
	private function send_to( int $contact_id ): bool {
		$rows    = $this->log->claim( $contact_id, self::LEASE );
		$contact = $this->contacts->find( $contact_id );
		$live    = array();
		$dropped = array();
		foreach ( $rows as $row ) {
			$post = get_post( (int) $row->post_id );
			$ok   = $contact && 1 === (int) $row->active && $post && 'publish' === $post->post_status;
			if ( $ok ) {
				$live[] = $row;
			} else {
				$dropped[] = (int) $row->id;
			}
		}
		$id = Transaction::run(
			function () use ( $contact, $live, $dropped ): int {
				$this->log->finish( $dropped, Alert_Log::DROPPED );
				if ( ! $live ) {
					return 0;
				}
				$id = $this->mail->queue( $contact, $live );
				$this->log->finish( array_map( static fn ( $row ) => (int) $row->id, $live ), Alert_Log::SENT, $id );
				return $id;
			}
		);
		$this->outbox->send_after_response( $id );
		return $id > 0;
	}
}

<?php
/**
 * Portal mails go out after the visitor's request, never inside it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Mail\Outbox;

defined( 'ABSPATH' ) || exit;

/**
 * Stores a mail in the outbox and hands its send attempt to WP-Cron (a one-off event, spawned at
 * once). The route answers without waiting for SMTP, so its timing says nothing about whether a mail
 * was due; a failed attempt is retried by the outbox's own schedule.
 */
final class Mail_Queue {

	public const HOOK = 'immo_wizards_portal_mail';

	/**
	 * Constructor.
	 *
	 * @param Outbox $outbox Mail outbox.
	 */
	public function __construct( private Outbox $outbox ) {
	}

	/**
	 * Hooks the cron callback.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'send' ) );
	}

	/**
	 * Stores the mail and schedules its send attempt.
	 *
	 * @param array{recipient:string,subject:string,html:string,text:string,locale?:string} $mail Mail.
	 * @return int Outbox id.
	 */
	public function queue( array $mail ): int {
		$id = $this->outbox->store( $mail );
		// The id in the args keeps events unique (core drops "duplicates" within ten minutes).
		wp_schedule_single_event( time(), self::HOOK, array( $id ) );
		if ( ! wp_doing_cron() && ! ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) ) {
			// A non-blocking loopback request: the mail need not wait for the next visitor.
			spawn_cron();
		}
		return $id;
	}

	/**
	 * Cron: one send attempt.
	 *
	 * @param int|string $id Outbox id.
	 */
	public function send( $id ): void {
		$this->outbox->attempt( (int) $id );
	}
}

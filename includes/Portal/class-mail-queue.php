<?php
/**
 * Portal mails go out after the visitor's response, never inside it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Mail\Outbox;

defined( 'ABSPATH' ) || exit;

/**
 * Stores a mail in the outbox and sends it once the response is out (`shutdown`, after
 * fastcgi_finish_request() where the server has it), so no answer waits for SMTP and its timing
 * says nothing about whether a mail was due. A one-off WP-Cron event is the safety net when the
 * process dies before; a failed attempt is retried by the outbox's own schedule.
 */
final class Mail_Queue {

	public const HOOK = 'immo_wizards_portal_mail';

	/**
	 * Outbox ids queued in this request.
	 *
	 * @var int[]
	 */
	private array $queued = array();

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
	 * Stores the mail (Outbox::queue()); it is sent after the response.
	 *
	 * @param string              $template Template name.
	 * @param string              $locale   Locale of the recipient.
	 * @param array<string,mixed> $meta     Recipient and the template's args.
	 * @return int Outbox id.
	 */
	public function queue( string $template, string $locale, array $meta ): int {
		$id = $this->outbox->queue( $template, $locale, $meta );
		// The id in the args keeps events unique (core drops "duplicates" within ten minutes).
		wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK, array( $id ) );
		if ( false === has_action( 'shutdown', array( $this, 'send_queued' ) ) ) {
			add_action( 'shutdown', array( $this, 'send_queued' ), 0 );
		}
		$this->queued[] = $id;
		return $id;
	}

	/**
	 * `shutdown`: hands the response over, then sends what this request queued.
	 */
	public function send_queued(): void {
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		} elseif ( function_exists( 'litespeed_finish_request' ) ) {
			litespeed_finish_request();
		}
		foreach ( $this->queued as $id ) {
			$this->send( $id );
			wp_unschedule_event( (int) wp_next_scheduled( self::HOOK, array( $id ) ), self::HOOK, array( $id ) );
		}
		$this->queued = array();
	}

	/**
	 * One send attempt (also the cron callback).
	 *
	 * @param int|string $id Outbox id.
	 */
	public function send( $id ): void {
		$this->outbox->attempt( (int) $id );
	}
}

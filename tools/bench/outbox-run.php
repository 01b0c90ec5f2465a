<?php
/**
 * `npm run bench:load`, once the SMTP server is back: runs the plugin's outbox runner (the one cron
 * and the loopback kick run) until no mail is due. The mails that failed while SMTP was down wait for
 * their backoff (a minute after the first failure); the bench makes them due now instead of waiting.
 *
 * Usage: IMMO_CORE=… IMMO_SITE_HOST=127.0.0.1:PORT php tools/bench/outbox-run.php
 * Prints `waiting=N sent=N pending=N failed=N`: pending before, sent by this run, pending and failed after.
 *
 * @package ImmoWizards
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

require __DIR__ . '/site-cli.php';

global $wpdb;
$immo_wizards_table   = \ImmoWizards\Storage\Tables::name( 'outbox' );
$immo_wizards_count   = static fn ( string $status ): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $immo_wizards_table WHERE status = %s", $status ) );
$immo_wizards_waiting = $immo_wizards_count( 'pending' );
$immo_wizards_sent    = $immo_wizards_count( 'sent' );
$wpdb->query( $wpdb->prepare( "UPDATE $immo_wizards_table SET next_attempt_at = %s WHERE status = 'pending'", \ImmoWizards\Storage\Tables::now() ) );

$immo_wizards_runner = \ImmoWizards\Plugin::instance()->runner();
$immo_wizards_mails  = new \ImmoWizards\Storage\Outbox_Repository();
$immo_wizards_until  = time() + 300;
while ( $immo_wizards_mails->due_ids( 1 ) && time() < $immo_wizards_until ) {
	$immo_wizards_runner->run( \ImmoWizards\Mail\Outbox::QUEUE, 100 );
}

printf( "waiting=%d sent=%d pending=%d failed=%d\n", $immo_wizards_waiting, $immo_wizards_count( 'sent' ) - $immo_wizards_sent, $immo_wizards_count( 'pending' ), $immo_wizards_count( 'failed' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- integers on the command line.

<?php
/**
 * `npm run bench:load`, once the SMTP server is back: runs the plugin's outbox runner (the one cron
 * and the loopback kick run) until no mail is due. The mails that failed while SMTP was down wait for
 * their backoff (a minute after the first failure); the bench makes them due now instead of waiting.
 *
 * Usage: IMMO_CORE=… IMMO_SITE_HOST=127.0.0.1:PORT php tools/bench/outbox-run.php
 * Prints `due=N sent=N pending=N failed=N` (sent: mails of the outbox marked sent by this run).
 *
 * @package ImmoWizards
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = (string) getenv( 'IMMO_SITE_HOST' );
$_SERVER['REQUEST_URI'] = '/';
require rtrim( (string) getenv( 'IMMO_CORE' ), '/' ) . '/wp-load.php';

global $wpdb;
$immo_table = \ImmoWizards\Storage\Tables::name( 'outbox' );
$immo_now   = \ImmoWizards\Storage\Tables::now();
$immo_due   = (int) $wpdb->query( $wpdb->prepare( "UPDATE $immo_table SET next_attempt_at = %s WHERE status = 'pending'", $immo_now ) );
$immo_sent  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM $immo_table WHERE status = 'sent'" );

$immo_outbox = \ImmoWizards\Plugin::instance()->outbox();
$immo_mails  = new \ImmoWizards\Storage\Outbox_Repository();
$immo_until  = time() + 300;
while ( $immo_mails->due_ids( 1 ) && time() < $immo_until ) {
	$immo_outbox->process_due( 100 );
}

$immo_counts = $wpdb->get_results( "SELECT status, COUNT(*) AS n FROM $immo_table GROUP BY status", OBJECT_K );
$immo_count  = static fn ( string $status ): int => (int) ( $immo_counts[ $status ]->n ?? 0 );
printf( "due=%d sent=%d pending=%d failed=%d\n", $immo_due, $immo_count( 'sent' ) - $immo_sent, $immo_count( 'pending' ), $immo_count( 'failed' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- integers on the command line.

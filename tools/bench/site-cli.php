<?php
/**
 * Loads a bench site's WordPress on the command line, as a request to its host would:
 * IMMO_CORE (the site's core folder), IMMO_SITE_HOST (its host:port). Required by the bench scripts
 * that work on a running bench site (tools/bench/outbox-run.php, tools/bench/cluster-site.php).
 *
 * @package ImmoWizards
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = (string) getenv( 'IMMO_SITE_HOST' );
$_SERVER['REQUEST_URI'] = '/';
require rtrim( (string) getenv( 'IMMO_CORE' ), '/' ) . '/wp-load.php';

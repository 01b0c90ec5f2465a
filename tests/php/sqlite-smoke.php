<?php
/**
 * SQLite smoke test (run by tools/test-php.sh on a core copy with the SQLite drop-in):
 * activation, a lead submit, its confirmation, rate-limit counters and the retention run.
 *
 * @package ImmoWizards\Tests
 */

require __DIR__ . '/includes/environment.php';

$immo_core = immo_tests_core_dir();
immo_tests_write_config( $immo_core );
exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/install.php' ) . ' 2>&1', $immo_output, $immo_status );
if ( 0 !== $immo_status ) {
	fwrite( STDERR, "SQLite: install failed\n" . implode( "\n", $immo_output ) . "\n" );
	exit( 1 );
}

immo_tests_load_plugin_early();
require $immo_core . '/wp-load.php';

use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;

$immo_failures = array();
$immo_check    = static function ( bool $ok, string $what ) use ( &$immo_failures ): void {
	if ( ! $ok ) {
		$immo_failures[] = $what;
	}
};
$immo_mails = array();
add_filter(
	'pre_wp_mail',
	static function ( $result, $atts ) use ( &$immo_mails ) {
		$immo_mails[] = $atts;
		return true;
	},
	10,
	2
);

global $wpdb;
$immo_check( 'sqlite' === ( defined( 'DB_ENGINE' ) ? DB_ENGINE : '' ), 'SQLite drop-in active' );
foreach ( Tables::ALL as $immo_name ) {
	$immo_check( Tables::name( $immo_name ) === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Tables::name( $immo_name ) ) ), "table $immo_name" );
}

$immo_body = array(
	'contact'   => array(
		'firstname'    => 'Anna',
		'lastname'     => 'Schmidt',
		'email'        => 'Anna@Example.de',
		'zip'          => '01067',
		'customFields' => array( 'dataPrivacy' => true, 'acceptContact' => true ),
	),
	'lead'      => array(
		'objectType' => 'LIVING',
		'categoryId' => 22332,
		'location'   => array( 'lat' => 51.05, 'lng' => 13.73, 'zip' => '01067' ),
		'fields'     => array( array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => 450000 ) ),
	),
	'requestId' => wp_generate_uuid4(),
	'formToken' => Plugin::instance()->spam_guard()->issue_form_token( 'lead', time() - 60 ),
);
$immo_send = static function ( string $route, array $body ): WP_REST_Response {
	$request = new WP_REST_Request( 'POST', '/immo-wizards/v1' . $route );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_body( wp_json_encode( $body ) );
	$response = rest_do_request( $request );
	Plugin::instance()->runner()->flush(); // What follows the response: the deferred sends.
	return $response;
};

$immo_first  = $immo_send( '/wizard/lead', $immo_body );
$immo_second = $immo_send( '/wizard/lead', $immo_body );
$immo_check( 201 === $immo_first->get_status(), 'lead 201 (got ' . $immo_first->get_status() . ' ' . wp_json_encode( $immo_first->get_data() ) . ')' );
$immo_check( 200 === $immo_second->get_status(), 'replay 200' );
$immo_check( 1 === (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( 'form_tokens' ) ), 'form token remembered' );
$immo_reused = $immo_send( '/wizard/lead', array( 'requestId' => wp_generate_uuid4() ) + $immo_body );
$immo_check( 'immo_wizards_invalid_form_token' === ( $immo_reused->get_data()['code'] ?? '' ), 'form token used once (got ' . wp_json_encode( $immo_reused->get_data() ) . ')' );
$immo_check( 1 === (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( 'requests' ) ), 'stored once' );
$immo_check( '' === (string) $wpdb->get_var( 'SELECT zip FROM ' . Tables::name( 'contacts' ) ), 'no contact details before the confirmation' );
$immo_check( 1 === count( $immo_mails ) && preg_match( '/[?&;#]k=([0-9a-f]{64})/', $immo_mails[0]['message'], $immo_m ), 'confirmation mail' );

$immo_confirm = $immo_send( '/wizard/confirm', array( 'k' => $immo_m[1] ?? '' ) );
$immo_check( 200 === $immo_confirm->get_status(), 'confirm 200 (got ' . $immo_confirm->get_status() . ' ' . wp_json_encode( $immo_confirm->get_data() ) . ')' );
$immo_check( 'confirmed' === $wpdb->get_var( 'SELECT status FROM ' . Tables::name( 'requests' ) ), 'request confirmed' );
$immo_check( '01067' === $wpdb->get_var( 'SELECT zip FROM ' . Tables::name( 'contacts' ) ), 'zip kept' );
$immo_user = get_user_by( 'email', 'anna@example.de' );
$immo_check( $immo_user && array( 'immo_contact' ) === $immo_user->roles, 'portal user created' );
$immo_check( 409 === $immo_send( '/wizard/confirm', array( 'k' => $immo_m[1] ?? '' ) )->get_status(), 'replay answered as already confirmed' );

// Confirmation mails per recipient: a new lead is mailed, another one while it is open is not.
$immo_mailed = count( $immo_mails );
$immo_fresh  = static fn (): array => array(
	'requestId' => wp_generate_uuid4(),
	'formToken' => Plugin::instance()->spam_guard()->issue_form_token( 'lead', time() - 60 ),
) + $immo_body;
$immo_send( '/wizard/lead', $immo_fresh() );
$immo_held = $immo_send( '/wizard/lead', $immo_fresh() );
$immo_check( '' === $wpdb->last_error, 'throttle queries: ' . $wpdb->last_error );
$immo_check( 201 === $immo_held->get_status() && count( $immo_mails ) === $immo_mailed + 1, 'second open confirmation held back' );

$immo_limiter = Plugin::instance()->rate_limiter();
$immo_check( $immo_limiter->hit( 'sqlite:x', 2, 60 ) && $immo_limiter->hit( 'sqlite:x', 2, 60 ) && ! $immo_limiter->hit( 'sqlite:x', 2, 60 ), 'rate limiter upsert' );
do_action( ImmoWizards\Wiring\Jobs::HOOK );
$immo_check( '' === $wpdb->last_error, 'no database error: ' . $wpdb->last_error );

if ( $immo_failures ) {
	fwrite( STDERR, "SQLite smoke test FAILED:\n - " . implode( "\n - ", $immo_failures ) . "\n" );
	exit( 1 );
}
echo "SQLite smoke test OK (activation, lead submit, idempotency, confirmation, rate limit, cron).\n";

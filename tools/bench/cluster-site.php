<?php
/**
 * The cluster bench's site work on the bench site (`IMMO_CORE=… IMMO_SITE_HOST=… php cluster-site.php ACTION`):
 *   seed N RECEIVER  N confirmed saved searches for flats to buy in Innere Altstadt (through the wizard's
 *                    routes: submit, then the link of its mail), a webhook endpoint for request.created
 *                    at http://RECEIVER/hook
 *   import N         queues an OpenImmo file of N generated listings as an upload would (the background
 *                    jobs on the nodes import it)
 *   limits on|off    the plugin's rate limits as set, or lifted (the test state)
 *   cache            prints "redis" when the persistent object cache is in use, else "none"
 *
 * @package ImmoWizards
 */

// phpcs:disable WordPress.WP.AlternativeFunctions,WordPress.Security.EscapeOutput -- a CLI bench.

use ImmoWizards\Plugin;

require __DIR__ . '/site-cli.php';
require __DIR__ . '/openimmo-file.php';

/**
 * Answer of an in-process REST call.
 *
 * @param string              $route Route under /immo-wizards/v1.
 * @param array<string,mixed> $body  JSON body.
 * @param string              $method Method.
 */
function immo_cluster_rest( string $route, array $body = array(), string $method = 'POST' ): WP_REST_Response {
	$request = new WP_REST_Request( $method, '/immo-wizards/v1' . $route );
	if ( $body ) {
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
	}
	if ( 'GET' === $method ) {
		$request->set_query_params( array( 'type' => 'saved_search' ) );
	}
	return rest_do_request( $request );
}

/**
 * Sets one key of the test state (tests/env/mu-plugins/immo-test-env.php).
 *
 * @param string $key   Key.
 * @param mixed  $value Value.
 */
function immo_cluster_state( string $key, $value ): void {
	$state         = (array) get_option( 'immo_wizards_test_state', array() );
	$state[ $key ] = $value;
	update_option( 'immo_wizards_test_state', $state );
}

$immo_args = array_slice( $argv, 1 );
switch ( $immo_args[0] ?? '' ) {
	case 'seed':
		$immo_count = (int) ( $immo_args[1] ?? 50 );
		immo_cluster_state( 'webhookReceiver', (string) $immo_args[2] );
		update_option(
			'immo_wizards_webhooks',
			array(
				array(
					'id'     => 'c1a55e7b3e4c',
					'url'    => 'http://' . $immo_args[2] . '/hook',
					'secret' => bin2hex( random_bytes( 16 ) ),
					'events' => array( 'request.created' ),
					'active' => true,
				),
			)
		);
		$immo_mail = '';
		add_filter(
			'wp_mail',
			static function ( $mail ) use ( &$immo_mail ) {
				$immo_mail = (string) $mail['message'];
				return $mail;
			}
		);
		$immo_done = 0;
		for ( $i = 0; $i < $immo_count; $i++ ) {
			$token = immo_cluster_rest( '/wizard/form-token', array(), 'GET' )->get_data()['token'] ?? '';
			$body  = array(
				'contact'     => array(
					'salutation'   => 'Frau',
					'firstname'    => 'Suche',
					'lastname'     => 'Nummer ' . $i,
					'email'        => "seeker-$i@example.com",
					'customFields' => array(
						'dataPrivacy'   => true,
						'acceptContact' => true,
					),
				),
				'savedSearch' => array(
					'objectType'    => 'LIVING',
					'categoryId'    => 30225,
					'marketingType' => 'buy',
					'locations'     => array( array( 'locationId' => 11 ) ),
					'fields'        => array(
						array(
							'name'      => 'price.price',
							'valueType' => 'RANGE',
							'minValue'  => 100000,
							'maxValue'  => 400000,
						),
					),
				),
				'requestId'   => wp_generate_uuid4(),
				'formToken'   => $token,
				'hp'          => '',
			);
			$immo_mail = '';
			$stored    = immo_cluster_rest( '/wizard/saved-search', $body );
			Plugin::instance()->runner()->flush();
			if ( 201 !== $stored->get_status() || 1 !== preg_match( '/[?&;#]k=([0-9a-f]{64})/', $immo_mail, $key ) ) {
				fwrite( STDERR, 'seed: saved search ' . $i . ': HTTP ' . $stored->get_status() . ' ' . wp_json_encode( $stored->get_data() ) . "\n" );
				exit( 1 );
			}
			$immo_done += 200 === immo_cluster_rest( '/wizard/confirm', array( 'k' => $key[1] ) )->get_status() ? 1 : 0;
			// The confirmation logs its seeker in: the next seeker is a new visitor again.
			wp_set_current_user( 0 );
		}
		echo "$immo_done\n";
		break;
	case 'import':
		$immo_file = immo_bench_openimmo( (int) ( $immo_args[1] ?? 500 ) );
		echo Plugin::instance()->listings()->import_intake()->accept( $immo_file, 'cluster-bench.xml', 'cli', 0, false ) . "\n";
		break;
	case 'cache':
		echo wp_using_ext_object_cache() ? "redis\n" : "none\n";
		break;
	case 'limits':
		immo_cluster_state( 'rateLimits', 'on' === ( $immo_args[1] ?? '' ) ? 'on' : 'off' );
		break;
	default:
		fwrite( STDERR, "cluster-site: unknown action\n" );
		exit( 1 );
}

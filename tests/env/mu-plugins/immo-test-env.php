<?php
/**
 * Test environment only (not part of the plugin), linked into the core by tests/env/install.php:
 * - sends every mail to the local SMTP sink (IMMO_WIZARDS_SMTP_PORT on 127.0.0.1);
 * - a token-protected REST helper `POST /wp-json/immo-wizards-test/v1/state` that switches the site
 *   language and lowers/raises the plugin's spam and rate limits for the tests and the bench:
 *   body { locale?: 'de_DE'|'en_US', minFillTime?: int (seconds), rateLimits?: 'on'|'off',
 *   submitBudget?: int|null (the site's submits per minute before a proof of work is asked; null: as set),
 *   smtpPort?: int (another local mail server for the site's mails; 0: the sink again),
 *   webhookReceiver?: 'host:port' (a local webhook receiver let through core's SSRF guard; '' none),
 *   webhooksDue?: true (the webhook deliveries waiting for a retry are due now, as if the backoff had
 *   passed, and the background runner's one-off event is scheduled for the next wp-cron.php),
 *   nonceSalt?: string (mixed into the nonce salt: every nonce printed before no longer verifies, as
 *   a day later; '' none) },
 *   header X-Immo-Test-Token = IMMO_WIZARDS_TEST_TOKEN.
 *
 * @package ImmoWizards
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'phpmailer_init',
	static function ( $phpmailer ): void {
		// A test may point the site at another mail server for a while (state `smtpPort`).
		$port = (int) ( immo_wizards_test_state()['smtpPort'] ?? 0 );
		$port = $port > 0 ? $port : ( defined( 'IMMO_WIZARDS_SMTP_PORT' ) ? (int) IMMO_WIZARDS_SMTP_PORT : 0 );
		if ( ! $port ) {
			return;
		}
		$phpmailer->isSMTP();
		$phpmailer->Host        = '127.0.0.1'; // phpcs:ignore WordPress.NamingConventions.ValidVariableName
		$phpmailer->Port        = $port; // phpcs:ignore WordPress.NamingConventions.ValidVariableName
		$phpmailer->SMTPAuth    = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName
		$phpmailer->SMTPAutoTLS = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName
		$phpmailer->SMTPSecure  = ''; // phpcs:ignore WordPress.NamingConventions.ValidVariableName
		$phpmailer->Timeout     = 5; // phpcs:ignore WordPress.NamingConventions.ValidVariableName
	},
	PHP_INT_MAX
);

/**
 * The state the tests asked for (option `immo_wizards_test_state`).
 *
 * @return array{minFillTime?: int, rateLimits?: string}
 */
function immo_wizards_test_state(): array {
	$state = get_option( 'immo_wizards_test_state', array() );
	return is_array( $state ) ? $state : array();
}

// Spam guard and rate limits, as the tests asked (filters exposed by the plugin's Security classes).
add_filter(
	'immo_wizards_min_fill_time',
	static function ( $seconds ) {
		$state = immo_wizards_test_state();
		return isset( $state['minFillTime'] ) ? (int) $state['minFillTime'] : $seconds;
	},
	PHP_INT_MAX
);
add_filter(
	'immo_wizards_rate_limit',
	static function ( $limit ) {
		$state = immo_wizards_test_state();
		return ( $state['rateLimits'] ?? 'on' ) === 'off' ? PHP_INT_MAX : $limit;
	},
	PHP_INT_MAX
);
add_filter(
	'immo_wizards_rate_limit',
	static function ( $limit, $kind ) {
		$budget = immo_wizards_test_state()['submitBudget'] ?? null;
		return 'submit_site' === $kind && null !== $budget ? (int) $budget : $limit;
	},
	PHP_INT_MAX,
	2
);

// Nonces made before a change of `nonceSalt` no longer verify (a page cache's copy from yesterday).
add_filter(
	'salt',
	static function ( $salt, $scheme ) {
		$extra = (string) ( immo_wizards_test_state()['nonceSalt'] ?? '' );
		return 'nonce' === $scheme && '' !== $extra ? $salt . $extra : $salt;
	},
	10,
	2
);

/**
 * Whether a URL points to a local server the tests started: the webhook receiver (state
 * `webhookReceiver`) or the fake upstream services the settings name.
 *
 * @param string $url URL being checked.
 */
function immo_wizards_test_is_receiver( string $url ): bool {
	$parts = wp_parse_url( $url );
	if ( ! isset( $parts['host'], $parts['port'] ) ) {
		return false;
	}
	$servers  = array( (string) ( immo_wizards_test_state()['webhookReceiver'] ?? '' ) );
	$settings = (array) get_option( 'immo_wizards_settings', array() );
	foreach ( array( 'geocoder_url', 'tile_url', 'routing_url' ) as $key ) {
		$upstream  = wp_parse_url( (string) ( $settings[ $key ] ?? '' ) );
		$servers[] = isset( $upstream['host'], $upstream['port'] ) ? $upstream['host'] . ':' . $upstream['port'] : '';
	}
	return in_array( $parts['host'] . ':' . $parts['port'], array_filter( $servers ), true );
}

// The plugin sends webhooks to https only, and webhooks and service tests to public addresses on
// ports 80, 443 and 8080: the plugin's and core's filters a site uses to allow a development server,
// here only the test's.
add_filter(
	'immo_wizards_webhooks_allow_http',
	static fn ( $allow ) => $allow || '' !== (string) ( immo_wizards_test_state()['webhookReceiver'] ?? '' )
);
add_filter(
	'http_request_host_is_external',
	static fn ( $external, $host, $url ) => $external || immo_wizards_test_is_receiver( (string) $url ),
	10,
	3
);
add_filter(
	'http_allowed_safe_ports',
	static function ( $ports, $host, $url ) {
		if ( immo_wizards_test_is_receiver( (string) $url ) ) {
			$ports[] = (int) wp_parse_url( (string) $url, PHP_URL_PORT );
		}
		return $ports;
	},
	10,
	3
);

/**
 * Makes the webhook deliveries waiting for a retry due now (the test does not wait out the backoff)
 * and asks for the runner through the plugin's cron hook, which the next wp-cron.php runs.
 */
function immo_wizards_test_webhooks_due(): void {
	global $wpdb;
	$table = \ImmoWizards\Storage\Tables::name( \ImmoWizards\Webhooks\Webhook_Schema::TABLE );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper on the plugin's table.
	$wpdb->query( $wpdb->prepare( "UPDATE $table SET next_attempt_at = %s WHERE status = 'pending'", \ImmoWizards\Storage\Tables::now() ) );
	\ImmoWizards\Wiring\Jobs::soon( 'runner' );
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'immo-wizards-test/v1',
			'/state',
			array(
				'methods'             => 'POST',
				'permission_callback' => static function ( WP_REST_Request $request ): bool {
					$token = defined( 'IMMO_WIZARDS_TEST_TOKEN' ) ? (string) IMMO_WIZARDS_TEST_TOKEN : '';
					return '' !== $token && hash_equals( $token, (string) $request->get_header( 'X-Immo-Test-Token' ) );
				},
				'callback'            => static function ( WP_REST_Request $request ): array {
					$state = immo_wizards_test_state();
					if ( null !== $request->get_param( 'minFillTime' ) ) {
						$state['minFillTime'] = max( 0, (int) $request->get_param( 'minFillTime' ) );
					}
					if ( in_array( $request->get_param( 'rateLimits' ), array( 'on', 'off' ), true ) ) {
						$state['rateLimits'] = $request->get_param( 'rateLimits' );
					}
					if ( null !== $request->get_param( 'smtpPort' ) ) {
						$state['smtpPort'] = max( 0, (int) $request->get_param( 'smtpPort' ) );
					}
					if ( $request->has_param( 'submitBudget' ) ) {
						$budget                = $request->get_param( 'submitBudget' );
						$state['submitBudget'] = null === $budget ? null : max( 0, (int) $budget );
					}
					if ( null !== $request->get_param( 'nonceSalt' ) ) {
						$state['nonceSalt'] = (string) $request->get_param( 'nonceSalt' );
					}
					if ( null !== $request->get_param( 'webhookReceiver' ) ) {
						$state['webhookReceiver'] = (string) $request->get_param( 'webhookReceiver' );
					}
					update_option( 'immo_wizards_test_state', $state );
					if ( $request->get_param( 'webhooksDue' ) ) {
						immo_wizards_test_webhooks_due();
					}
					$locale = $request->get_param( 'locale' );
					if ( in_array( $locale, array( 'de_DE', 'en_US' ), true ) && function_exists( 'immo_wizards_demo_set_locale' ) ) {
						immo_wizards_demo_set_locale( $locale );
					}
					return array(
						'state'  => $state,
						'locale' => get_locale(),
					);
				},
			)
		);
	}
);

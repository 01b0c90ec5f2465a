<?php
/**
 * Bench environment only (not part of the plugin), linked in by `npm run bench`: lets the bench send
 * hundreds of lead submits and comments in a row — no rate limits, no minimum fill time (each lead
 * fetches its form token from `GET /wizard/form-token` just before it is sent), no comment flood check,
 * anonymous comments through core's REST route, and the site-wide cap on unconfirmed requests per day
 * (a setting, 500 by default) at its maximum. The bench speaks for many clients through a proxy
 * (itself, 127.0.0.1, trusted: `X-Forwarded-For` names each client). Everything else (validation,
 * single-use tokens, storage, mails) runs as in production.
 *
 * @package ImmoWizards
 */

defined( 'ABSPATH' ) || exit;

// Lifted unless the test state asks for the real limits (the cluster bench's rate-limit check).
add_filter(
	'immo_wizards_rate_limit',
	static fn( $limit ) => 'on' === ( ( (array) get_option( 'immo_wizards_test_state', array() ) )['rateLimits'] ?? '' ) ? $limit : PHP_INT_MAX,
	PHP_INT_MAX
);
add_filter( 'immo_wizards_min_fill_time', static fn() => 0.0, PHP_INT_MAX );
add_filter( 'comment_flood_filter', '__return_false', PHP_INT_MAX );
add_filter( 'rest_allow_anonymous_comments', '__return_true' );
add_filter(
	'option_immo_wizards_settings',
	static fn( $settings ) => array(
		'pending_daily_cap' => 100000,
		'trusted_proxies'   => '127.0.0.1',
	) + ( is_array( $settings ) ? $settings : array() ),
	PHP_INT_MAX
);

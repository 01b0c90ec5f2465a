<?php
/**
 * Bench environment only (not part of the plugin), linked in by `npm run bench`: lets one client send
 * hundreds of lead submits and comments in a row — no rate limits, no minimum fill time (each lead
 * fetches its form token from `GET /wizard/form-token` just before it is sent), no comment flood check,
 * and the site-wide cap on unconfirmed requests per day (a setting, 500 by default) at its maximum.
 * Everything else (validation, single-use tokens, storage, mails) runs as in production.
 *
 * @package ImmoWizards
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'immo_wizards_rate_limit', static fn() => PHP_INT_MAX, PHP_INT_MAX );
add_filter( 'immo_wizards_min_fill_time', static fn() => 0.0, PHP_INT_MAX );
add_filter( 'comment_flood_filter', '__return_false', PHP_INT_MAX );
add_filter(
	'option_immo_wizards_settings',
	static fn( $settings ) => array( 'pending_daily_cap' => 100000 ) + ( is_array( $settings ) ? $settings : array() ),
	PHP_INT_MAX
);

<?php
/**
 * Activation and deactivation.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

use ImmoWizards\Mail\Outbox;
use ImmoWizards\Privacy\Retention;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * Everything activation sets up is idempotent, so it also serves updates.
 */
final class Installer {

	public const PORTAL_BLOCK = '<!-- wp:immo-wizards/portal /-->';

	public const CRON_SCHEDULE = 'immo_wizards_five_minutes';

	/**
	 * Activation hook.
	 */
	public static function activate(): void {
		Migrations::run();
		self::install_defaults();
		Roles::add();
		self::ensure_portal_page();
		self::schedule_cron();
	}

	/**
	 * Deactivation hook: stops background work (data stays until uninstall).
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( Outbox::CRON_HOOK );
		wp_clear_scheduled_hook( Retention::CRON_HOOK );
	}

	/**
	 * Migrates when the stored database version differs (plugin updates do not re-activate).
	 */
	public static function maybe_upgrade(): void {
		if ( Migrations::needed() ) {
			self::activate();
		}
	}

	/**
	 * Stores the default settings once (site-dependent defaults resolved now).
	 */
	private static function install_defaults(): void {
		$defaults = Settings::defaults();

		$defaults['notification_email'] = (string) get_option( 'admin_email' );
		$defaults['privacy_url']        = (string) get_privacy_policy_url();
		add_option( Settings::OPTION, $defaults );
	}

	/**
	 * Creates the "Kundenportal" page unless the remembered one still exists.
	 */
	public static function ensure_portal_page(): int {
		$settings = Settings::instance();
		$page_id  = $settings->portal_page_id();
		$page     = $page_id ? get_post( $page_id ) : null;
		if ( $page && 'page' === $page->post_type && 'trash' !== $page->post_status ) {
			return $page_id;
		}
		$page_id = wp_insert_post(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'post_title'     => __( 'Customer portal', 'immo-wizards' ),
				'post_name'      => 'kundenportal',
				'post_content'   => self::PORTAL_BLOCK,
				'comment_status' => 'closed',
			),
			true
		);
		if ( is_wp_error( $page_id ) ) {
			return 0;
		}
		$settings->update( array( 'portal_page_id' => (int) $page_id ) );
		return (int) $page_id;
	}

	/**
	 * Schedules the outbox retry (every five minutes) and the daily retention run.
	 */
	public static function schedule_cron(): void {
		if ( ! wp_next_scheduled( Outbox::CRON_HOOK ) ) {
			wp_schedule_event( time() + 60, self::CRON_SCHEDULE, Outbox::CRON_HOOK );
		}
		if ( ! wp_next_scheduled( Retention::CRON_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', Retention::CRON_HOOK );
		}
	}

	/**
	 * Adds the five-minute schedule.
	 *
	 * @param array<string, array<string,mixed>> $schedules Schedules.
	 * @return array<string, array<string,mixed>>
	 */
	public static function cron_schedules( $schedules ): array {
		$schedules                        = (array) $schedules;
		$schedules[ self::CRON_SCHEDULE ] = array(
			'interval' => 5 * MINUTE_IN_SECONDS,
			'display'  => __( 'Every five minutes (Immo Wizards)', 'immo-wizards' ),
		);
		return $schedules;
	}
}

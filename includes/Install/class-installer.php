<?php
/**
 * Activation and deactivation.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

use ImmoWizards\Errors\Log;
use ImmoWizards\Plugin;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Settings\Settings_Schema;
use ImmoWizards\Setup\Setup_Redirect;
use ImmoWizards\Users\Roles;
use ImmoWizards\Wiring\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Everything activation sets up is idempotent; updates run the same steps except the portal page.
 */
final class Installer {

	public const PORTAL_BLOCK = '<!-- wp:immo-wizards/portal /-->';

	public const CRON_SCHEDULE = 'immo_wizards_five_minutes';

	/** Cron hooks of older versions, one per job (now all runs through Jobs::HOOK). */
	private const LEGACY_HOOKS = array( 'immo_wizards_outbox_retry', 'immo_wizards_outbox_wake', 'immo_wizards_retention', 'immo_wizards_alerts_run', 'immo_wizards_alerts_digest', 'immo_wizards_import_run', 'immo_wizards_import_tick', 'immo_wizards_rebuild_property_regions' );

	/** The id of the portal page the installer created itself (uninstall deletes only that page). */
	public const CREATED_PAGE_OPTION = 'immo_wizards_created_portal_page';

	/** Lock against concurrent upgrades: the option holds its expiry (unix time). */
	public const UPGRADE_LOCK_OPTION = 'immo_wizards_upgrade_lock';

	/** Seconds after which a lock left by a crashed upgrade is taken over. */
	public const UPGRADE_LOCK_TTL = 5 * MINUTE_IN_SECONDS;

	/**
	 * Activation hook.
	 *
	 * @param bool $network_wide Whether the plugin is activated for the whole network.
	 */
	public static function activate( $network_wide = false ): void {
		if ( Requirements::of_this_site() ) {
			// The plugin stays idle with its notice; the first request after the host fixed it installs.
			return;
		}
		Migrations::run();
		self::install_defaults();
		Roles::add();
		// Also on a re-activation (the migration step grants it once per version).
		Roles::grant_request_managers();
		self::ensure_portal_page();
		self::schedule_cron();
		Setup_Redirect::on_activation( (bool) $network_wide );
	}

	/**
	 * Deactivation hook: stops background work. Confirmed data stays until uninstall; what is
	 * unverified or secret (pending requests, keys, mail bodies) goes now, since no retention runs
	 * while the plugin is off. A network deactivation does so on every site.
	 *
	 * @param bool $network_wide Whether the plugin is deactivated for the whole network.
	 */
	public static function deactivate( $network_wide = false ): void {
		$stop = static function (): void {
			self::unschedule();
			if ( Sites::has_plugin_tables() ) {
				Plugin::instance()->retention()->purge_unverified();
			}
		};
		if ( $network_wide && is_multisite() ) {
			Sites::each( $stop );
			return;
		}
		$stop();
	}

	/**
	 * Migrates when the stored database version differs (plugin updates do not re-activate). One
	 * request at a time (the others keep serving with the old schema); a failure is logged and retried
	 * on a later request. The portal page is not (re)created by an update, so an admin who deleted it on
	 * purpose does not get it back; only activation creates it, or the first migration of a site that
	 * was activated while it lacked a requirement.
	 */
	public static function maybe_upgrade(): void {
		if ( ! Migrations::needed() || ! self::acquire_upgrade_lock() ) {
			return;
		}
		try {
			// Never installed: activated while the server lacked a requirement (activate() stopped there).
			$fresh = '' === (string) get_option( Migrations::OPTION, '' );
			Migrations::run();
			if ( $fresh ) {
				// Pages need their post type, registered on init.
				add_action( 'init', array( self::class, 'ensure_portal_page' ), 20 );
			}
			self::install_defaults();
			Roles::add();
			self::schedule_cron();
		} catch ( \Throwable $e ) {
			// The version is stored only after a complete migration: the next request tries again.
			Log::error( 'upgrade failed: ' . get_class( $e ) . ': ' . $e->getMessage() );
		} finally {
			delete_option( self::UPGRADE_LOCK_OPTION );
		}
	}

	/**
	 * Takes the upgrade lock: a row in the options table, taken in the database itself (INSERT IGNORE;
	 * a lock past its expiry by an UPDATE only one request can win), so that two web nodes never both
	 * migrate, whatever a shared or stale object cache believes (add_option() asks the cache first and
	 * then overwrites an existing row).
	 */
	private static function acquire_upgrade_lock(): bool {
		global $wpdb;
		$now     = time();
		$expires = (string) ( $now + self::UPGRADE_LOCK_TTL );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a lock must not be cached.
		$taken = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO $wpdb->options (option_name, option_value, autoload) VALUES (%s, %s, 'no')", self::UPGRADE_LOCK_OPTION, $expires ) );
		if ( 1 !== $taken ) {
			$taken = $wpdb->query( $wpdb->prepare( "UPDATE $wpdb->options SET option_value = %s WHERE option_name = %s AND CAST(option_value AS UNSIGNED) <= %d", $expires, self::UPGRADE_LOCK_OPTION, $now ) );
		}
		// phpcs:enable
		wp_cache_delete( self::UPGRADE_LOCK_OPTION, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		return 1 === $taken;
	}

	/**
	 * Stores the default settings once (site-dependent defaults resolved now) and the upstream call
	 * slots' rows. The privacy URL stays empty: the forms then follow the site's privacy policy page,
	 * also when it is published or changed later.
	 */
	private static function install_defaults(): void {
		$defaults = Settings_Schema::defaults();

		$defaults['notification_email'] = (string) get_option( 'admin_email' );
		add_option( Settings::OPTION, $defaults );
		\ImmoWizards\Geo\Upstream_Slots::create_rows();
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
		update_option( self::CREATED_PAGE_OPTION, (int) $page_id, false );
		return (int) $page_id;
	}

	/**
	 * Schedules the one cron hook every five minutes (Wiring\Jobs), and drops the events of the hooks
	 * older versions had for each job.
	 */
	public static function schedule_cron(): void {
		if ( ! wp_next_scheduled( Jobs::HOOK ) ) {
			wp_schedule_event( time() + 60, self::CRON_SCHEDULE, Jobs::HOOK );
		}
		foreach ( self::LEGACY_HOOKS as $hook ) {
			if ( wp_next_scheduled( $hook ) ) {
				wp_unschedule_hook( $hook );
			}
		}
	}

	/**
	 * Stops every background event of the plugin (deactivation, uninstall).
	 */
	public static function unschedule(): void {
		wp_unschedule_hook( Jobs::HOOK );
		foreach ( self::LEGACY_HOOKS as $hook ) {
			wp_unschedule_hook( $hook );
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

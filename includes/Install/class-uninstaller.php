<?php
/**
 * Removes all plugin data (only when the admin chose so in the settings).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

use ImmoWizards\Mail\Outbox;
use ImmoWizards\Privacy\Retention;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * Called from uninstall.php.
 */
final class Uninstaller {

	/**
	 * Deletes everything when `delete_data_on_uninstall` is set; otherwise only stops cron.
	 *
	 * @return bool Whether data was deleted.
	 */
	public static function run(): bool {
		wp_clear_scheduled_hook( Outbox::CRON_HOOK );
		wp_clear_scheduled_hook( Retention::CRON_HOOK );

		$settings = Settings::instance();
		if ( ! $settings->delete_data_on_uninstall() ) {
			return false;
		}
		global $wpdb;

		self::delete_created_portal_page();

		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( get_users( array( 'role' => Roles::ROLE ) ) as $user ) {
			if ( Roles::is_contact_only( $user ) ) {
				wp_delete_user( $user->ID );
			}
		}
		Roles::remove();

		foreach ( Tables::ALL as $name ) {
			$table = Tables::name( $name );
			$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange
		}

		delete_option( Settings::OPTION );
		delete_option( Migrations::OPTION );
		delete_option( Installer::CREATED_PAGE_OPTION );
		delete_option( Installer::UPGRADE_LOCK_OPTION );
		delete_option( \ImmoWizards\Security\Proxy_Health::OPTION );
		// Geocoder cache transients.
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"DELETE FROM $wpdb->options WHERE option_name LIKE %s OR option_name LIKE %s",
				$wpdb->esc_like( '_transient_immo_wizards_' ) . '%',
				$wpdb->esc_like( '_transient_timeout_immo_wizards_' ) . '%'
			)
		);
		return true;
	}

	/**
	 * Deletes the portal page only if the installer created it and it still holds nothing but the
	 * portal block (a page the admin chose or edited stays).
	 */
	private static function delete_created_portal_page(): void {
		$page_id = (int) get_option( Installer::CREATED_PAGE_OPTION, 0 );
		$page    = $page_id ? get_post( $page_id ) : null;
		if ( $page && 'page' === $page->post_type && Installer::PORTAL_BLOCK === trim( (string) $page->post_content ) ) {
			wp_delete_post( $page_id, true );
		}
	}
}

<?php
/**
 * Removes all plugin data (only when the admin chose so in the settings).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

use ImmoWizards\Plugin;
use ImmoWizards\Privacy\Contact_User_Remover;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Table_Charsets;
use ImmoWizards\Storage\Table_Engines;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * Called from uninstall.php. On a network every site is handled on its own (each site's setting
 * decides), the sites fetched in batches; portal users leave each site that deletes its data, and a
 * network account is deleted once it belongs to no site any more.
 */
final class Uninstaller {

	/**
	 * Uninstalls on every site.
	 *
	 * @return bool Whether data was deleted on at least one site.
	 */
	public static function run(): bool {
		$deleted = false;
		Sites::each(
			static function () use ( &$deleted ): void {
				$deleted = self::run_site() || $deleted;
			}
		);
		return $deleted;
	}

	/**
	 * Uninstalls on the current site: stops cron, then deletes everything when the site's
	 * `delete_data_on_uninstall` is set; otherwise keeps confirmed data and purges what is
	 * unverified or secret (pending requests, keys, mail bodies).
	 *
	 * @return bool Whether data was deleted.
	 */
	public static function run_site(): bool {
		Installer::unschedule();
		// A capability no code checks any more: gone whether or not the data stays.
		Roles::revoke_request_managers();
		if ( ! Sites::has_plugin_tables() ) {
			return false;
		}

		$settings = Settings::instance();
		if ( ! $settings->delete_data_on_uninstall() ) {
			Plugin::instance()->retention()->purge_unverified();
			return false;
		}
		global $wpdb;

		self::delete_created_portal_page();
		self::remove_contact_users();
		self::delete_listings();
		Roles::remove();

		foreach ( Tables::ALL as $name ) {
			$table = Tables::name( $name );
			$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange
		}

		delete_option( Settings::OPTION );
		delete_option( Migrations::OPTION );
		delete_option( Installer::CREATED_PAGE_OPTION );
		delete_option( Installer::UPGRADE_LOCK_OPTION );
		delete_option( \ImmoWizards\Setup\Setup_Pages::OPTION );
		delete_option( \ImmoWizards\Setup\Setup_Redirect::OPTION );
		delete_option( Table_Engines::OPTION );
		delete_option( Table_Charsets::OPTION );
		delete_option( \ImmoWizards\Security\Proxy_Health::OPTION );
		delete_option( \ImmoWizards\Listings\Post_Type::FLUSH_OPTION );
		delete_option( \ImmoWizards\Listings\Lookup_Sync::CURSOR_OPTION );
		delete_option( \ImmoWizards\Import\Import_Settings::OPTION );
		delete_option( \ImmoWizards\Catalogue\Catalogue::OPTION );
		delete_option( \ImmoWizards\Webhooks\Webhook_Settings::OPTION );
		delete_option( \ImmoWizards\Crm\Crm_Settings::OPTION );
		delete_option( \ImmoWizards\Wiring\Jobs::LAST_RUN_OPTION );
		// Per-user options of this site (user meta keyed with the site's table prefix).
		delete_metadata( 'user', 0, $wpdb->get_blog_prefix() . \ImmoWizards\Admin\Privacy_Notice::DISMISSED_OPTION, '', true );
		// Geocoder cache transients and the upstream call slots.
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"DELETE FROM $wpdb->options WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
				$wpdb->esc_like( '_transient_immo_wizards_' ) . '%',
				$wpdb->esc_like( '_transient_timeout_immo_wizards_' ) . '%',
				$wpdb->esc_like( \ImmoWizards\Geo\Upstream_Slots::OPTION ) . '%'
			)
		);
		return true;
	}

	/**
	 * Removes the site's contact-only users (ids fetched in batches first, since removing them changes
	 * the pages); users with any other role stay.
	 */
	private static function remove_contact_users(): void {
		$ids  = array();
		$page = 1;
		$size = Sites::batch_size();
		do {
			$batch = get_users(
				array(
					'role'        => Roles::ROLE,
					'fields'      => 'ID',
					'number'      => $size,
					'paged'       => $page++,
					'orderby'     => 'ID',
					'count_total' => false,
				)
			);
			$ids   = array_merge( $ids, array_map( 'intval', $batch ) );
			$found = count( $batch );
		} while ( $found === $size );

		$remover = new Contact_User_Remover();
		foreach ( $ids as $id ) {
			$user = get_user_by( 'id', $id );
			if ( $user ) {
				$remover->remove( $user );
			}
		}
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

	/**
	 * Deletes the listings with their imported pictures, a batch at a time (always the first page: the
	 * deleted ones are gone), and the import and pickup files. Pictures an editor added by hand stay in
	 * the media library.
	 */
	private static function delete_listings(): void {
		$writer = Plugin::instance()->listings()->listing_writer();
		$size   = Sites::batch_size();
		do {
			$ids = get_posts(
				array(
					'post_type'      => \ImmoWizards\Listings\Post_Type::NAME,
					'post_status'    => 'any',
					'posts_per_page' => $size,
					'fields'         => 'ids',
					'orderby'        => 'ID',
					'order'          => 'ASC',
				)
			);
			foreach ( $ids as $id ) {
				$writer->remove( (int) $id );
			}
			$found = count( $ids );
		} while ( $found === $size );
		$uploads = rtrim( (string) wp_upload_dir( null, false )['basedir'], '/' );
		foreach ( array( 'immo-wizards-imports', 'immo-wizards-pickup', 'immo-wizards-pickup/rejected' ) as $folder ) {
			$dir = $uploads . '/' . $folder;
			foreach ( is_dir( $dir ) ? (array) scandir( $dir ) : array() as $name ) {
				if ( is_file( "$dir/$name" ) && ! is_link( "$dir/$name" ) ) {
					wp_delete_file( "$dir/$name" );
				}
			}
		}
	}
}

<?php
/**
 * Activation: tables, role, portal page, defaults, idempotency.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Install;

use ImmoWizards\Install\Installer;
use ImmoWizards\Install\Migrations;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Privacy\Retention;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;
use ImmoWizards\Wiring\Jobs;

/**
 * The installer ran in the install child process; these tests check its result and idempotency.
 */
final class Installer_Test extends Test_Case {

	public function test_tables_exist_with_indexes(): void {
		global $wpdb;
		foreach ( Tables::ALL as $name ) {
			$this->assertSame( Tables::name( $name ), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Tables::name( $name ) ) ) );
		}
		$indexes = $wpdb->get_col( 'SHOW INDEX FROM ' . Tables::name( 'requests' ), 2 );
		$this->assertContains( 'submission_id', $indexes );
		$this->assertContains( 'status_created', $indexes );
		$this->assertContains( 'contact_id', $indexes );
		$this->assertContains( 'key_hash', $wpdb->get_col( 'SHOW INDEX FROM ' . Tables::name( 'keys' ), 2 ) );
		$this->assertContains( 'status_next', $wpdb->get_col( 'SHOW INDEX FROM ' . Tables::name( 'outbox' ), 2 ) );
		$this->assertSame( Migrations::VERSION, get_option( Migrations::OPTION ) );
	}

	public function test_role_has_only_read_and_portal_capability(): void {
		$role = get_role( Roles::ROLE );
		$this->assertNotNull( $role );
		$this->assertSame(
			array(
				'read'                => true,
				'immo_wizards_portal' => true,
			),
			$role->capabilities
		);
	}

	public function test_portal_page_created_and_remembered(): void {
		$id   = Settings::instance()->portal_page_id();
		$page = get_post( $id );
		$this->assertNotNull( $page );
		$this->assertSame( 'page', $page->post_type );
		$this->assertSame( 'publish', $page->post_status );
		$this->assertSame( Installer::PORTAL_BLOCK, $page->post_content );
	}

	public function test_default_settings_stored(): void {
		$stored = get_option( Settings::OPTION );
		$this->assertSame( 'admin@example.org', $stored['notification_email'] );
		$this->assertSame( 14, $stored['retention_days'] );
		$this->assertFalse( $stored['delete_data_on_uninstall'] );
		$this->assertSame( 'https://photon.komoot.io', Settings::instance()->geocoder_url() );
	}

	public function test_activation_is_idempotent_and_migration_runs_no_ddl(): void {
		global $wpdb;
		$page_id = Settings::instance()->portal_page_id();
		$pages   = count(
			get_posts(
				array(
					'post_type'   => 'page',
					'numberposts' => -1,
				)
			)
		);
		delete_option( Migrations::OPTION );
		$this->assertTrue( Migrations::needed() );

		$queries = array();
		add_filter(
			'query',
			function ( $query ) use ( &$queries ) {
				$queries[] = $query;
				return $query;
			}
		);
		Installer::maybe_upgrade();
		Installer::activate();

		$ddl = array_filter( $queries, static fn ( $q ) => (bool) preg_match( '/^\s*(ALTER|CREATE|DROP)\s/i', $q ) );
		$this->assertSame( array(), array_values( $ddl ), 'dbDelta must be a no-op on current tables' );
		$this->assertSame( $page_id, Settings::instance()->portal_page_id() );
		$this->assertCount(
			$pages,
			get_posts(
				array(
					'post_type'   => 'page',
					'numberposts' => -1,
				)
			)
		);
		$this->assertSame( Migrations::VERSION, get_option( Migrations::OPTION ) );
	}

	public function test_portal_page_recreated_when_trashed(): void {
		$old = Settings::instance()->portal_page_id();
		wp_trash_post( $old );
		$new = Installer::ensure_portal_page();
		$this->assertNotSame( $old, $new );
		$this->assertSame( $new, Settings::instance()->portal_page_id() );
		$this->assertSame( Installer::PORTAL_BLOCK, get_post( $new )->post_content );
	}

	public function test_cron_scheduled_and_cleared_on_deactivation(): void {
		Installer::schedule_cron();
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK ) );
		$this->assertSame( Installer::CRON_SCHEDULE, wp_get_schedule( Jobs::HOOK ) );
		$this->assertSame( 300, wp_get_schedules()[ Installer::CRON_SCHEDULE ]['interval'] );
		Jobs::soon( 'imports' );
		Installer::deactivate();
		$this->assertFalse( wp_next_scheduled( Jobs::HOOK ) );
		$this->assertFalse( wp_next_scheduled( Jobs::HOOK, array( 'imports' ) ), 'the single events too' );
	}

	public function test_created_portal_page_is_remembered_separately(): void {
		$this->assertSame( Settings::instance()->portal_page_id(), (int) get_option( Installer::CREATED_PAGE_OPTION ) );
		wp_trash_post( Settings::instance()->portal_page_id() );
		$new = Installer::ensure_portal_page();
		$this->assertSame( $new, (int) get_option( Installer::CREATED_PAGE_OPTION ) );
	}

	public function test_upgrade_does_not_recreate_the_portal_page(): void {
		$page_id = Settings::instance()->portal_page_id();
		wp_delete_post( $page_id, true );
		$pages = count(
			get_posts(
				array(
					'post_type'   => 'page',
					'numberposts' => -1,
				)
			)
		);
		delete_option( Migrations::OPTION );
		Installer::maybe_upgrade();
		$this->assertFalse( Migrations::needed() );
		$this->assertCount(
			$pages,
			get_posts(
				array(
					'post_type'   => 'page',
					'numberposts' => -1,
				)
			)
		);
		$this->assertSame( $page_id, Settings::instance()->portal_page_id() );
	}

	public function test_upgrade_waits_for_a_running_one_and_takes_over_a_stale_lock(): void {
		delete_option( Migrations::OPTION );
		add_option( Installer::UPGRADE_LOCK_OPTION, time() + 60, '', false );
		Installer::maybe_upgrade();
		$this->assertTrue( Migrations::needed(), 'another request holds the lock' );

		update_option( Installer::UPGRADE_LOCK_OPTION, time() - 1, false );
		Installer::maybe_upgrade();
		$this->assertFalse( Migrations::needed(), 'a stale lock is taken over' );
		$this->assertFalse( get_option( Installer::UPGRADE_LOCK_OPTION ), 'lock released' );
	}

	public function test_another_nodes_lock_holds_whatever_this_nodes_cache_believes(): void {
		global $wpdb;
		delete_option( Migrations::OPTION );
		// Another web node took the lock a moment ago; this node's (shared, stale) cache still says
		// there is no such option.
		$held = (string) ( time() + 60 );
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => Installer::UPGRADE_LOCK_OPTION,
				'option_value' => $held,
				'autoload'     => 'no',
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		wp_cache_delete( Installer::UPGRADE_LOCK_OPTION, 'options' );
		wp_cache_set( 'notoptions', array( Installer::UPGRADE_LOCK_OPTION => true ), 'options' );
		Installer::maybe_upgrade();
		$this->assertTrue( Migrations::needed(), 'this node waits for the other' );
		$this->assertSame( $held, (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM $wpdb->options WHERE option_name = %s", Installer::UPGRADE_LOCK_OPTION ) ), 'and leaves its lock alone' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	public function test_upgrade_failure_is_caught_and_retried_later(): void {
		delete_option( Migrations::OPTION );
		add_filter(
			'query',
			static function ( $query ) {
				if ( preg_match( '/^\s*DESCRIBE\s/i', $query ) ) {
					throw new \ImmoWizards\Errors\Storage_Error( 'disk full' );
				}
				return $query;
			}
		);
		$log = ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		try {
			Installer::maybe_upgrade();
		} finally {
			ini_set( 'error_log', (string) $log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		}
		$this->assertTrue( Migrations::needed(), 'version not stored' );
		$this->assertFalse( get_option( Installer::UPGRADE_LOCK_OPTION ), 'lock released' );
		remove_all_filters( 'query' );
		Installer::maybe_upgrade();
		$this->assertFalse( Migrations::needed() );
	}
}

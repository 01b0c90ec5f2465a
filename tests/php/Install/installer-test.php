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
		$this->assertSame( array( 'read' => true, 'immo_wizards_portal' => true ), $role->capabilities );
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
		$pages   = count( get_posts( array( 'post_type' => 'page', 'numberposts' => -1 ) ) );
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
		$this->assertCount( $pages, get_posts( array( 'post_type' => 'page', 'numberposts' => -1 ) ) );
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
		$this->assertNotFalse( wp_next_scheduled( Outbox::CRON_HOOK ) );
		$this->assertNotFalse( wp_next_scheduled( Retention::CRON_HOOK ) );
		$this->assertSame( Installer::CRON_SCHEDULE, wp_get_schedule( Outbox::CRON_HOOK ) );
		$this->assertSame( 300, wp_get_schedules()[ Installer::CRON_SCHEDULE ]['interval'] );
		Installer::deactivate();
		$this->assertFalse( wp_next_scheduled( Outbox::CRON_HOOK ) );
		$this->assertFalse( wp_next_scheduled( Retention::CRON_HOOK ) );
	}
}

<?php
/**
 * Table_Charsets: wpdb learns the plugin tables' character sets from the migration's record.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Storage;

use ImmoWizards\Storage\Table_Charsets;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * The plugin tables' charsets come from the option the migration writes; nothing else changes.
 */
final class Table_Charsets_Test extends Test_Case {

	use Lead_Payloads;

	/**
	 * Every table a submit writes is recorded.
	 */
	public function test_the_migration_records_the_plugin_tables_with_the_connection_charset(): void {
		global $wpdb;
		$known = get_option( Table_Charsets::OPTION );
		$this->assertIsArray( $known );
		// The tables a submit writes; tables without text columns need no answer (wpdb finds none either).
		foreach ( array( 'requests', 'contacts', 'consents', 'keys', 'outbox', 'form_tokens', 'rate_limits' ) as $name ) {
			$this->assertSame( $wpdb->charset, $known[ strtolower( Tables::name( $name ) ) ] ?? null, $name );
		}
	}

	/**
	 * A submit in a fresh request runs no SHOW FULL COLUMNS, and non-BMP text survives.
	 */
	public function test_a_submit_asks_the_database_for_no_table_columns(): void {
		global $wpdb;
		// wpdb keeps what it learnt for the process: forget it, as a new web request would start.
		foreach ( array( 'table_charset', 'col_meta' ) as $property ) {
			$cache = new \ReflectionProperty( $wpdb, $property );
			$cache->setAccessible( true );
			$cache->setValue( $wpdb, array() );
		}
		$asked = array();
		add_filter(
			'query',
			static function ( $query ) use ( &$asked ) {
				if ( 1 === preg_match( '/^\s*SHOW\s+FULL\s+COLUMNS/i', $query ) ) {
					$asked[] = $query;
				}
				return $query;
			}
		);
		$body                        = $this->lead_body();
		$body['contact']['lastname'] = 'Größe 🏠';
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body )->get_status() );
		$this->assertSame( array(), $asked );
		// Text beyond the Basic Multilingual Plane is stored intact.
		$table  = Tables::name( 'requests' );
		$stored = $wpdb->get_var( "SELECT payload FROM $table ORDER BY id DESC LIMIT 1" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$this->assertSame( 'Größe 🏠', json_decode( (string) $stored, true )['contact']['lastname'] ?? null );
	}

	/**
	 * Tables of others, earlier answers and an unrecorded site are left to wpdb.
	 */
	public function test_other_tables_and_earlier_answers_are_left_to_wpdb(): void {
		global $wpdb;
		$this->assertNull( Table_Charsets::of_table( null, $wpdb->posts ) );
		$this->assertSame( 'latin1', Table_Charsets::of_table( 'latin1', Tables::name( 'requests' ) ) );
		$this->assertSame( $wpdb->charset, Table_Charsets::of_table( null, strtoupper( Tables::name( 'requests' ) ) ) );
		delete_option( Table_Charsets::OPTION );
		$this->assertNull( Table_Charsets::of_table( null, Tables::name( 'requests' ) ), 'not recorded yet: wpdb checks' );
	}
}

<?php
/**
 * The dashboard widget of the week's requests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Admin;

use ImmoWizards\Admin\Admin_Menu;
use ImmoWizards\Admin\Requests_Widget;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

/**
 * Counts per type of the last 7 days in one cached query, dropped on submit; only for the inbox's
 * users; each type links to its view of the inbox.
 */
final class Requests_Widget_Test extends Test_Case {

	/**
	 * The dashboard's functions live in wp-admin; the cache starts empty.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/dashboard.php';
		// set_current_screen(), add_meta_box(): loaded by other admin tests, but not when this one runs first.
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/template.php';
		set_current_screen( 'dashboard' );
		$GLOBALS['wp_meta_boxes'] = array();
		Requests_Widget::flush();
	}

	private function widget(): Requests_Widget {
		return new Requests_Widget( new Request_Repository(), Plugin::instance()->request_types() );
	}

	/**
	 * Stores a request of a type created some days ago.
	 *
	 * @param string $type     Type name.
	 * @param float  $days_ago Age in days.
	 */
	private function store( string $type, float $days_ago = 0 ): void {
		global $wpdb;
		$wpdb->insert(
			Tables::name( 'requests' ),
			array(
				'uuid'          => wp_generate_uuid4(),
				'submission_id' => wp_generate_uuid4(),
				'type'          => $type,
				'status'        => 'pending',
				'contact_id'    => 1,
				'payload'       => '{}',
				'created_at'    => Tables::now( (int) ( -$days_ago * DAY_IN_SECONDS ) ),
			)
		);
	}

	/**
	 * Records the queries on the requests table from now on.
	 *
	 * @return \stdClass With `list`: the queries.
	 */
	private function record_request_queries(): \stdClass {
		$recorder       = new \stdClass();
		$recorder->list = array();
		add_filter(
			'query',
			static function ( $query ) use ( $recorder ) {
				if ( str_contains( $query, Tables::name( 'requests' ) ) && str_starts_with( ltrim( $query ), 'SELECT' ) ) {
					$recorder->list[] = $query;
				}
				return $query;
			}
		);
		return $recorder;
	}

	public function test_counts_the_last_7_days_per_type_in_one_query_and_caches_them(): void {
		$this->store( 'lead' );
		$this->store( 'lead', 6.9 );
		$this->store( 'newsletter', 3 );
		$this->store( 'lead', 7.1 );
		$this->store( 'message', 30 );

		$queries = $this->record_request_queries();
		$counts  = $this->widget()->counts();
		$this->assertCount( 1, $queries->list, 'one grouped count' );
		$this->assertStringContainsString( 'GROUP BY type', $queries->list[0] );
		$this->assertSame(
			array(
				'lead'           => 2,
				'saved_search'   => 0,
				'expose_inquiry' => 0,
				'message'        => 0,
				'newsletter'     => 1,
			),
			$counts
		);

		$this->store( 'lead' );
		$queries->list = array();
		$this->assertSame( 2, $this->widget()->counts()['lead'], 'kept for 5 minutes' );
		$this->assertSame( array(), $queries->list );
		$this->assertGreaterThan( time() + 4 * MINUTE_IN_SECONDS, (int) get_option( '_transient_timeout_' . Requests_Widget::CACHE_KEY ) );

		do_action( 'immo_wizards_request_submitted', 99, 'lead' );
		$this->assertSame( 3, $this->widget()->counts()['lead'], 'a submitted request drops the cache' );
	}

	public function test_only_users_of_the_inbox_get_the_widget(): void {
		global $wp_meta_boxes;
		foreach ( array( 'subscriber', Roles::ROLE, 'author' ) as $role ) {
			$this->login( $role );
			$this->widget()->add();
			$this->assertEmpty( $wp_meta_boxes, $role );
		}
		// Activation grants editors the capability; this branch's test site may predate it.
		$granted = ! get_role( 'editor' )->has_cap( Admin_Menu::REQUESTS_CAPABILITY );
		get_role( 'editor' )->add_cap( Admin_Menu::REQUESTS_CAPABILITY );
		$this->login( 'editor' );
		$this->widget()->add();
		if ( $granted ) {
			get_role( 'editor' )->remove_cap( Admin_Menu::REQUESTS_CAPABILITY );
		}
		$this->assertArrayHasKey( Requests_Widget::ID, $wp_meta_boxes['dashboard']['normal']['core'] );
	}

	public function test_each_type_links_to_its_view_of_the_inbox(): void {
		$this->store( 'saved_search' );
		ob_start();
		$this->widget()->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<a href="' . esc_url( admin_url( 'admin.php?page=immo-wizards&tab=saved_search' ) ) . '">Saved searches</a>: <strong>1</strong>', $html );
		$this->assertStringContainsString( '<a href="' . esc_url( admin_url( 'admin.php?page=immo-wizards&tab=lead' ) ) . '">Owner leads</a>: <strong>0</strong>', $html );
		$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'admin.php?page=immo-wizards' ) ) . '"', $html );
	}
}

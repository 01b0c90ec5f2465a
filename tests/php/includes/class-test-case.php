<?php
/**
 * Base test case: one database transaction per test, captured mails, REST helpers.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

use ImmoWizards\Admin\Admin_Menu;
use ImmoWizards\Admin\App_Page;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;

/**
 * Every test runs inside a transaction that is rolled back afterwards; hooks are restored too.
 */
abstract class Test_Case extends \PHPUnit\Framework\TestCase {

	/**
	 * Mails handed to wp_mail during the test.
	 *
	 * @var array<int, array<string,mixed>>
	 */
	protected array $mails = array();

	/**
	 * What the mail capture answers (true = sent, false = failed).
	 *
	 * @var bool|callable
	 */
	protected $mail_result = true;

	/**
	 * Hooks before the test.
	 *
	 * @var array<string, \WP_Hook>
	 */
	private array $hooks_backup = array();

	/**
	 * Opens the transaction and captures mail.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wp_filter;
		$this->hooks_backup = array();
		foreach ( $wp_filter as $name => $hook ) {
			$this->hooks_backup[ $name ] = clone $hook;
		}
		Transaction::begin();
		wp_cache_flush();
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
		$this->mails            = array();
		$this->mail_result      = true;
		add_filter(
			'pre_wp_mail',
			function ( $result, $atts ) {
				$this->mails[] = $atts;
				return is_callable( $this->mail_result ) ? ( $this->mail_result )( $atts ) : $this->mail_result;
			},
			10,
			2
		);
	}

	/**
	 * Rolls back and restores hooks and caches.
	 */
	protected function tearDown(): void {
		while ( Transaction::depth() > 0 ) {
			Transaction::rollback();
		}
		global $wp_filter;
		$wp_filter = $this->hooks_backup; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_using_ext_object_cache( false );
		wp_cache_flush();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Signs in a new user with $role.
	 *
	 * @param string $role Role.
	 * @return int User id.
	 */
	protected function login( string $role ): int {
		$id = (int) wp_insert_user(
			array(
				'user_login' => $role . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'user_email' => $role . wp_rand() . '@example.org',
				'role'       => $role,
			)
		);
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * One of the admin menu's screens.
	 *
	 * @param string $slug Page slug.
	 */
	protected static function admin_screen( string $slug ): App_Page {
		$screens = Admin_Menu::screens( \ImmoWizards\Plugin::instance()->request_types(), \ImmoWizards\Plugin::instance()->mail_kinds() );
		return current( array_filter( $screens, static fn ( App_Page $screen ) => $slug === $screen->slug ) );
	}

	/**
	 * Dispatches a REST request.
	 *
	 * @param string       $method HTTP method.
	 * @param string       $route  Route below /immo-wizards/v1.
	 * @param mixed        $body   JSON body (array/object) or raw string.
	 * @param array<mixed> $query  Query args.
	 */
	protected function rest( string $method, string $route, $body = null, array $query = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, '/immo-wizards/v1' . $route );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( is_string( $body ) ? $body : wp_json_encode( $body ) );
		}
		if ( $query ) {
			$request->set_query_params( $query );
		}
		$response = rest_do_request( $request );
		$this->after_response();
		return $response;
	}

	/**
	 * What a web request does after its response (shutdown): the runner sends what it deferred.
	 */
	protected function after_response(): void {
		\ImmoWizards\Plugin::instance()->runner()->flush();
	}

	/**
	 * Response data as decoded JSON (arrays), as a client sees it.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @return mixed
	 */
	protected function json( \WP_REST_Response $response ) {
		return json_decode( wp_json_encode( rest_get_server()->response_to_data( $response, false ) ), true );
	}

	/**
	 * Error code of a response.
	 *
	 * @param \WP_REST_Response $response Response.
	 */
	protected function error_code( \WP_REST_Response $response ): string {
		return (string) ( $this->json( $response )['code'] ?? '' );
	}

	/**
	 * Row count of a plugin table.
	 *
	 * @param string $table Short table name.
	 * @param string $where Optional SQL condition (test-controlled, no user input).
	 */
	protected function count_rows( string $table, string $where = '1=1' ): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( $table ) . ' WHERE ' . $where ); // phpcs:ignore
	}

	/**
	 * Rows of a plugin table.
	 *
	 * @param string $table Short table name.
	 * @return object[]
	 */
	protected function rows( string $table ): array {
		global $wpdb;
		return $wpdb->get_results( 'SELECT * FROM ' . Tables::name( $table ) . ' ORDER BY 1' ); // phpcs:ignore
	}
}

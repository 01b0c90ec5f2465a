<?php
/**
 * Dashboard widget: new requests of the last 7 days.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Setup\Setup_Status;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * How many requests of each type came in during the last 7 days, each linking to the inbox's view of
 * that type. For the users of the inbox only. The counts are one grouped query, kept 5 minutes and
 * dropped when a request comes in.
 */
final class Requests_Widget {

	public const ID = 'immo_wizards_requests';

	/** Transient of the counts. */
	public const CACHE_KEY = 'immo_wizards_requests_week';

	private const DAYS = 7;

	/**
	 * Constructor.
	 *
	 * @param Request_Repository $requests Requests.
	 * @param Request_Types      $types    The request types (names and labels).
	 */
	public function __construct( private Request_Repository $requests, private Request_Types $types ) {
	}

	/**
	 * Drops the cached counts (a request came in).
	 */
	public static function flush(): void {
		delete_transient( self::CACHE_KEY );
	}

	/**
	 * Adds the widget to the dashboard of users who may see the inbox.
	 */
	public function add(): void {
		if ( ! current_user_can( Admin_Menu::REQUESTS_CAPABILITY ) ) {
			return;
		}
		wp_add_dashboard_widget( self::ID, __( 'Immo Wizards: new requests', 'immo-wizards' ), array( $this, 'render' ) );
	}

	/**
	 * Requests of the last 7 days by type name, every type listed.
	 *
	 * @return array<string,int>
	 */
	public function counts(): array {
		$counts = get_transient( self::CACHE_KEY );
		if ( ! is_array( $counts ) ) {
			$counts = $this->requests->count_by_type_since( Tables::now( -self::DAYS * DAY_IN_SECONDS ) );
			set_transient( self::CACHE_KEY, $counts, 5 * MINUTE_IN_SECONDS );
		}
		$all = array();
		foreach ( $this->types->names() as $name ) {
			$all[ $name ] = (int) ( $counts[ $name ] ?? 0 );
		}
		return $all;
	}

	/**
	 * Prints the widget.
	 */
	public function render(): void {
		$this->render_setup_missing();
		echo '<p>' . esc_html__( 'New requests in the last 7 days:', 'immo-wizards' ) . '</p><ul>';
		foreach ( $this->counts() as $name => $count ) {
			printf(
				'<li><a href="%s">%s</a>: <strong>%d</strong></li>',
				esc_url( add_query_arg( 'tab', $name, Admin_Menu::url() ) ),
				esc_html( (string) $this->types->get( $name )?->plural_label() ),
				(int) $count
			);
		}
		printf( '</ul><p><a href="%s">%s</a></p>', esc_url( Admin_Menu::url() ), esc_html__( 'Open the inbox', 'immo-wizards' ) );
	}

	/**
	 * For administrators, until the setup is done: what is still missing, linked to the assistant.
	 */
	private function render_setup_missing(): void {
		if ( ! current_user_can( Admin_Menu::CAPABILITY ) ) {
			return;
		}
		$missing = Setup_Status::missing();
		if ( array() === $missing ) {
			return;
		}
		echo '<div class="immo-wizards-setup-missing"><p><strong>' . esc_html__( 'Setup is not finished yet. Still missing:', 'immo-wizards' ) . '</strong></p><ul>';
		foreach ( $missing as $label ) {
			echo '<li>' . esc_html( $label ) . '</li>';
		}
		printf( '</ul><p><a href="%s">%s</a></p></div>', esc_url( Admin_Menu::url( Admin_Menu::SETUP_SLUG ) ), esc_html__( 'Continue setup', 'immo-wizards' ) );
	}
}

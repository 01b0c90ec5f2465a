<?php
/**
 * Keeps portal users out of wp-admin.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Users;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * `immo_contact`-only users get no admin bar and are sent from wp-admin to the portal page.
 */
final class Portal_Access {

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings (portal page).
	 */
	public function __construct( private Settings $settings ) {
	}

	/**
	 * Hooks the rules.
	 */
	public function register(): void {
		add_filter( 'show_admin_bar', array( $this, 'show_admin_bar' ) );
		add_action( 'admin_init', array( $this, 'redirect_from_admin' ) );
	}

	/**
	 * Hides the admin bar for portal users.
	 *
	 * @param bool $show Whether to show it.
	 */
	public function show_admin_bar( $show ): bool {
		return Roles::is_contact_only( wp_get_current_user() ) ? false : (bool) $show;
	}

	/**
	 * Redirects portal users from wp-admin (but not from admin-ajax or admin-post) to the portal.
	 */
	public function redirect_from_admin(): void {
		if ( wp_doing_ajax() || ( defined( 'DOING_CRON' ) && DOING_CRON ) || ! Roles::is_contact_only( wp_get_current_user() ) ) {
			return;
		}
		$script = isset( $_SERVER['SCRIPT_NAME'] ) ? basename( sanitize_text_field( wp_unslash( $_SERVER['SCRIPT_NAME'] ) ) ) : '';
		if ( 'admin-post.php' === $script ) {
			return;
		}
		wp_safe_redirect( $this->settings->portal_url() );
		exit;
	}
}

<?php
/**
 * After activation, the administrator who activated lands once on Immo Wizards → Einrichtung.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Setup;

use ImmoWizards\Admin\Admin_Menu;

defined( 'ABSPATH' ) || exit;

/**
 * Activation remembers who activated; that user's next admin page load consumes it and redirects.
 * Bulk and network activation drop it without a redirect; AJAX, REST, cron, WP-CLI and form posts
 * never act on it.
 */
final class Setup_Redirect {

	/** The id of the user who activated (autoloaded: read on every admin page until consumed). */
	public const OPTION = 'immo_wizards_setup_redirect';

	/**
	 * Remembers the activating user (none under WP-CLI or for a network activation).
	 *
	 * @param bool $network_wide Whether the plugin was activated for the whole network.
	 */
	public static function on_activation( bool $network_wide ): void {
		$user = get_current_user_id();
		if ( $network_wide || $user <= 0 || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return;
		}
		update_option( self::OPTION, $user );
	}

	/**
	 * Hooks the check into admin page loads.
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'maybe_redirect' ) );
	}

	/**
	 * Redirects (or drops the wish) as decide() says.
	 */
	public function maybe_redirect(): void {
		$user = (int) get_option( self::OPTION, 0 );
		if ( $user <= 0 ) {
			return;
		}
		$decision = self::decide(
			array(
				'activated_by' => $user,
				'user'         => get_current_user_id(),
				'can_manage'   => current_user_can( Admin_Menu::CAPABILITY ),
				// Only a page the admin opens: no form post (admin-post.php, uploads) is turned away.
				'background'   => wp_doing_ajax() || wp_doing_cron() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ( defined( 'WP_CLI' ) && WP_CLI )
					|| 'GET' !== strtoupper( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) ),
				'network'      => is_network_admin(),
				'bulk'         => isset( $_GET['activate-multi'] ), // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether core's bulk activation led here.
			)
		);
		if ( 'keep' === $decision ) {
			return;
		}
		delete_option( self::OPTION );
		if ( 'redirect' === $decision ) {
			wp_safe_redirect( Admin_Menu::url( Admin_Menu::SETUP_SLUG ) );
			exit;
		}
	}

	/**
	 * What one admin request does with the remembered activation: `redirect` (and forget it),
	 * `drop` (forget it without a redirect) or `keep` (not this request's business).
	 *
	 * @param array{activated_by:int,user:int,can_manage:bool,background:bool,network:bool,bulk:bool} $request The request.
	 */
	public static function decide( array $request ): string {
		if ( $request['background'] || $request['user'] !== $request['activated_by'] ) {
			return 'keep';
		}
		if ( $request['bulk'] || $request['network'] || ! $request['can_manage'] ) {
			return 'drop';
		}
		return 'redirect';
	}
}

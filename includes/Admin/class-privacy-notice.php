<?php
/**
 * Admin notice while the forms have no privacy policy to link to.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Shown to users who can fix it (`manage_options`) on the dashboard and the plugin's screens while
 * there is no privacy policy (Privacy_Health says the same in Site Health). Each user may hide it:
 * a POST to admin-post.php (nonce), remembered per user and site, so it works without JavaScript.
 */
final class Privacy_Notice {

	public const ACTION = 'immo_wizards_dismiss_privacy_notice';

	/** User option (per site): the user hid the notice. */
	public const DISMISSED_OPTION = 'immo_wizards_privacy_notice_dismissed';

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings (the privacy policy's address).
	 */
	public function __construct( private Settings $settings ) {
	}

	/**
	 * Hooks the notice and its "hide" action.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'dismiss' ) );
	}

	/**
	 * Whether the notice shows on a screen for the current user.
	 *
	 * @param \WP_Screen|null $screen The current screen.
	 */
	public function due( ?\WP_Screen $screen ): bool {
		return null !== $screen
			&& self::ours( $screen )
			&& current_user_can( 'manage_options' )
			&& ! get_user_option( self::DISMISSED_OPTION )
			&& '' === $this->settings->privacy_url();
	}

	/**
	 * Prints the notice where it is due.
	 */
	public function render(): void {
		if ( ! $this->due( get_current_screen() ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning immo-wizards-privacy-notice"><p><strong>%s</strong> %s</p><p>%s</p><form method="post" action="%s"><p><input type="hidden" name="action" value="%s">%s<button type="submit" class="button">%s</button></p></form></div>',
			esc_html__( 'Immo Wizards:', 'immo-wizards' ),
			esc_html( Privacy_Health::problem() ),
			Privacy_Health::actions(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			wp_nonce_field( self::ACTION, '_wpnonce', true, false ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's markup.
			esc_html__( 'Hide this notice', 'immo-wizards' )
		);
	}

	/**
	 * Hides the notice for the current user and returns to the screen it was on.
	 */
	public function dismiss(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			wp_die( esc_html__( 'This action needs a form submission.', 'immo-wizards' ), '', array( 'response' => 405 ) );
		}
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'immo-wizards' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		update_user_option( get_current_user_id(), self::DISMISSED_OPTION, time() );
		$back = wp_get_referer();
		wp_safe_redirect( $back ? $back : admin_url() );
		exit;
	}

	/**
	 * The dashboard, the screens of the plugin's menu and the listings' screens.
	 *
	 * @param \WP_Screen $screen A screen.
	 */
	private static function ours( \WP_Screen $screen ): bool {
		return 'dashboard' === $screen->id
			|| str_contains( $screen->id, '_page_' . Admin_Menu::SLUG )
			|| Post_Type::NAME === $screen->post_type;
	}
}

<?php
/**
 * "Erneut senden": puts failed mails back into the outbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Mail\Outbox_Resend;

defined( 'ABSPATH' ) || exit;

/**
 * A POST to admin-post.php (capability `manage_options` and a nonce), so it works from the admin
 * notice and from Site Health without JavaScript; the mails go out through the runner, never in the
 * admin's request.
 */
final class Outbox_Resend_Action {

	public const ACTION = 'immo_wizards_outbox_resend';

	/** Query argument of the redirect: how many mails were requeued. */
	public const RESULT_ARG = 'immo_wizards_resent';

	/**
	 * Constructor.
	 *
	 * @param Outbox_Resend $resend Requeues the mails.
	 */
	public function __construct( private Outbox_Resend $resend ) {
	}

	/**
	 * Hooks the handler (logged-in users only; admin-post.php answers others with a 400).
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * Requeues every failed mail and redirects back to where the button was.
	 */
	public function handle(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			wp_die( esc_html__( 'This action needs a form submission.', 'immo-wizards' ), '', array( 'response' => 405 ) );
		}
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to resend e-mails.', 'immo-wizards' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );

		$count = $this->resend->resend();
		$back  = wp_get_referer();
		wp_safe_redirect( add_query_arg( self::RESULT_ARG, $count, $back ? $back : admin_url() ) );
		exit;
	}

	/**
	 * The "Erneut senden" button (a small form).
	 */
	public static function form(): string {
		return '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" style="display:inline">'
			. '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '">'
			. wp_nonce_field( self::ACTION, '_wpnonce', true, false )
			. '<button type="submit" class="button button-primary">' . esc_html__( 'Resend', 'immo-wizards' ) . '</button>'
			. '</form>';
	}
}

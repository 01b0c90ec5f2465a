<?php
/**
 * Admin notice about a full transfer that waits to withdraw listings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Import\Import_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Shown on every admin screen to administrators while an import holds a withdrawal: the listings
 * stay on the market until someone decides on the Import screen, so the decision must not wait for
 * somebody to open that screen by chance.
 */
final class Withdrawal_Notice {

	/**
	 * Constructor.
	 *
	 * @param Import_Repository $imports Imports.
	 */
	public function __construct( private Import_Repository $imports ) {
	}

	/**
	 * Hooks the notice.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notice (nothing while no withdrawal waits).
	 */
	public function render(): void {
		if ( ! current_user_can( Admin_Menu::CAPABILITY ) ) {
			return;
		}
		$held = count( $this->imports->awaiting_before( PHP_INT_MAX ) );
		if ( 0 === $held ) {
			return;
		}
		/* translators: %d: number of imports */
		$text = sprintf( _n( '%d OpenImmo import waits for your confirmation before it withdraws listings.', '%d OpenImmo imports wait for your confirmation before they withdraw listings.', $held, 'immo-wizards' ), $held );
		printf(
			'<div class="notice notice-warning immo-wizards-withdrawal-notice"><p><strong>%s</strong> %s <a href="%s">%s</a></p></div>',
			esc_html__( 'Immo Wizards:', 'immo-wizards' ),
			esc_html( $text ),
			esc_url( Admin_Menu::url( Admin_Menu::IMPORT_SLUG ) ),
			esc_html__( 'Decide on the Import screen', 'immo-wizards' )
		);
	}
}

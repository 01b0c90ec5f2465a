<?php
/**
 * The listing's facts in the block editor's sidebar.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Catalogue\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the sidebar panel (`src/admin/property-sidebar/`) in the editor of listings only. It edits
 * the REST field `property`, which core saves with the post; the categories it offers are the
 * server's (a site may filter them), handed over as `window.immoWizardsPropertyCategories`.
 */
final class Property_Sidebar {

	public const SCREEN = 'property-sidebar';

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the panel in the editor of a listing.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || Post_Type::NAME !== $screen->post_type ) {
			return;
		}
		Blocks::register_assets( self::SCREEN, array( 'editor' ) );
		$handle     = Blocks::script_handle( self::SCREEN, 'editor' );
		$categories = array_map(
			static fn ( $category ) => array(
				'id'    => (int) $category['id'],
				'label' => (string) $category['label'],
			),
			Catalogue::categories()
		);
		wp_add_inline_script( $handle, 'window.immoWizardsPropertyCategories = ' . wp_json_encode( array_values( $categories ) ) . ';', 'before' );
		wp_enqueue_script( $handle );
	}
}

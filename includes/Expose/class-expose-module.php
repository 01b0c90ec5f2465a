<?php
/**
 * The exposé page of a listing.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Expose;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\Listings\Property_Store;

defined( 'ABSPATH' ) || exit;

/**
 * Block themes get the block template (details block, post content, inquiry block), classic themes the
 * content filter; both show the same details.
 */
final class Expose_Module {

	/**
	 * The details.
	 *
	 * @var Details_Renderer
	 */
	private Details_Renderer $details;

	/**
	 * Constructor.
	 *
	 * @param Property_Store $store Listing values.
	 */
	public function __construct( Property_Store $store ) {
		$this->details = new Details_Renderer( new Listing_Facts( $store ) );
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_block' ) );
		( new Expose_Template() )->register();
		( new Classic_Content( $this->details ) )->register();
	}

	/**
	 * Registers the block `immo-wizards/property-details` with its scripts and style.
	 */
	public function register_block(): void {
		Blocks::register_assets( Details_Renderer::BLOCK );
		register_block_type(
			IMMO_WIZARDS_DIR . 'blocks/' . Details_Renderer::BLOCK,
			array( 'render_callback' => array( $this->details, 'render_block' ) )
		);
	}
}

<?php
/**
 * The exposé in classic themes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Expose;

use ImmoWizards\Listings\Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Classic themes have no block template: the listing's content gets the details before it and the
 * inquiry form after it, in the main loop of its own page only, and once (themes and plugins may run
 * `the_content` again, e.g. for meta descriptions).
 */
final class Classic_Content {

	/**
	 * Listings whose content was already extended in this request.
	 *
	 * @var array<int, true>
	 */
	private array $done = array();

	/**
	 * Constructor.
	 *
	 * @param Details_Renderer $details Details.
	 */
	public function __construct( private Details_Renderer $details ) {
	}

	/**
	 * Hooks in after blocks, wpautop and shortcodes ran, so the added markup stays as it is.
	 */
	public function register(): void {
		add_filter( 'the_content', array( $this, 'filter' ), 20 );
	}

	/**
	 * Adds details and inquiry form.
	 *
	 * @param string $content Content.
	 */
	public function filter( $content ) {
		$post_id = (int) get_the_ID();
		if ( wp_is_block_theme() || ! is_singular( Post_Type::NAME ) || ! in_the_loop() || ! is_main_query()
			|| (int) get_queried_object_id() !== $post_id || isset( $this->done[ $post_id ] ) ) {
			return $content;
		}
		$details = $this->details->render( $post_id );
		if ( '' === $details ) {
			return $content;
		}
		$this->done[ $post_id ] = true;
		// A block rendered here gets the global post as its context: the form is bound to this listing.
		$inquiry = render_block(
			array(
				'blockName'    => 'immo-wizards/expose-inquiry',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		return $details . $content . $inquiry;
	}
}

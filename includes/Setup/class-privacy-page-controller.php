<?php
/**
 * POST /setup/privacy-page: sets WordPress's own privacy policy page.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Setup;

use ImmoWizards\Settings\Settings_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only, from this site only (as core's Settings → Privacy). Only a published page may
 * be chosen; the forms link it while the plugin's own privacy URL is empty.
 */
final class Privacy_Page_Controller extends Settings_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'setup/privacy-page';

	/**
	 * The page.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function request_args(): array {
		return array(
			'page' => array(
				'description' => __( 'The published page with the privacy policy.', 'immo-wizards' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
	}

	/**
	 * Sets the page.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 * @throws Setup_Error When the id names no published page.
	 */
	protected function answer( \WP_REST_Request $request ): array {
		$page = get_post( (int) $request['page'] );
		if ( ! $page || 'page' !== $page->post_type || 'publish' !== $page->post_status ) {
			throw new Setup_Error( 'immo_wizards_setup_invalid_page', __( 'Please choose a published page.', 'immo-wizards' ), 400 );
		}
		update_option( 'wp_page_for_privacy_policy', (int) $page->ID );
		return array( 'page' => (int) $page->ID );
	}

	/**
	 * The answer's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-setup-privacy-page',
			'type'       => 'object',
			'properties' => array( 'page' => array( 'type' => 'integer' ) ),
		);
	}
}

<?php
/**
 * POST /setup/pages: the setup assistant creates the page of one form.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Setup;

use ImmoWizards\Settings\Settings_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only, from this site only. The request names a known screen and nothing else: the
 * title and the block come from Setup_Pages. 409 when that screen's page exists already.
 */
final class Page_Controller extends Settings_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'setup/pages';

	/**
	 * The screen.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function request_args(): array {
		return array(
			'screen' => array(
				'description' => __( 'The form the page shows.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => array_keys( Setup_Pages::titles() ),
				'required'    => true,
			),
		);
	}

	/**
	 * Creates the page.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	protected function answer( \WP_REST_Request $request ): array {
		return Setup_Pages::describe( Setup_Pages::create( (string) $request['screen'] ) );
	}

	/**
	 * The answer's schema: the new page.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-setup-page',
			'type'       => 'object',
			'properties' => array(
				'id'       => array( 'type' => 'integer' ),
				'title'    => array( 'type' => 'string' ),
				'link'     => array( 'type' => 'string' ),
				'editLink' => array( 'type' => 'string' ),
			),
		);
	}
}

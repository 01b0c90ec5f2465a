<?php
/**
 * GET /setup: what the setup assistant shows (steps done, the forms' pages, the pages to choose from).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Setup;

use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`). Saving goes elsewhere: the settings through core's
 * settings route, pages, privacy page and test mail through the assistant's own POST routes.
 */
final class Setup_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'setup';

	/**
	 * Registers the GET route.
	 */
	public function register_routes(): void {
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'get_item', array( $this, 'get_item_permissions_check' ) ) );
	}

	/**
	 * Administrators only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return self::admin_only( __( 'Sorry, only administrators may set up the plugin.', 'immo-wizards' ) );
	}

	/**
	 * The assistant's state.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return $this->respond( static fn () => self::state() );
	}

	/**
	 * The state as the answer carries it.
	 *
	 * @return array<string,mixed>
	 */
	public static function state(): array {
		$screens = array();
		foreach ( Setup_Pages::titles() as $screen => $title ) {
			$page      = Setup_Pages::page_of( $screen );
			$screens[] = array(
				'screen' => $screen,
				'title'  => $title,
				'page'   => $page ? Setup_Pages::describe( $page ) : null,
			);
		}
		$choices = get_posts(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				// The first 100 published pages by title are offered as privacy or portal page.
				'posts_per_page' => 100,
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		);
		return array(
			'steps'         => Setup_Status::steps(),
			'screens'       => $screens,
			'pages'         => array_map( array( self::class, 'choice' ), $choices ),
			'privacyPageId' => (int) get_option( 'wp_page_for_privacy_policy', 0 ),
			'userEmail'     => (string) wp_get_current_user()->user_email,
		);
	}

	/**
	 * A page to choose.
	 *
	 * @param \WP_Post $page Page.
	 * @return array{id:int,title:string}
	 */
	private static function choice( \WP_Post $page ): array {
		return array(
			'id'    => (int) $page->ID,
			'title' => html_entity_decode( get_the_title( $page ), ENT_QUOTES ),
		);
	}

	/**
	 * The answer's schema.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		$page = array(
			'type'       => 'object',
			'properties' => array(
				'id'       => array( 'type' => 'integer' ),
				'title'    => array( 'type' => 'string' ),
				'link'     => array( 'type' => 'string' ),
				'editLink' => array( 'type' => 'string' ),
			),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-setup',
			'type'       => 'object',
			'properties' => array(
				'steps'         => array(
					'type'                 => 'object',
					'additionalProperties' => array( 'type' => 'boolean' ),
				),
				'screens'       => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'screen' => array( 'type' => 'string' ),
							'title'  => array( 'type' => 'string' ),
							'page'   => array( 'type' => array( 'object', 'null' ) ) + $page,
						),
					),
				),
				'pages'         => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'    => array( 'type' => 'integer' ),
							'title' => array( 'type' => 'string' ),
						),
					),
				),
				'privacyPageId' => array( 'type' => 'integer' ),
				'userEmail'     => array( 'type' => 'string' ),
			),
		);
	}
}

<?php
/**
 * The pages the setup assistant creates: one per known screen, with that screen's block.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Setup;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Titles and content come from this table only (a request names a screen, nothing else), so no
 * markup or title reaches a page from outside. The assistant remembers each page it made; the portal
 * page is the one the settings name.
 */
final class Setup_Pages {

	/** What the assistant remembers: `pages` (screen => page id) and `test_mail` (time of the last one). */
	public const OPTION = 'immo_wizards_setup';

	public const PORTAL = 'portal';

	/**
	 * The screens a page can be made for, with their page titles (expose-inquiry belongs to a listing).
	 *
	 * @return array<string,string>
	 */
	public static function titles(): array {
		return array(
			'lead-wizard'         => __( 'Value your property', 'immo-wizards' ),
			'saved-search-wizard' => __( 'Search request', 'immo-wizards' ),
			'contact-form'        => __( 'Contact', 'immo-wizards' ),
			'newsletter'          => __( 'Newsletter', 'immo-wizards' ),
			'route-planner'       => __( 'Directions', 'immo-wizards' ),
			self::PORTAL          => __( 'Customer portal', 'immo-wizards' ),
		);
	}

	/**
	 * The assistant's stored state.
	 *
	 * @return array{pages:array<string,int>,test_mail:int}
	 */
	public static function state(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'pages'     => array_map( 'intval', (array) ( $stored['pages'] ?? array() ) ),
			'test_mail' => (int) ( $stored['test_mail'] ?? 0 ),
		);
	}

	/**
	 * Stores part of the state.
	 *
	 * @param array<string,mixed> $changes Keys of state() with new values.
	 */
	public static function remember( array $changes ): void {
		update_option( self::OPTION, array_merge( self::state(), $changes ), false );
	}

	/**
	 * The page of a screen that still exists (not trashed), else null.
	 *
	 * @param string $screen A key of titles().
	 */
	public static function page_of( string $screen ): ?\WP_Post {
		$id   = self::PORTAL === $screen ? Settings::instance()->portal_page_id() : ( self::state()['pages'][ $screen ] ?? 0 );
		$page = $id ? get_post( $id ) : null;
		return $page && 'page' === $page->post_type && ! in_array( $page->post_status, array( 'trash', 'auto-draft' ), true ) ? $page : null;
	}

	/**
	 * Creates and publishes the page of a screen; a portal page becomes the settings' portal page.
	 *
	 * @param string $screen A key of titles().
	 * @throws Setup_Error When the screen is unknown, already has its page, or the page cannot be made.
	 */
	public static function create( string $screen ): \WP_Post {
		$titles = self::titles();
		if ( ! isset( $titles[ $screen ] ) ) {
			throw new Setup_Error( 'immo_wizards_setup_unknown_screen', __( 'There is no such form.', 'immo-wizards' ), 400 );
		}
		if ( self::page_of( $screen ) ) {
			throw new Setup_Error( 'immo_wizards_setup_page_exists', __( 'This page already exists.', 'immo-wizards' ), 409 );
		}
		$id = wp_insert_post(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'post_title'     => $titles[ $screen ],
				'post_content'   => '<!-- wp:immo-wizards/' . $screen . ' /-->',
				'comment_status' => 'closed',
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new Setup_Error( 'immo_wizards_setup_page_failed', __( 'The page could not be created.', 'immo-wizards' ), 500 );
		}
		if ( self::PORTAL === $screen ) {
			Settings::instance()->update( array( 'portal_page_id' => (int) $id ) );
		} else {
			self::remember( array( 'pages' => array( $screen => (int) $id ) + self::state()['pages'] ) );
		}
		return get_post( $id );
	}

	/**
	 * A page as the assistant shows it.
	 *
	 * @param \WP_Post $page Page.
	 * @return array{id:int,title:string,link:string,editLink:string}
	 */
	public static function describe( \WP_Post $page ): array {
		return array(
			'id'       => (int) $page->ID,
			'title'    => html_entity_decode( get_the_title( $page ), ENT_QUOTES ),
			'link'     => (string) get_permalink( $page ),
			'editLink' => (string) get_edit_post_link( $page->ID, 'raw' ),
		);
	}
}

<?php
/**
 * Which steps of the setup assistant are done, read from what they set.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Setup;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A step is done when what it sets is there (not when it was clicked through), so a step skipped, or
 * undone later (the privacy page unpublished), shows as missing in the assistant and the dashboard.
 * The embed snippet is optional and never missing.
 */
final class Setup_Status {

	/**
	 * The steps that can be missing, with what the dashboard says is missing.
	 *
	 * @return array<string,string>
	 */
	public static function labels(): array {
		return array(
			'office'     => __( 'Office name and address', 'immo-wizards' ),
			'recipients' => __( 'E-mail addresses for requests', 'immo-wizards' ),
			'privacy'    => __( 'Privacy policy page', 'immo-wizards' ),
			'portal'     => __( 'Customer portal page', 'immo-wizards' ),
			'pages'      => __( 'Pages with the forms', 'immo-wizards' ),
			'test_mail'  => __( 'Test mail', 'immo-wizards' ),
		);
	}

	/**
	 * Each step and whether it is done.
	 *
	 * @return array<string,bool>
	 */
	public static function steps(): array {
		$settings = Settings::instance()->all();
		$forms    = array_diff( array_keys( Setup_Pages::titles() ), array( Setup_Pages::PORTAL ) );
		return array(
			'office'     => '' !== trim( (string) $settings['office_name'] ) && '' !== trim( (string) $settings['office_city'] ),
			'recipients' => (bool) is_email( (string) $settings['notification_email'] ),
			'privacy'    => self::published( (int) get_option( 'wp_page_for_privacy_policy', 0 ) ),
			'portal'     => self::published( Settings::instance()->portal_page_id() ),
			'pages'      => array() !== array_filter( $forms, static fn ( string $screen ) => null !== Setup_Pages::page_of( $screen ) ),
			'test_mail'  => Setup_Pages::state()['test_mail'] > 0,
		);
	}

	/**
	 * What the dashboard lists as still missing (labels, in step order).
	 *
	 * @return string[]
	 */
	public static function missing(): array {
		return array_values( array_intersect_key( self::labels(), array_filter( self::steps(), static fn ( bool $done ) => ! $done ) ) );
	}

	/**
	 * Whether a page id names a published page.
	 *
	 * @param int $id Page id.
	 */
	private static function published( int $id ): bool {
		$page = $id ? get_post( $id ) : null;
		return $page && 'page' === $page->post_type && 'publish' === $page->post_status;
	}
}

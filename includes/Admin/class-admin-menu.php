<?php
/**
 * The "Immo Wizards" admin menu.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Settings\Settings_Page;

defined( 'ABSPATH' ) || exit;

/**
 * One top-level menu for the plugin's screens: the settings first (the menu entry itself opens
 * them), then the OpenImmo import. The settings' former place under Settings redirects here, so old
 * bookmarks and links keep working.
 */
final class Admin_Menu {

	/** Slug of the menu and of its first screen (the settings). */
	public const SLUG = Settings_Page::SLUG;

	public const IMPORT_SLUG = 'immo-wizards-import';

	public const CAPABILITY = 'manage_options';

	/**
	 * Constructor.
	 *
	 * @param Settings_Page $settings The settings screen.
	 * @param Import_Page   $import   The import screen.
	 */
	public function __construct( private Settings_Page $settings, private Import_Page $import ) {
	}

	/**
	 * Hooks the menu.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_init', array( $this, 'redirect_old_settings_url' ) );
	}

	/**
	 * URL of one of the menu's screens.
	 *
	 * @param string $slug Screen slug.
	 */
	public static function url( string $slug = self::SLUG ): string {
		return admin_url( 'admin.php?page=' . $slug );
	}

	/**
	 * Adds the menu and its screens.
	 */
	public function add_menu(): void {
		$render_settings = array( $this->settings, 'render' );
		add_menu_page( __( 'Immo Wizards', 'immo-wizards' ), __( 'Immo Wizards', 'immo-wizards' ), self::CAPABILITY, self::SLUG, $render_settings, 'dashicons-building', 58 );
		add_submenu_page( self::SLUG, __( 'Immo Wizards settings', 'immo-wizards' ), __( 'Settings', 'immo-wizards' ), self::CAPABILITY, self::SLUG, $render_settings );
		$hook = add_submenu_page( self::SLUG, __( 'OpenImmo import', 'immo-wizards' ), __( 'Import', 'immo-wizards' ), self::CAPABILITY, self::IMPORT_SLUG, array( $this->import, 'render' ) );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this->import, 'load' ) );
		}
		$webhooks = new Webhooks_Page();
		$hook     = add_submenu_page( self::SLUG, __( 'Webhooks', 'immo-wizards' ), __( 'Webhooks', 'immo-wizards' ), self::CAPABILITY, Webhooks_Page::SLUG, array( $webhooks, 'render' ) );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $webhooks, 'load' ) );
		}
	}

	/**
	 * Sends `options-general.php?page=immo-wizards` (the settings' former place) to the menu.
	 */
	public function redirect_old_settings_url(): void {
		$target = self::old_settings_redirect( $GLOBALS['pagenow'] ?? '', $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a redirect, no state change.
		if ( null !== $target ) {
			wp_safe_redirect( $target );
			exit;
		}
	}

	/**
	 * Where a request for an admin file with a query goes instead, or null when it stays.
	 *
	 * @param string              $file  Admin file, e.g. options-general.php.
	 * @param array<string,mixed> $query Query arguments.
	 */
	public static function old_settings_redirect( string $file, array $query ): ?string {
		if ( 'options-general.php' !== $file || self::SLUG !== ( $query['page'] ?? null ) ) {
			return null;
		}
		return self::url();
	}
}

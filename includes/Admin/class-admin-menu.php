<?php
/**
 * The "Immo Wizards" admin menu.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Settings\Settings_Page;
use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * One top-level menu for the plugin's screens: the requests inbox first (the menu entry itself opens
 * it; editors see only this one), then the settings and the OpenImmo import for administrators. The
 * settings' former place under Settings redirects to them, so old bookmarks and links keep working.
 */
final class Admin_Menu {

	/** Slug of the menu and of its first screen (the requests inbox). */
	public const SLUG = 'immo-wizards';

	public const SETTINGS_SLUG = Settings_Page::SLUG;

	/** Capability of the settings and the other administration screens. */
	public const CAPABILITY = 'manage_options';

	/** Capability of the requests inbox (administrators and editors). */
	public const REQUESTS_CAPABILITY = Roles::MANAGE_REQUESTS;

	/**
	 * Constructor.
	 *
	 * @param Requests_Page $requests The requests inbox.
	 * @param Settings_Page $settings The settings screen.
	 * @param App_Page[]    $screens  The app screens after the inbox and the settings, in menu order.
	 */
	public function __construct( private Requests_Page $requests, private Settings_Page $settings, private array $screens ) {
	}

	/**
	 * The app screens after the inbox and the settings, in order.
	 *
	 * @return App_Page[]
	 */
	public static function screens(): array {
		return array( new Analytics_Page(), new Import_Page(), new Catalogue_Page(), new Regions_Page(), new Webhooks_Page(), new Mail_Log_Page() );
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
	 * Adds the menu: the inbox, the settings, then the other screens.
	 */
	public function add_menu(): void {
		$this->requests->add_to_menu( self::SLUG );
		$this->settings->add_to_menu( self::SLUG );
		foreach ( $this->screens as $screen ) {
			$screen->add_to_menu( self::SLUG );
		}
	}

	/**
	 * Sends `options-general.php?page=immo-wizards` (the settings' former place) to the settings.
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
		return self::url( self::SETTINGS_SLUG );
	}
}

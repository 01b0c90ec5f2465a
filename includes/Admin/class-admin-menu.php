<?php
/**
 * The "Immo Wizards" admin menu.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Blocks\Shared_Config;
use ImmoWizards\Mail\Kinds\Mail_Kinds;
use ImmoWizards\Regions\Geojson_Upload;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Submit\Request_Types;
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

	public const SETTINGS_SLUG = 'immo-wizards-settings';

	public const IMPORT_SLUG = 'immo-wizards-import';

	/** The setup assistant (activation leads there once). */
	public const SETUP_SLUG = 'immo-wizards-setup';

	/** Capability of the settings and the other administration screens. */
	public const CAPABILITY = 'manage_options';

	/** Capability of the requests inbox (administrators and editors). */
	public const REQUESTS_CAPABILITY = Roles::MANAGE_REQUESTS;

	/**
	 * Constructor.
	 *
	 * @param Request_Types $types The request types (the inbox's tabs and columns, a recipient setting each).
	 * @param Mail_Kinds    $kinds The mail kinds (their names in the logs, the settings' texts and preview).
	 */
	public function __construct( private Request_Types $types, private Mail_Kinds $kinds ) {
	}

	/**
	 * The screens in menu order, one entry each (`src/admin/<screen>/` is the app).
	 *
	 * @param Request_Types $types The request types (the inbox's tabs and columns, a recipient setting each).
	 * @param Mail_Kinds    $kinds The mail kinds (their names in the logs, the settings' texts and preview).
	 * @return App_Page[]
	 */
	public static function screens( Request_Types $types, Mail_Kinds $kinds ): array {
		// The inbox and the settings carry the request types (names, columns), so the tabs show at once;
		// the screens that name mails carry the mail kinds.
		$request_types = static fn () => (string) wp_json_encode( $types->catalogue() );
		$mail_kinds    = static fn () => (string) wp_json_encode( $kinds->catalogue() );
		return array(
			new App_Page(
				screen: 'requests',
				slug: self::SLUG,
				title: __( 'Requests', 'immo-wizards' ),
				menu_title: __( 'Requests', 'immo-wizards' ),
				capability: self::REQUESTS_CAPABILITY,
				// Downloads are plain links: the route's URL with the session's REST nonce (`%d`: the request's id).
				data: static fn () => array(
					'export-url'    => self::download_url( 'immo-wizards/v1/requests/export' ),
					'feedback-url'  => self::download_url( 'immo-wizards/v1/requests/%d/openimmo-feedback' ),
					'request-types' => $request_types(),
					'mail-kinds'    => $mail_kinds(),
				),
				dataviews: true
			),
			new App_Page(
				screen: 'settings',
				slug: self::SETTINGS_SLUG,
				title: __( 'Immo Wizards settings', 'immo-wizards' ),
				menu_title: __( 'Settings', 'immo-wizards' ),
				// The site's address is for the embed snippet.
				data: static fn () => array(
					'home-url'      => home_url( '/' ),
					'request-types' => $request_types(),
					'mail-kinds'    => $mail_kinds(),
				)
			),
			new App_Page(
				screen: 'setup',
				slug: self::SETUP_SLUG,
				title: __( 'Set up Immo Wizards', 'immo-wizards' ),
				menu_title: __( 'Setup', 'immo-wizards' ),
				// As the settings: the recipients per request type and the embed snippet.
				data: static fn () => array(
					'home-url'      => home_url( '/' ),
					'request-types' => $request_types(),
				)
			),
			new App_Page(
				screen: 'import',
				slug: self::IMPORT_SLUG,
				title: __( 'OpenImmo import', 'immo-wizards' ),
				menu_title: __( 'Import', 'immo-wizards' ),
				// The largest upload the server takes (the app checks it before sending).
				data: static fn () => array( 'max-upload-bytes' => (int) wp_max_upload_size() )
			),
			new App_Page(
				screen: 'catalogue',
				slug: 'immo-wizards-catalogue',
				title: __( 'Catalogue: categories and fields', 'immo-wizards' ),
				menu_title: __( 'Catalogue', 'immo-wizards' )
			),
			new App_Page(
				screen: 'regions',
				slug: 'immo-wizards-regions',
				title: __( 'Regions', 'immo-wizards' ),
				menu_title: __( 'Regions', 'immo-wizards' ),
				// The map settings (tiles as the wizards use them) and the upload limit.
				data: static fn () => array(
					'config' => (string) wp_json_encode(
						array(
							'map'            => Shared_Config::build( Settings::instance() )['map'],
							'maxUploadBytes' => min( Geojson_Upload::MAX_BYTES, (int) wp_max_upload_size() ),
						)
					),
				)
			),
			new App_Page(
				screen: 'webhooks',
				slug: 'immo-wizards-webhooks',
				title: __( 'Webhooks', 'immo-wizards' ),
				menu_title: __( 'Webhooks', 'immo-wizards' ),
				dataviews: true
			),
			new App_Page(
				screen: 'mails',
				slug: 'immo-wizards-mails',
				title: __( 'Mail log', 'immo-wizards' ),
				menu_title: __( 'Mail log', 'immo-wizards' ),
				data: static fn () => array( 'mail-kinds' => $mail_kinds() ),
				dataviews: true
			),
		);
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
	 * Adds the menu (its entry opens the first screen, the inbox), then the screens under it.
	 */
	public function add_menu(): void {
		$screens = self::screens( $this->types, $this->kinds );
		add_menu_page( __( 'Immo Wizards', 'immo-wizards' ), __( 'Immo Wizards', 'immo-wizards' ), self::REQUESTS_CAPABILITY, self::SLUG, array( $screens[0], 'render' ), 'dashicons-building', 58 );
		foreach ( $screens as $screen ) {
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

	/**
	 * The URL of a download route with the session's REST nonce (a link, so the browser saves the file).
	 *
	 * @param string $route Route below the REST root.
	 */
	private static function download_url( string $route ): string {
		return esc_url_raw( add_query_arg( '_wpnonce', wp_create_nonce( 'wp_rest' ), rest_url( $route ) ) );
	}
}

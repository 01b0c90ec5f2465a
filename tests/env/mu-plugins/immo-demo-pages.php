<?php
/**
 * Development/test environment only (not part of the plugin): creates the demo pages that `npm start`
 * prints and the end-to-end tests visit, sets pretty permalinks and the site language.
 *
 * Loaded as a must-use plugin by `npm start` (copied into the wp-env core) and required by the
 * headless installer of the test environment, which calls `immo_wizards_demo_setup()` directly.
 *
 * @package ImmoWizards
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'IMMO_WIZARDS_DEMO_VERSION' ) ) {
	define( 'IMMO_WIZARDS_DEMO_VERSION', '2' );
}

/** Default message of the contact form demo pages (block attribute and shortcode attribute). */
const IMMO_WIZARDS_DEMO_CONTACT_MESSAGE = 'Guten Tag, ich interessiere mich für Ihre Leistungen. Bitte melden Sie sich bei mir.';

/** Query string the demo links of the exposé inquiry pages carry (the screen reads it). */
const IMMO_WIZARDS_DEMO_EXPOSE_QUERY = '?objectId=4711&customObjectId=ABC-12';

/**
 * A page whose content is one shortcode.
 *
 * @param string $shortcode Shortcode with attributes, e.g. `[immo_newsletter]`.
 */
function immo_wizards_demo_shortcode( string $shortcode ): string {
	return "<!-- wp:shortcode -->\n$shortcode\n<!-- /wp:shortcode -->";
}

/**
 * The demo pages: slug => [ title, content ]. Each screen as a block page and a shortcode page.
 *
 * @return array<string, array{0: string, 1: string}>
 */
function immo_wizards_demo_pages(): array {
	$message = IMMO_WIZARDS_DEMO_CONTACT_MESSAGE;
	return array(
		'lead-wizard-block'                   => array(
			'Lead-Wizard (Block)',
			'<!-- wp:immo-wizards/lead-wizard /-->',
		),
		'lead-wizard-shortcode'               => array(
			'Lead-Wizard (Shortcode)',
			"<!-- wp:shortcode -->\n[immo_lead_wizard]\n<!-- /wp:shortcode -->",
		),
		'lead-wizard-address-first'           => array(
			'Lead-Wizard, Adresse zuerst (Block)',
			'<!-- wp:immo-wizards/lead-wizard {"stepOrder":"address-first"} /-->',
		),
		'lead-wizard-address-first-shortcode' => array(
			'Lead-Wizard, Adresse zuerst (Shortcode)',
			"<!-- wp:shortcode -->\n[immo_lead_wizard step_order=\"address-first\"]\n<!-- /wp:shortcode -->",
		),
		'lead-wizard-rent'                    => array(
			'Lead-Wizard, Vermieten (Block)',
			'<!-- wp:immo-wizards/lead-wizard {"marketingType":"rent"} /-->',
		),
		'saved-search-block'                  => array(
			'Suchprofil-Wizard (Block)',
			'<!-- wp:immo-wizards/saved-search-wizard /-->',
		),
		'saved-search-shortcode'              => array(
			'Suchprofil-Wizard (Shortcode)',
			immo_wizards_demo_shortcode( '[immo_saved_search_wizard]' ),
		),
		'expose-inquiry-block'                => array(
			'Exposé-Anfrage (Block)',
			'<!-- wp:immo-wizards/expose-inquiry /-->',
		),
		'expose-inquiry-shortcode'            => array(
			'Exposé-Anfrage (Shortcode)',
			immo_wizards_demo_shortcode( '[immo_expose_inquiry]' ),
		),
		'contact-block'                       => array(
			'Kontaktformular (Block)',
			'<!-- wp:immo-wizards/contact-form ' . wp_json_encode( array( 'defaultMessage' => $message ), JSON_UNESCAPED_UNICODE ) . ' /-->',
		),
		'contact-shortcode'                   => array(
			'Kontaktformular (Shortcode)',
			immo_wizards_demo_shortcode( '[immo_contact_form default_message="' . $message . '"]' ),
		),
		'newsletter-block'                    => array(
			'Newsletter (Block)',
			'<!-- wp:immo-wizards/newsletter /-->',
		),
		'newsletter-shortcode'                => array(
			'Newsletter (Shortcode)',
			immo_wizards_demo_shortcode( '[immo_newsletter]' ),
		),
		'route-planner-block'                 => array(
			'Ihr Weg zu uns (Block)',
			'<!-- wp:immo-wizards/route-planner /-->',
		),
		'route-planner-shortcode'             => array(
			'Ihr Weg zu uns (Shortcode)',
			immo_wizards_demo_shortcode( '[immo_route_planner]' ),
		),
	);
}

/**
 * Query string a demo page's link carries (the exposé inquiry reads the object from the URL).
 *
 * @param string $slug Page slug.
 */
function immo_wizards_demo_query( string $slug ): string {
	return str_starts_with( $slug, 'expose-inquiry-' ) ? IMMO_WIZARDS_DEMO_EXPOSE_QUERY : '';
}

/**
 * Sets the site language without the language-pack check of `update_option( 'WPLANG' )` (core has no
 * German language pack here; the plugin ships its own translations).
 *
 * @param string $locale 'de_DE', 'en_US', ….
 */
function immo_wizards_demo_set_locale( string $locale ): void {
	global $wpdb;
	$value = 'en_US' === $locale ? '' : $locale;
	if ( get_option( 'WPLANG' ) === $value ) {
		return;
	}
	// Direct writes bypass the language-pack check of sanitize_option() on purpose.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery
	$exists = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name = %s", 'WPLANG' ) );
	if ( $exists ) {
		$wpdb->update( $wpdb->options, array( 'option_value' => $value ), array( 'option_name' => 'WPLANG' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	} else {
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->options,
			array(
				'option_name'  => 'WPLANG',
				'option_value' => $value,
				'autoload'     => 'yes',
			)
		);
	}
	wp_cache_delete( 'alloptions', 'options' );
	wp_cache_delete( 'WPLANG', 'options' );
	wp_cache_delete( 'notoptions', 'options' );
}

/**
 * Creates the missing demo pages, sets permalinks and the language. Idempotent (pages by slug).
 *
 * @param string $locale Site language.
 * @return array<string, int> slug => page id.
 */
function immo_wizards_demo_setup( string $locale = 'de_DE' ): array {
	if ( '/%postname%/' !== get_option( 'permalink_structure' ) ) {
		// Through the rewrite object, so links made later in the same request are pretty too.
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		delete_option( 'rewrite_rules' );
	}
	immo_wizards_demo_set_locale( $locale );

	$ids = array();
	foreach ( immo_wizards_demo_pages() as $slug => $page ) {
		$existing = get_page_by_path( $slug, OBJECT, 'page' );
		if ( $existing ) {
			$ids[ $slug ] = (int) $existing->ID;
			continue;
		}
		$ids[ $slug ] = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => $slug,
				'post_title'   => $page[0],
				'post_content' => $page[1],
				'post_author'  => 1,
			)
		);
	}
	update_option( 'immo_wizards_demo_version', IMMO_WIZARDS_DEMO_VERSION );
	return $ids;
}

/**
 * Titles and URLs of the demo pages and the plugin's portal page.
 *
 * @return array<int, array{title: string, slug: string, url: string}>
 */
function immo_wizards_demo_links(): array {
	$links = array();
	$slugs = array_keys( immo_wizards_demo_pages() );
	$ids   = array();
	foreach ( $slugs as $slug ) {
		$page = get_page_by_path( $slug, OBJECT, 'page' );
		if ( $page ) {
			$ids[] = (int) $page->ID;
		}
	}
	$settings = get_option( 'immo_wizards_settings' );
	if ( is_array( $settings ) && ! empty( $settings['portal_page_id'] ) ) {
		$ids[] = (int) $settings['portal_page_id'];
	}
	foreach ( $ids as $id ) {
		$post = get_post( $id );
		if ( $post && 'publish' === $post->post_status ) {
			$links[] = array(
				'title' => get_the_title( $post ),
				'slug'  => $post->post_name,
				'url'   => get_permalink( $post ) . immo_wizards_demo_query( $post->post_name ),
			);
		}
	}
	return $links;
}

/**
 * Lets the demo host page that `npm start` serves on another port embed the screens (its origin is in
 * `wp-content/immo-demo-host-origin`, written by the start script).
 */
function immo_wizards_demo_allow_host(): void {
	$origin = trim( (string) @file_get_contents( WP_CONTENT_DIR . '/immo-demo-host-origin' ) ); // phpcs:ignore
	if ( '' === $origin || ! class_exists( \ImmoWizards\Settings\Settings::class ) ) {
		return;
	}
	$settings = \ImmoWizards\Settings\Settings::instance();
	$origins  = (array) ( $settings->all()['embed_origins'] ?? array() );
	if ( ! in_array( $origin, $origins, true ) ) {
		$settings->update( array( 'embed_origins' => array_merge( $origins, array( $origin ) ) ) );
	}
}

// The language first, before anything is translated (the plugin's activation creates a translated page).
add_action(
	'muplugins_loaded',
	static function (): void {
		if ( wp_installing() || ! is_blog_installed() || get_option( 'immo_wizards_demo_version' ) === IMMO_WIZARDS_DEMO_VERSION ) {
			return;
		}
		immo_wizards_demo_set_locale( defined( 'IMMO_WIZARDS_DEMO_LOCALE' ) ? IMMO_WIZARDS_DEMO_LOCALE : 'de_DE' );
	}
);

add_action(
	'init',
	static function (): void {
		if ( wp_installing() || ! is_blog_installed() ) {
			return;
		}
		// The development environment mounts the plugin without activating it: activate it, one attempt
		// per server start (the start script writes a new start id), so a broken build cannot loop.
		$plugin   = 'immo-wizards/plugin.php';
		$start_id = (string) @file_get_contents( WP_CONTENT_DIR . '/immo-demo-start-id' ); // phpcs:ignore
		if ( ! in_array( $plugin, (array) get_option( 'active_plugins', array() ), true )
			&& file_exists( WP_PLUGIN_DIR . '/' . $plugin )
			&& get_option( 'immo_wizards_demo_activated' ) !== $start_id ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
			update_option( 'immo_wizards_demo_activated', $start_id );
			$result = activate_plugin( $plugin );
			if ( is_wp_error( $result ) ) {
				error_log( 'immo-demo-pages: ' . $result->get_error_message() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			}
		}
		immo_wizards_demo_allow_host();
		if ( get_option( 'immo_wizards_demo_version' ) === IMMO_WIZARDS_DEMO_VERSION ) {
			return;
		}
		immo_wizards_demo_setup( defined( 'IMMO_WIZARDS_DEMO_LOCALE' ) ? IMMO_WIZARDS_DEMO_LOCALE : 'de_DE' );
	},
	1
);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'immo-wizards-demo/v1',
			'/pages',
			array(
				'methods'             => 'GET',
				'callback'            => 'immo_wizards_demo_links',
				// Public on purpose: lists published pages only, in development environments.
				'permission_callback' => '__return_true',
			)
		);
	}
);

<?php
/**
 * Site Health: requests arrive through a proxy that is not configured.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

use ImmoWizards\Admin\Admin_Menu;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Behind a reverse proxy or CDN every visitor arrives from the proxy's address, so without the
 * trusted-proxy setting all of them share one rate-limit bucket. The rate limiter notes when an
 * `X-Forwarded-For` header arrives while no proxy is configured (at most once an hour, one small
 * option); the Site Health test reads that note.
 */
final class Proxy_Health {

	/** Unix time an X-Forwarded-For header was last seen without a configured proxy. */
	public const OPTION = 'immo_wizards_forwarded_seen';

	/** A sighting older than this no longer warns. */
	private const RECENT = WEEK_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings.
	 */
	public function __construct( private Settings $settings ) {
	}

	/**
	 * Adds the test.
	 */
	public function register(): void {
		add_filter( 'site_status_tests', array( $this, 'add_test' ) );
	}

	/**
	 * Notes a forwarded request (writes at most once an hour).
	 */
	public static function record_forwarded_header(): void {
		$now = time();
		if ( (int) get_option( self::OPTION, 0 ) < $now - HOUR_IN_SECONDS ) {
			update_option( self::OPTION, $now, true );
		}
	}

	/**
	 * Filter callback of `site_status_tests`.
	 *
	 * @param mixed $tests Tests.
	 * @return mixed
	 */
	public function add_test( $tests ) {
		if ( is_array( $tests ) ) {
			$tests['direct']['immo_wizards_trusted_proxy'] = array(
				'label' => __( 'Immo Wizards recognises visitors behind a proxy', 'immo-wizards' ),
				'test'  => array( $this, 'run' ),
			);
		}
		return $tests;
	}

	/**
	 * The test result.
	 *
	 * @return array<string, mixed>
	 */
	public function run(): array {
		$result = array(
			'label'       => __( 'Immo Wizards recognises visitors behind a proxy', 'immo-wizards' ),
			'status'      => 'good',
			'badge'       => array(
				'label' => __( 'Security', 'immo-wizards' ),
				'color' => 'blue',
			),
			'description' => '<p>' . esc_html__( 'Rate limits of the wizards and the address search count per visitor address.', 'immo-wizards' ) . '</p>',
			'actions'     => '',
			'test'        => 'immo_wizards_trusted_proxy',
		);
		if ( ! $this->settings->trusted_proxies() && $this->forwarded_recently() ) {
			$result['status']         = 'recommended';
			$result['label']          = __( 'Requests arrive through a proxy that Immo Wizards does not know', 'immo-wizards' );
			$result['badge']['color'] = 'orange';
			$result['description']    = '<p>' . esc_html__( 'Requests carry an X-Forwarded-For header, but no trusted proxy is configured. Behind a reverse proxy or CDN all visitors then share one rate-limit bucket, and a few requests can block the forms for everyone. Enter the addresses of your proxies under Immo Wizards → Settings. If your site is not behind a proxy, you can ignore this: anyone can send the header.', 'immo-wizards' ) . '</p>';
			$result['actions']        = sprintf(
				'<p><a href="%s">%s</a></p>',
				esc_url( Admin_Menu::url( Admin_Menu::SETTINGS_SLUG ) ),
				esc_html__( 'Configure trusted proxies', 'immo-wizards' )
			);
		}
		return $result;
	}

	/**
	 * Whether the current request or a recent one carried X-Forwarded-For.
	 */
	private function forwarded_recently(): bool {
		if ( ! empty( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) {
			return true;
		}
		return (int) get_option( self::OPTION, 0 ) >= time() - self::RECENT;
	}
}

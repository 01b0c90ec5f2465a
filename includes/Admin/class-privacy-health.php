<?php
/**
 * Site Health test: a privacy policy for the forms to link to.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Tools → Site Health: good while the forms' consent text and the cookie banner link to a privacy
 * policy (the plugin's setting, else the page WordPress knows), critical while there is none: the
 * forms collect personal data. Its sentences are the admin notice's too (Privacy_Notice).
 */
final class Privacy_Health {

	public const TEST = 'immo_wizards_privacy_policy';

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings (the privacy policy's address).
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
	 * Filter: registers the direct test.
	 *
	 * @param mixed $tests Site Health tests.
	 * @return array<string,mixed>
	 */
	public function add_test( $tests ): array {
		$tests                         = is_array( $tests ) ? $tests : array();
		$tests['direct'][ self::TEST ] = array(
			'label' => __( 'Immo Wizards links to your privacy policy', 'immo-wizards' ),
			'test'  => array( $this, 'result' ),
		);
		return $tests;
	}

	/**
	 * The test's result.
	 *
	 * @return array{label:string,status:string,badge:array{label:string,color:string},description:string,actions:string,test:string}
	 */
	public function result(): array {
		$url     = $this->settings->privacy_url();
		$missing = '' === $url;
		return array(
			'label'       => $missing ? __( 'Immo Wizards has no privacy policy to link to', 'immo-wizards' ) : __( 'Immo Wizards links to your privacy policy', 'immo-wizards' ),
			'status'      => $missing ? 'critical' : 'good',
			'badge'       => array(
				'label' => __( 'Privacy', 'immo-wizards' ),
				'color' => $missing ? 'red' : 'blue',
			),
			'description' => $missing
				? '<p>' . esc_html( self::problem() ) . '</p>'
				: '<p>' . sprintf(
					/* translators: %s: the privacy policy's address, a link */
					esc_html__( 'The consent text of the forms and the cookie banner link to %s.', 'immo-wizards' ),
					'<a href="' . esc_url( $url ) . '">' . esc_html( $url ) . '</a>'
				) . '</p>',
			'actions'     => $missing ? self::actions() : '',
			'test'        => self::TEST,
		);
	}

	/**
	 * What is missing and why it matters (plain text).
	 */
	public static function problem(): string {
		return __( 'Every Immo Wizards form asks visitors to consent to the processing of their data, and the cookie banner explains what is stored; both should link to your privacy policy. This site has no published privacy policy page and no privacy policy address in the Immo Wizards settings, so the forms cannot refer to one.', 'immo-wizards' );
	}

	/**
	 * Where to fix it: the site's privacy policy page (for users who may choose it) or the plugin's
	 * setting (HTML).
	 */
	public static function actions(): string {
		$links = array();
		if ( current_user_can( 'manage_privacy_options' ) ) {
			$links[] = sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-privacy.php' ) ), esc_html__( 'Choose the privacy policy page', 'immo-wizards' ) );
		}
		$links[] = sprintf( '<a href="%s">%s</a>', esc_url( Admin_Menu::url( Admin_Menu::SETTINGS_SLUG ) ), esc_html__( 'Enter a privacy policy address', 'immo-wizards' ) );
		return implode( ' | ', $links );
	}
}

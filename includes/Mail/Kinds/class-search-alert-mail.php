<?php
/**
 * A seeker's alert about new listings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Alerts\Alert_Template;
use ImmoWizards\Mail\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * New listings per saved search, each search's deactivate link, the portal link (Alerts\Alert_Mail
 * stores it, Alert_Template words it).
 */
final class Search_Alert_Mail extends Plain_Mail {

	public const NAME = 'search_alert';

	/**
	 * Name.
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Search profile alert', 'immo-wizards' );
	}

	/**
	 * The mail.
	 *
	 * @param Templates    $templates Layout.
	 * @param array<mixed> $args      Sections (per saved search: deactivate link and listing cards), the portal's link, the recipient's locale, the recipient (for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array {
		return ( new Alert_Template( $templates ) )->render( (array) $args[0], (string) $args[1], (string) $args[2], (array) ( $args[3] ?? array() ) );
	}

	/**
	 * One search with one listing.
	 *
	 * @return array<mixed>
	 */
	public function sample(): array {
		$home = home_url( '/' );
		return array(
			array(
				array(
					'deactivate' => $home . '#preview',
					'listings'   => array(
						array(
							'title' => 'Helle 3-Zimmer-Wohnung',
							'url'   => $home,
							'image' => '',
							'price' => 350000.0,
							'place' => '10115 Berlin',
						),
					),
				),
			),
			$home . '#savedSearch',
			determine_locale(),
			self::SAMPLE_CONTACT,
		);
	}
}

<?php
/**
 * The alert mail's text.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Greeting;
use ImmoWizards\Mail\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Renders subject, HTML and plain text of one contact's alert: the greeting, per saved search its new
 * listings as cards and its deactivate link, then the link to the portal's Suchprofile. Rendered inside
 * Mailer::in_locale() through Templates, like the other mails; every value is escaped in the HTML part.
 */
final class Alert_Template {

	/**
	 * Constructor.
	 *
	 * @param Templates $templates The mails' layout and footer.
	 */
	public function __construct( private Templates $templates ) {
	}

	/**
	 * The mail.
	 *
	 * @param array<int, array{deactivate:string, listings:array<int, array{title:string,url:string,image:string,price:?float,place:string}>}> $sections Per saved search.
	 * @param string                                                                                                                           $portal   Link to the portal's Suchprofile.
	 * @param string                                                                                                                           $locale   The recipient's locale.
	 * @param array<string,mixed>                                                                                                              $contact  The recipient (salutation and names, for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( array $sections, string $portal, string $locale, array $contact = array() ): array {
		$count = array_sum( array_map( static fn ( $section ) => count( $section['listings'] ), $sections ) );
		/* translators: %d: number of listings */
		$subject = sprintf( _n( '%d new listing for your saved search', '%d new listings for your saved searches', $count, 'immo-wizards' ), $count );
		$hello   = Greeting::line( $contact );
		$intro   = __( 'We have new listings that match your saved search:', 'immo-wizards' );
		$off     = __( 'Deactivate saved search', 'immo-wizards' );
		$manage  = __( 'Manage your saved searches', 'immo-wizards' );
		$html    = '<p>' . esc_html( $hello ) . '</p><p>' . esc_html( $intro ) . '</p>';
		$text    = $hello . "\n\n" . $intro . "\n";
		foreach ( $sections as $section ) {
			foreach ( $section['listings'] as $listing ) {
				$facts = implode( ' · ', array_filter( array( self::price( $listing['price'], $locale ), $listing['place'] ) ) );
				$html .= '<table cellpadding="0" cellspacing="0" style="margin:16px 0;border:1px solid #dddddd;width:100%;max-width:560px"><tr>'
					. ( '' !== $listing['image'] ? '<td width="160" valign="top"><a href="' . esc_url( $listing['url'] ) . '"><img src="' . esc_url( $listing['image'] ) . '" width="160" alt="" style="display:block"></a></td>' : '' )
					. '<td valign="top" style="padding:8px 12px"><a href="' . esc_url( $listing['url'] ) . '" style="font-weight:bold;color:#1565c0">' . esc_html( $listing['title'] ) . '</a><br>' . esc_html( $facts ) . '</td></tr></table>';
				$text .= "\n" . $listing['title'] . "\n" . $facts . "\n" . $listing['url'] . "\n";
			}
			$html .= '<p style="font-size:13px"><a href="' . esc_url( $section['deactivate'] ) . '" style="color:#666666">' . esc_html( $off ) . '</a></p>';
			$text .= "\n" . $off . ': ' . $section['deactivate'] . "\n";
		}
		$html .= '<p><a href="' . esc_url( $portal ) . '">' . esc_html( $manage ) . '</a></p>';
		$text .= "\n" . $manage . ': ' . $portal . "\n";
		return array(
			'subject' => $subject,
			'html'    => $this->templates->layout( $subject, $html ),
			'text'    => $text . $this->templates->text_footer(),
		);
	}

	/**
	 * A price in euros without decimals, written the way the mail's language writes numbers.
	 *
	 * @param float|null $price  Price.
	 * @param string     $locale The recipient's locale.
	 */
	public static function price( ?float $price, string $locale ): string {
		if ( null === $price ) {
			return '';
		}
		$language = I18n::mail_locale( $locale );
		$amount   = I18n::number( $price, 0, $language );
		return 'en_US' === $language ? '€' . $amount : $amount . ' €';
	}
}

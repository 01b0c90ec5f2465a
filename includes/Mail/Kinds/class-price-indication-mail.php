<?php
/**
 * The owner's price indication, sent after she confirmed her lead.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Greeting;
use ImmoWizards\Mail\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * The confirmation's follow-up: the range, the number of comparable listings with their dates and
 * the fixed note that it is no valuation (Wertermittlung); queued by the market module only for a
 * confirmed owner lead that has an indication.
 */
final class Price_Indication_Mail extends Plain_Mail {

	public const NAME = 'price_indication';

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
		return __( 'Price indication', 'immo-wizards' );
	}

	/**
	 * The mail.
	 *
	 * @param Templates    $templates Layout.
	 * @param array<mixed> $args      The owner (salutation and names) and the indication (low, high, count, from, to).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array {
		$indication = (array) ( $args[1] ?? array() );
		$day        = static fn ( $time ) => wp_date( 'd.m.Y', (int) strtotime( (string) $time ), new \DateTimeZone( 'UTC' ) );
		$subject    = __( 'Your non-binding price indication', 'immo-wizards' );
		$greeting   = Greeting::line( (array) ( $args[0] ?? array() ) );
		$lines      = array(
			/* translators: 1: lower amount, 2: upper amount (formatted numbers) */
			sprintf( __( 'Non-binding price indication: %1$s – %2$s €', 'immo-wizards' ), I18n::number( (float) ( $indication['low'] ?? 0 ) ), I18n::number( (float) ( $indication['high'] ?? 0 ) ) ),
			/* translators: 1: number of comparable listings, 2: first date, 3: last date */
			sprintf( __( 'From %1$d comparable listings of our agency, %2$s to %3$s.', 'immo-wizards' ), (int) ( $indication['count'] ?? 0 ), $day( $indication['from'] ?? '' ), $day( $indication['to'] ?? '' ) ),
			__( 'This is not a valuation (Wertermittlung). We will contact you.', 'immo-wizards' ),
		);
		return array(
			'subject' => $subject,
			'html'    => $templates->layout( $subject, Templates::paragraph( $greeting ) . implode( '', array_map( array( Templates::class, 'paragraph' ), $lines ) ) ),
			'text'    => $greeting . "\n\n" . implode( "\n\n", $lines ) . "\n" . $templates->text_footer(),
		);
	}

	/**
	 * Erika's indication.
	 *
	 * @return array<mixed>
	 */
	public function sample(): array {
		return array(
			self::SAMPLE_CONTACT,
			array(
				'low'   => 310000,
				'high'  => 355000,
				'count' => 7,
				'from'  => gmdate( 'c', strtotime( '-20 months' ) ),
				'to'    => gmdate( 'c' ),
			),
		);
	}
}

<?php
/**
 * The dashboard widget's lines from the funnel statistics.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Sent, confirmed and their conversion in the last 7 days, each with the change against the 7 days
 * before, and a link to Immo Wizards → Auswertung.
 */
final class Funnel_Widget_Part {

	/**
	 * Constructor.
	 *
	 * @param array{current: array{submitted:int, confirmed:int}, previous: array{submitted:int, confirmed:int}} $week The two weeks.
	 */
	public function __construct( private array $week ) {
	}

	/**
	 * Prints the lines.
	 */
	public function render(): void {
		[ $now, $before ] = array( $this->week['current'], $this->week['previous'] );
		$rate             = self::rate( $now );
		$previous_rate    = self::rate( $before );
		echo '<h3>' . esc_html__( 'Conversion in the last 7 days', 'immo-wizards' ) . '</h3><ul class="immo-wizards-funnel-week">';
		self::line( __( 'Sent', 'immo-wizards' ), number_format_i18n( $now['submitted'] ), self::change( $now['submitted'], $before['submitted'] ) );
		self::line( __( 'Confirmed', 'immo-wizards' ), number_format_i18n( $now['confirmed'] ), self::change( $now['confirmed'], $before['confirmed'] ) );
		self::line(
			__( 'Conversion (confirmed of sent)', 'immo-wizards' ),
			null === $rate ? '–' : self::percent( $rate ),
			null === $rate || null === $previous_rate ? __( 'no comparison', 'immo-wizards' ) : self::points( $rate - $previous_rate )
		);
		printf( '</ul><p><a href="%s">%s</a></p>', esc_url( Admin_Menu::url( Admin_Menu::ANALYTICS_SLUG ) ), esc_html__( 'Open the analytics', 'immo-wizards' ) );
	}

	/**
	 * One line: label, value and the change against the week before.
	 *
	 * @param string $label  Label.
	 * @param string $value  Value.
	 * @param string $change Change.
	 */
	private static function line( string $label, string $value, string $change ): void {
		/* translators: %s: change against the 7 days before, e.g. "+20 %". */
		$versus = sprintf( __( '%s against the week before', 'immo-wizards' ), $change );
		printf( '<li>%s: <strong>%s</strong> <span class="description">(%s)</span></li>', esc_html( $label ), esc_html( $value ), esc_html( $versus ) );
	}

	/**
	 * Confirmed of sent, or null without sent requests.
	 *
	 * @param array{submitted:int, confirmed:int} $week A week.
	 */
	private static function rate( array $week ): ?float {
		return $week['submitted'] > 0 ? $week['confirmed'] / $week['submitted'] : null;
	}

	/**
	 * The relative change of a count ("+20 %"), or "new" after a week without any.
	 *
	 * @param int $now    This week.
	 * @param int $before The week before.
	 */
	private static function change( int $now, int $before ): string {
		if ( 0 === $before ) {
			return 0 === $now ? '±0 %' : __( 'new', 'immo-wizards' );
		}
		$change = ( $now - $before ) / $before;
		return ( $change > 0 ? '+' : ( $change < 0 ? '−' : '±' ) ) . self::percent( abs( $change ) );
	}

	/**
	 * A share as a percentage ("66.7 %" in the site's number format).
	 *
	 * @param float $share 0…1.
	 */
	private static function percent( float $share ): string {
		return number_format_i18n( $share * 100, 1 ) . ' %';
	}

	/**
	 * A change of a share in percentage points.
	 *
	 * @param float $delta Difference of two shares.
	 */
	private static function points( float $delta ): string {
		$sign = $delta > 0 ? '+' : ( $delta < 0 ? '−' : '±' );
		/* translators: %s: percentage points, e.g. "+5.0". */
		return sprintf( __( '%s percentage points', 'immo-wizards' ), $sign . number_format_i18n( abs( $delta ) * 100, 1 ) );
	}
}

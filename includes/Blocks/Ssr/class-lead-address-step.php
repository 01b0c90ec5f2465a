<?php
/**
 * The lead wizard's address step as src/wizards/lead-wizard/steps/address-step.tsx first renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * The address step before the visitor decided on consent: the server knows no decision (useConsent's
 * server snapshot), so the map and the address search are off, the manual fields show, the map's
 * place says it is disabled, and nothing entered yet means no 'Enter details' button. The step's
 * frame (intro, step header, the step's section and heading) belongs to the wizard's first step.
 */
final class Lead_Address_Step {

	private const BLOCK = 'wp-block-immo-wizards-lead-wizard';

	/**
	 * The step's content below its heading, first step of the wizard (no back button).
	 *
	 * @param Ids $ids The step's id scope (`$ids->part( 'address' )`).
	 */
	public static function body( Ids $ids ): string {
		return self::manual_address( $ids )
			. Feature_Disabled::render()
			. Html::element( 'div', array( 'class' => self::BLOCK . '__actions' ) );
	}

	/**
	 * Street, house number, postcode and city, empty (ManualAddressFields): street and number on one
	 * row, postcode and city on the next.
	 *
	 * @param Ids $ids The step's id scope.
	 */
	private static function manual_address( Ids $ids ): string {
		$field = static fn ( string $name, string $label, int $maxlength, ?string $autocomplete = null ) => Fields::text_input(
			$ids,
			$name,
			$label,
			array(
				'maxlength'    => $maxlength,
				'autocomplete' => $autocomplete,
			)
		);
		$row   = static fn ( string $modifier, string ...$fields ) => Html::element(
			'div',
			array( 'class' => self::BLOCK . '__address-row ' . self::BLOCK . '__address-row--' . $modifier ),
			...$fields
		);
		return Html::element(
			'div',
			array( 'class' => self::BLOCK . '__manual-address' ),
			$row( 'street', $field( 'street', __( 'Street', 'immo-wizards' ), 100 ), $field( 'number', __( 'House no.', 'immo-wizards' ), 20 ) ),
			$row( 'city', $field( 'zip', __( 'Postcode', 'immo-wizards' ), 10, 'postal-code' ), $field( 'city', __( 'City', 'immo-wizards' ), 100, 'address-level2' ) )
		);
	}
}

<?php
/**
 * The lead wizard's first step as src/wizards/lead-wizard/lead-wizard.tsx renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * The owner's intro, the step header and the first step: the category step, or the address step
 * of the address-first wizard (Lead_Address_Step, only while consent is undecided on the server).
 */
final class Lead_Wizard_Step implements First_Step {

	private const BLOCK = 'wp-block-immo-wizards-lead-wizard';

	/**
	 * The wizard's first render, or null for an address-first wizard whose map may show at once.
	 *
	 * @param array<string, mixed> $config The lead wizard's config.
	 * @param Ids                  $ids    Its id scope.
	 */
	public function render( array $config, Ids $ids ): ?string {
		// As normaliseConfig.
		$address_first = 'address-first' === ( $config['stepOrder'] ?? '' );
		if ( $address_first && ! Lead_Address_Step::renders( $config ) ) {
			return null;
		}
		$mode = 'seeker' === ( $config['mode'] ?? '' ) ? 'seeker' : 'owner';
		$step = $address_first
			? Wizard_Parts::step( self::BLOCK, 'address', Lead_Address_Step::render( $ids->part( 'address' ) ) )
			: Wizard_Parts::step( self::BLOCK, 'category', self::category_step( $config, $ids, $mode ) );
		return Wizard_Parts::wizard_frame(
			self::BLOCK,
			'owner' === $mode ? self::owner_intro() : '',
			( $config['showSteps'] ?? true ) ? Wizard_Parts::step_header( self::steps( $address_first, (bool) ( $config['contactForm'] ?? true ) ) ) : '',
			$step
		);
	}

	/**
	 * The category step, first of the wizard.
	 *
	 * @param array<string, mixed> $config The lead wizard's config.
	 * @param Ids                  $ids    Its id scope.
	 * @param string               $mode   'owner' or 'seeker'.
	 */
	private static function category_step( array $config, Ids $ids, string $mode ): string {
		return Category_Step::render(
			self::BLOCK,
			$ids->part( 'category' ),
			'seeker' === $mode
				? __( 'What kind of property are you looking for?', 'immo-wizards' )
				: __( 'What kind of property is it?', 'immo-wizards' ),
			'lead',
			$mode,
			array_values( (array) ( $config['categories'] ?? array() ) ),
			'rent' === ( $config['marketingType'] ?? '' ) ? 'rent' : 'buy'
		);
	}

	/**
	 * The step header's steps (getSteps, stepLabel): only the first is editable before any choice.
	 *
	 * @param bool $address_first Whether the address comes before the property.
	 * @param bool $contact_form  Whether the contact step is shown.
	 * @return array<int, array{0: string, 1: bool}>
	 */
	private static function steps( bool $address_first, bool $contact_form ): array {
		$labels = array( __( 'Property', 'immo-wizards' ), __( 'Address', 'immo-wizards' ) );
		if ( $address_first ) {
			$labels = array_reverse( $labels );
		}
		$labels[] = __( 'Details', 'immo-wizards' );
		if ( $contact_form ) {
			$labels[] = __( 'Contact', 'immo-wizards' );
		}
		return array_map( static fn ( string $label, int $index ) => array( $label, 0 === $index ), $labels, array_keys( $labels ) );
	}

	/**
	 * The owner's intro above the steps (OwnerIntro).
	 */
	private static function owner_intro(): string {
		return Html::element(
			'header',
			array( 'class' => self::BLOCK . '__intro' ),
			Html::element( 'h2', array( 'class' => self::BLOCK . '__intro-title' ), Html::text( __( 'Are you looking for a buyer or tenant?', 'immo-wizards' ) ) ),
			Html::element( 'p', array( 'class' => self::BLOCK . '__intro-text' ), Html::text( __( 'We advise you – free of charge and without obligation', 'immo-wizards' ) ) )
		);
	}
}

<?php
/**
 * The lead wizard's first step as src/wizards/lead-wizard/lead-wizard.tsx renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * The category-first wizard: the owner's intro, the step header and the category step. The
 * address-first wizard starts with the address step, which this class does not render.
 */
final class Lead_Wizard_Step implements First_Step {

	private const BLOCK = 'wp-block-immo-wizards-lead-wizard';

	/**
	 * The wizard's first render, or null for the address-first order.
	 *
	 * @param array<string, mixed> $config The lead wizard's config.
	 * @param Ids                  $ids    Its id scope.
	 */
	public function render( array $config, Ids $ids ): ?string {
		// As normaliseConfig.
		if ( 'address-first' === ( $config['stepOrder'] ?? '' ) ) {
			return null;
		}
		$mode      = 'seeker' === ( $config['mode'] ?? '' ) ? 'seeker' : 'owner';
		$marketing = 'rent' === ( $config['marketingType'] ?? '' ) ? 'rent' : 'buy';
		$title     = 'seeker' === $mode
			? __( 'What kind of property are you looking for?', 'immo-wizards' )
			: __( 'What kind of property is it?', 'immo-wizards' );
		$step      = Category_Step::render(
			self::BLOCK,
			$ids->part( 'category' ),
			$title,
			'lead',
			$mode,
			array_values( (array) ( $config['categories'] ?? array() ) ),
			$marketing
		);
		return Wizard_Parts::wizard_frame(
			self::BLOCK,
			'owner' === $mode ? self::owner_intro() : '',
			( $config['showSteps'] ?? true ) ? Wizard_Parts::step_header( self::steps( (bool) ( $config['contactForm'] ?? true ) ) ) : '',
			Wizard_Parts::step( self::BLOCK, 'category', $step )
		);
	}

	/**
	 * The step header's steps (getSteps, stepLabel): only the first is editable before any choice.
	 *
	 * @param bool $contact_form Whether the contact step is shown.
	 * @return array<int, array{0: string, 1: bool}>
	 */
	private static function steps( bool $contact_form ): array {
		$steps = array(
			array( __( 'Property', 'immo-wizards' ), true ),
			array( __( 'Address', 'immo-wizards' ), false ),
			array( __( 'Details', 'immo-wizards' ), false ),
		);
		if ( $contact_form ) {
			$steps[] = array( __( 'Contact', 'immo-wizards' ), false );
		}
		return $steps;
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

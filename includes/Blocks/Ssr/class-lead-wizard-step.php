<?php
/**
 * The lead wizard's first step as src/wizards/lead-wizard/lead-wizard.tsx renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * The owner's intro, the step header and the first step: the category step, or for the
 * address-first wizard the address step (Lead_Address_Step) where the server can render it.
 */
final class Lead_Wizard_Step implements First_Step {

	private const BLOCK = 'wp-block-immo-wizards-lead-wizard';

	/**
	 * The wizard's first render, or null where the client must render it.
	 *
	 * @param array<string, mixed> $config The lead wizard's config.
	 * @param Ids                  $ids    Its id scope.
	 */
	public function render( array $config, Ids $ids ): ?string {
		$mode      = 'seeker' === ( $config['mode'] ?? '' ) ? 'seeker' : 'owner';
		$marketing = 'rent' === ( $config['marketingType'] ?? '' ) ? 'rent' : 'buy';
		// As normaliseConfig.
		if ( 'address-first' === ( $config['stepOrder'] ?? '' ) ) {
			if ( ! Cookie_Banner::asks( $config ) ) {
				return null;
			}
			$key = 'address';
			/* translators: %s: ' ' followed by the property in the genitive, e.g. ' of your house' (German: ' Ihres Hauses'), or nothing. */
			$step = Wizard_Parts::step_heading( self::BLOCK, sprintf( __( 'What is the address%s?', 'immo-wizards' ), '' ) )
				. Lead_Address_Step::body( $ids->part( 'address' ) );
		} else {
			$key   = 'category';
			$title = 'seeker' === $mode
				? __( 'What kind of property are you looking for?', 'immo-wizards' )
				: __( 'What kind of property is it?', 'immo-wizards' );
			$step  = Category_Step::render(
				self::BLOCK,
				$ids->part( 'category' ),
				$title,
				'lead',
				$mode,
				array_values( (array) ( $config['categories'] ?? array() ) ),
				$marketing
			);
		}
		return Wizard_Parts::wizard_frame(
			self::BLOCK,
			'owner' === $mode ? self::owner_intro() : '',
			( $config['showSteps'] ?? true ) ? Wizard_Parts::step_header( self::steps( $key, (bool) ( $config['contactForm'] ?? true ) ) ) : '',
			Wizard_Parts::step( self::BLOCK, $key, $step )
		);
	}

	/**
	 * The step header's steps (getSteps, stepLabel): only the first is editable before any choice.
	 *
	 * @param string $first        The first step: 'category' or 'address' (the step order).
	 * @param bool   $contact_form Whether the contact step is shown.
	 * @return array<int, array{0: string, 1: bool}>
	 */
	private static function steps( string $first, bool $contact_form ): array {
		$category = __( 'Property', 'immo-wizards' );
		$address  = __( 'Address', 'immo-wizards' );
		$labels   = 'address' === $first ? array( $address, $category ) : array( $category, $address );
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

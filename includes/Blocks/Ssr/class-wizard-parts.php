<?php
/**
 * The wizards' frame and shared step parts as src/wizards/shared and src/components render them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * Parts of a wizard's first render: the frame, the step header on its first step, the current
 * step's section and heading, a radio group.
 */
final class Wizard_Parts {

	/**
	 * The wizard's root (WizardFrame): intro, step header, steps.
	 *
	 * @param string $block    BEM block of the wizard.
	 * @param string ...$parts Markup of its parts.
	 */
	public static function wizard_frame( string $block, string ...$parts ): string {
		return Html::element( 'div', array( 'class' => $block . '__wizard' ), ...$parts );
	}

	/**
	 * The numbered steps with the first one current (StepHeader).
	 *
	 * @param array<int, array{0: string, 1: bool}> $steps Each step's label and whether it is editable.
	 */
	public static function step_header( array $steps ): string {
		$items = array();
		foreach ( array_values( $steps ) as $index => list( $label, $editable ) ) {
			$current = 0 === $index;
			$button  = Html::element(
				'button',
				array(
					'type'         => 'button',
					'class'        => 'immo-wizards-step-header__button',
					'aria-current' => $current ? 'step' : null,
					'disabled'     => ! $editable,
				),
				Html::element(
					'span',
					array(
						'class'       => 'immo-wizards-step-header__number',
						'aria-hidden' => 'true',
					),
					Html::text( (string) ( $index + 1 ) )
				),
				Html::element( 'span', array( 'class' => 'immo-wizards-step-header__label' ), Html::text( $label ) )
			);
			$items[] = Html::element(
				'li',
				array( 'class' => 'immo-wizards-step-header__step is-' . ( $current ? 'current' : 'upcoming' ) ),
				$button
			);
		}
		return Html::element(
			'nav',
			array(
				'class'      => 'immo-wizards-step-header',
				'aria-label' => __( 'Steps', 'immo-wizards' ),
			),
			Html::element( 'ol', array( 'class' => 'immo-wizards-step-header__list' ), ...$items )
		);
	}

	/**
	 * The current step's section (WizardSteps).
	 *
	 * @param string $block   BEM block of the wizard.
	 * @param string $key     The step's key.
	 * @param string ...$parts Markup of the step.
	 */
	public static function step( string $block, string $key, string ...$parts ): string {
		return Html::element( 'section', array( 'class' => $block . '__step ' . $block . '__step--' . $key ), ...$parts );
	}

	/**
	 * A step's title, focusable by script (StepHeading).
	 *
	 * @param string $block BEM block of the wizard (the heading is `{block}__title`).
	 * @param string $title The title.
	 */
	public static function step_heading( string $block, string $title ): string {
		return Html::element(
			'h2',
			array(
				'class'                    => $block . '__title',
				'tabindex'                 => '-1',
				'data-wizard-step-heading' => '',
			),
			Html::text( $title )
		);
	}

	/**
	 * Radio buttons in a fieldset, one checked, no error (RadioGroup).
	 *
	 * @param Ids                   $ids     The id scope of the form (the step's).
	 * @param string                $name    The field's name.
	 * @param string                $label   The legend.
	 * @param array<string, string> $options Labels by value, in order.
	 * @param string                $value   The checked value.
	 */
	public static function radio_group( Ids $ids, string $name, string $label, array $options, string $value ): string {
		$input_id = $ids->id( $name );
		$labels   = array();
		foreach ( array_keys( $options ) as $index => $option ) {
			$text     = $options[ $option ];
			$id       = $input_id . '-' . $index;
			$labels[] = Html::element(
				'label',
				array(
					'class' => 'immo-wizards-field__option',
					'for'   => $id,
				),
				Html::element(
					'input',
					array(
						'id'      => $id,
						'type'    => 'radio',
						'name'    => $input_id,
						'value'   => (string) $option,
						'checked' => (string) $option === $value,
					)
				),
				Html::text( $text )
			);
		}
		return Html::element(
			'fieldset',
			array(
				'class' => 'immo-wizards-field immo-wizards-field--radio-group',
				'role'  => 'radiogroup',
			),
			Html::element( 'legend', array( 'class' => 'immo-wizards-field__legend' ), Html::text( $label ) ),
			Html::element( 'div', array( 'class' => 'immo-wizards-field__options' ), ...$labels )
		);
	}
}

<?php
/**
 * The form primitives as src/components/form and the shared wizard parts render them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * Field parts shared by the server-rendered first steps. A field's id is its name in the id scope
 * (useFormField → useDomId( name )); a first render shows no error, so no aria-invalid or
 * aria-describedby either.
 */
final class Fields {

	/**
	 * The visual asterisk of a required field (RequiredMark).
	 */
	public static function required_mark(): string {
		return Html::element(
			'span',
			array(
				'class'       => 'immo-wizards-field__required',
				'aria-hidden' => 'true',
			),
			Html::text( ' *' )
		);
	}

	/**
	 * The primary submit button, not sending (SubmitButton).
	 *
	 * @param string $block BEM block of the form.
	 * @param string $label Its text.
	 */
	public static function submit_button( string $block, string $label ): string {
		return Html::element(
			'button',
			array(
				'type'      => 'submit',
				'class'     => $block . '__button ' . $block . '__button--primary',
				'aria-busy' => 'false',
			),
			Html::text( $label )
		);
	}

	/**
	 * A single-line text field (TextInput), not focused: its value shows trimmed.
	 *
	 * @param Ids                  $ids   The id scope.
	 * @param string               $name  The field's name.
	 * @param string               $label Its label (plain text).
	 * @param array<string, mixed> $props `required`, `type` ('text'), `autocomplete`, `maxlength`, `value` ('').
	 */
	public static function text_input( Ids $ids, string $name, string $label, array $props = array() ): string {
		$input = Html::element(
			'input',
			self::control( $ids, $name, $props ) + array(
				'class'        => 'immo-wizards-field__input',
				'type'         => $props['type'] ?? 'text',
				'autocomplete' => $props['autocomplete'] ?? null,
				'maxlength'    => $props['maxlength'] ?? null,
				'value'        => trim( (string) ( $props['value'] ?? '' ) ),
			)
		);
		return self::field( $ids->id( $name ), Html::text( $label ), $props, $input );
	}

	/**
	 * A multi-line text field (Textarea).
	 *
	 * @param Ids                  $ids   The id scope.
	 * @param string               $name  The field's name.
	 * @param string               $label Its label (plain text).
	 * @param array<string, mixed> $props `required`, `rows` (3), `maxlength`, `value` ('').
	 */
	public static function textarea( Ids $ids, string $name, string $label, array $props = array() ): string {
		$value = (string) ( $props['value'] ?? '' );
		// As react-dom: the parser drops a textarea's first newline, so a leading one is doubled.
		$text     = ( str_starts_with( $value, "\n" ) ? "\n" : '' ) . Html::text( $value );
		$textarea = Html::element(
			'textarea',
			self::control( $ids, $name, $props ) + array(
				'class'     => 'immo-wizards-field__input',
				'rows'      => $props['rows'] ?? 3,
				'maxlength' => $props['maxlength'] ?? null,
			),
			$text
		);
		return self::field( $ids->id( $name ), Html::text( $label ), $props, $textarea );
	}

	/**
	 * A native select (SelectInput) with its empty option while nothing is chosen or when clearable.
	 *
	 * @param Ids                   $ids     The id scope.
	 * @param string                $name    The field's name.
	 * @param string                $label   Its label (plain text).
	 * @param array<string, string> $options Option labels by value.
	 * @param array<string, mixed>  $props   `required`, `class`, `clearable`, `placeholder`, `value` ('').
	 */
	public static function select_input( Ids $ids, string $name, string $label, array $options, array $props = array() ): string {
		$value     = (string) ( $props['value'] ?? '' );
		$clearable = ! empty( $props['clearable'] );
		$items     = '';
		if ( $clearable || '' === $value ) {
			$options = array( '' => $props['placeholder'] ?? __( 'Please choose', 'immo-wizards' ) ) + $options;
		}
		foreach ( $options as $option => $text ) {
			$items .= Html::element(
				'option',
				array(
					'value'    => (string) $option,
					'selected' => (string) $option === $value,
				),
				Html::text( $text )
			);
		}
		$clear   = $clearable && '' !== $value ? Html::element(
			'button',
			array(
				'type'  => 'button',
				'class' => 'immo-wizards-field__clear',
			),
			Html::text( __( 'Clear', 'immo-wizards' ) ),
			Html::element( 'span', array( 'class' => 'immo-wizards-visually-hidden' ), Html::text( ': ' . $label ) )
		) : '';
		$control = Html::element(
			'div',
			array( 'class' => 'immo-wizards-field__control' ),
			Html::element( 'select', self::control( $ids, $name, $props ) + array( 'class' => 'immo-wizards-field__input' ), $items ),
			$clear
		);
		return self::field( $ids->id( $name ), Html::text( $label ), $props, $control );
	}

	/**
	 * A checkbox (Checkbox), its label after it.
	 *
	 * @param Ids                  $ids   The id scope.
	 * @param string               $name  The field's name.
	 * @param string               $label Its label as markup (it may hold a link, see privacy_label()).
	 * @param array<string, mixed> $props `required`, `checked` (false).
	 */
	public static function checkbox( Ids $ids, string $name, string $label, array $props = array() ): string {
		$input = Html::element(
			'input',
			self::control( $ids, $name, $props ) + array(
				'type'    => 'checkbox',
				'checked' => ! empty( $props['checked'] ),
			)
		);
		return self::field( $ids->id( $name ), $label, array( 'modifier' => 'checkbox' ) + $props, $input );
	}

	/**
	 * A translated label with its `<a>` part as ContactFields interpolates it: a link to the
	 * privacy policy in a new tab.
	 *
	 * @param string $translated  The translated label with `<a>…</a>`.
	 * @param string $privacy_url The privacy policy's address.
	 */
	public static function privacy_label( string $translated, string $privacy_url ): string {
		list( $before, $element, $after ) = Html::interpolate(
			$translated,
			'a',
			static fn ( string $inner ) => Html::element(
				'a',
				array(
					'href'   => $privacy_url,
					'target' => '_blank',
					'rel'    => 'noopener noreferrer',
				),
				$inner
			)
		);
		return Html::text( $before ) . $element . Html::text( $after );
	}

	/**
	 * The attributes every control starts with (useFormField's controlProps).
	 *
	 * @param Ids                  $ids   The id scope.
	 * @param string               $name  The field's name.
	 * @param array<string, mixed> $props `required`.
	 * @return array<string, string|null>
	 */
	private static function control( Ids $ids, string $name, array $props ): array {
		return array(
			'id'            => $ids->id( $name ),
			'name'          => $name,
			'aria-required' => empty( $props['required'] ) ? null : 'true',
		);
	}

	/**
	 * The wrapper of a single control (Field): label (FieldLabel), the control; a checkbox's label after it.
	 *
	 * @param string               $id      The control's id.
	 * @param string               $label   The label's markup.
	 * @param array<string, mixed> $props   `required`, `modifier`, `class`.
	 * @param string               $control The control's markup.
	 */
	private static function field( string $id, string $label, array $props, string $control ): string {
		$modifier  = (string) ( $props['modifier'] ?? '' );
		$label_tag = Html::element(
			'label',
			array(
				'class' => 'immo-wizards-field__label',
				'for'   => $id,
			),
			$label,
			empty( $props['required'] ) ? '' : self::required_mark()
		);
		$classes   = array_filter( array( 'immo-wizards-field', '' === $modifier ? '' : 'immo-wizards-field--' . $modifier, (string) ( $props['class'] ?? '' ) ) );
		$after     = 'checkbox' === $modifier;
		return Html::element(
			'div',
			array( 'class' => implode( ' ', $classes ) ),
			$after ? '' : $label_tag,
			$control,
			$after ? $label_tag : ''
		);
	}
}

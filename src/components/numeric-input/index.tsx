/**
 * External dependencies
 */
import type { FieldValues } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Field } from '../form/field-parts';
import { useFormField, type FormFieldProps } from '../form/use-form-field';
import {
	formatNumber,
	normaliseNumericInput,
	parseNumber,
	toEditableText,
} from './parse';

export { formatNumber, normaliseNumericInput, parseNumber, toEditableText };

export interface NumericInputProps<
	T extends FieldValues,
	TTransformed = T,
> extends FormFieldProps< T, TTransformed > {
	/** Shown after the input, e.g. 'm²' or '€'. */
	unit?: string | null;
	/** Display text while not focused; defaults to German formatting ('1.000,5'). */
	format?: ( value: number ) => string;
	placeholder?: string;
}

/**
 * A number field reporting number|null to the form. While focused it shows the editable text
 * ('1000,5'), otherwise the formatted number ('1.000,5').
 *
 * @param props The field props.
 */
export function NumericInput< T extends FieldValues, TTransformed = T >(
	props: NumericInputProps< T, TTransformed >
) {
	const { unit, format = formatNumber, placeholder } = props;
	const formField = useFormField( props );
	const { field } = formField;
	const value: number | null =
		typeof field.value === 'number' ? field.value : null;
	const [ editing, setEditing ] = useState( false );
	const [ text, setText ] = useState( () => toEditableText( value ) );
	const unitId = formField.inputId + '-unit';

	let shown = text;
	if ( ! editing ) {
		shown = value === null ? text : format( value );
	}

	return (
		<Field field={ formField }>
			<div className="immo-wizards-field__control">
				<input
					{ ...formField.controlProps( !! unit && unitId ) }
					className="immo-wizards-field__input"
					type="text"
					inputMode="decimal"
					autoComplete="off"
					placeholder={ placeholder }
					value={ shown }
					onFocus={ ( event ) => {
						// Keep what was typed unless the value was changed from outside.
						const editable =
							parseNumber( text ) !== value
								? toEditableText( value )
								: text;
						setText( editable );
						setEditing( true );
						// The editable text goes in now, not with the next render: autofill, fast typing
						// and "select all, type" act on the field before React commits, and would edit the
						// formatted text, which that render then replaces (typed digits were appended).
						const input = event.currentTarget;
						const whole =
							input.value !== '' &&
							input.selectionStart === 0 &&
							input.selectionEnd === input.value.length;
						if ( input.value !== editable ) {
							input.value = editable;
							if ( whole ) {
								input.select();
							}
						}
					} }
					onChange={ ( event ) => {
						const next = normaliseNumericInput(
							event.target.value
						);
						setText( next );
						field.onChange( parseNumber( next ) );
					} }
					onBlur={ () => {
						setEditing( false );
						field.onBlur();
					} }
				/>
				{ unit && (
					<span id={ unitId } className="immo-wizards-field__unit">
						{ unit }
					</span>
				) }
			</div>
		</Field>
	);
}

export default NumericInput;

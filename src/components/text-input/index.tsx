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
import {
	textValue,
	trimOnBlur,
	useFormField,
	type FormFieldProps,
} from '../form/use-form-field';

export interface TextInputProps<
	T extends FieldValues,
	TTransformed = T,
> extends FormFieldProps< T, TTransformed > {
	type?: 'text' | 'email' | 'tel';
	autoComplete?: string;
	maxLength?: number;
	/** Display text while the field is not focused; defaults to the trimmed text. */
	format?: ( value: string ) => string;
}

const trimmed = ( value: string ) => value.trim();

/**
 * A text field: editable text while focused, the formatted text otherwise. The value is trimmed
 * when the field loses focus.
 *
 * @param props The field props.
 */
export function TextInput< T extends FieldValues, TTransformed = T >(
	props: TextInputProps< T, TTransformed >
) {
	const { type = 'text', autoComplete, maxLength, format = trimmed } = props;
	const formField = useFormField( props );
	const { field } = formField;
	const [ editing, setEditing ] = useState( false );
	const value = textValue( field.value );

	return (
		<Field field={ formField }>
			<input
				{ ...formField.controlProps() }
				className="immo-wizards-field__input"
				type={ type }
				autoComplete={ autoComplete }
				maxLength={ maxLength }
				value={ editing ? value : format( value ) }
				onFocus={ () => setEditing( true ) }
				onChange={ ( event ) => field.onChange( event.target.value ) }
				onBlur={ () => {
					setEditing( false );
					trimOnBlur( field, value );
				} }
			/>
		</Field>
	);
}

export default TextInput;

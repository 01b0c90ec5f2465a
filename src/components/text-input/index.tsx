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
import { FieldError, FieldLabel } from '../form/field-parts';
import {
	classNames,
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
	const {
		control,
		name,
		label,
		required,
		className,
		type = 'text',
		autoComplete,
		maxLength,
		format = trimmed,
	} = props;
	const { field, inputId, errorId, error, describedBy } = useFormField(
		control,
		name
	);
	const [ editing, setEditing ] = useState( false );
	const value = typeof field.value === 'string' ? field.value : '';

	return (
		<div className={ classNames( 'immo-wizards-field', className ) }>
			<FieldLabel
				htmlFor={ inputId }
				label={ label }
				required={ required }
			/>
			<input
				ref={ field.ref }
				id={ inputId }
				name={ field.name }
				className="immo-wizards-field__input"
				type={ type }
				autoComplete={ autoComplete }
				maxLength={ maxLength }
				value={ editing ? value : format( value ) }
				aria-required={ required || undefined }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ describedBy() }
				onFocus={ () => setEditing( true ) }
				onChange={ ( event ) => field.onChange( event.target.value ) }
				onBlur={ () => {
					setEditing( false );
					if ( value !== value.trim() ) {
						field.onChange( value.trim() );
					}
					field.onBlur();
				} }
			/>
			<FieldError id={ errorId } message={ error } />
		</div>
	);
}

export default TextInput;

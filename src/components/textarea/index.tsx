/**
 * External dependencies
 */
import type { FieldValues } from 'react-hook-form';

/**
 * Internal dependencies
 */
import { FieldError, FieldLabel } from '../form/field-parts';
import {
	classNames,
	useFormField,
	type FormFieldProps,
} from '../form/use-form-field';

export interface TextareaProps<
	T extends FieldValues,
	TTransformed = T,
> extends FormFieldProps< T, TTransformed > {
	rows?: number;
	maxLength?: number;
}

/**
 * A multi-line text field (3 rows), trimmed when it loses focus.
 *
 * @param props The field props.
 */
export function Textarea< T extends FieldValues, TTransformed = T >(
	props: TextareaProps< T, TTransformed >
) {
	const {
		control,
		name,
		label,
		required,
		className,
		rows = 3,
		maxLength,
	} = props;
	const { field, inputId, errorId, error, describedBy } = useFormField(
		control,
		name
	);
	const value = typeof field.value === 'string' ? field.value : '';

	return (
		<div className={ classNames( 'immo-wizards-field', className ) }>
			<FieldLabel
				htmlFor={ inputId }
				label={ label }
				required={ required }
			/>
			<textarea
				ref={ field.ref }
				id={ inputId }
				name={ field.name }
				className="immo-wizards-field__input"
				rows={ rows }
				maxLength={ maxLength }
				value={ value }
				aria-required={ required || undefined }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ describedBy() }
				onChange={ ( event ) => field.onChange( event.target.value ) }
				onBlur={ () => {
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

export default Textarea;

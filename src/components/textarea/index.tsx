/**
 * External dependencies
 */
import type { FieldValues } from 'react-hook-form';

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
	const { rows = 3, maxLength } = props;
	const formField = useFormField( props );
	const { field } = formField;
	const value = textValue( field.value );

	return (
		<Field field={ formField }>
			<textarea
				{ ...formField.controlProps() }
				className="immo-wizards-field__input"
				rows={ rows }
				maxLength={ maxLength }
				value={ value }
				onChange={ ( event ) => field.onChange( event.target.value ) }
				onBlur={ () => trimOnBlur( field, value ) }
			/>
		</Field>
	);
}

export default Textarea;

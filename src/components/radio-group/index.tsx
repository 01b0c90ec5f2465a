/**
 * External dependencies
 */
import type { FieldValues } from 'react-hook-form';

/**
 * Internal dependencies
 */
import { useFormField, type FormFieldProps } from '../form/use-form-field';
import { RadioChoices, type RadioOption } from './choices';

export type { RadioOption } from './choices';

export interface RadioGroupProps<
	T extends FieldValues,
	TTransformed = T,
> extends FormFieldProps< T, TTransformed > {
	options: RadioOption[];
}

/**
 * Radio buttons in a fieldset whose legend is the label, bound to a string value of a form.
 *
 * @param props The field props.
 */
export function RadioGroup< T extends FieldValues, TTransformed = T >(
	props: RadioGroupProps< T, TTransformed >
) {
	const formField = useFormField( props );
	const { field } = formField;
	return (
		<RadioChoices
			id={ formField.inputId }
			label={ formField.label }
			options={ props.options }
			value={ field.value }
			onChange={ field.onChange }
			onBlur={ field.onBlur }
			inputRef={ field.ref }
			required={ formField.required }
			className={ formField.className }
			aria={ formField.ariaProps() }
			errorId={ formField.errorId }
			error={ formField.error }
		/>
	);
}

export default RadioGroup;

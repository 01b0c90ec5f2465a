/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

/**
 * Internal dependencies
 */
import { Field } from '../form/field-parts';
import { useFormField, type FormFieldProps } from '../form/use-form-field';

export interface CheckboxProps<
	T extends FieldValues,
	TTransformed = T,
> extends Omit< FormFieldProps< T, TTransformed >, 'label' > {
	/** May contain a link (e.g. to the privacy policy). */
	label: ReactNode;
}

/**
 * A checkbox bound to a boolean value.
 *
 * @param props The field props.
 */
export function Checkbox< T extends FieldValues, TTransformed = T >(
	props: CheckboxProps< T, TTransformed >
) {
	const formField = useFormField( props );
	const { field } = formField;

	return (
		<Field field={ formField } modifier="checkbox" labelAfter>
			<input
				{ ...formField.controlProps() }
				type="checkbox"
				checked={ field.value === true }
				onChange={ ( event ) => field.onChange( event.target.checked ) }
				onBlur={ field.onBlur }
			/>
		</Field>
	);
}

export default Checkbox;

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

/**
 * Internal dependencies
 */
import { FieldError, RequiredMark } from '../form/field-parts';
import {
	classNames,
	useFormField,
	type FormFieldProps,
} from '../form/use-form-field';

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
	const { control, name, label, required, className } = props;
	const { field, inputId, errorId, error, describedBy } = useFormField(
		control,
		name
	);

	return (
		<div
			className={ classNames(
				'immo-wizards-field',
				'immo-wizards-field--checkbox',
				className
			) }
		>
			<input
				ref={ field.ref }
				id={ inputId }
				name={ field.name }
				type="checkbox"
				checked={ field.value === true }
				aria-required={ required || undefined }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ describedBy() }
				onChange={ ( event ) => field.onChange( event.target.checked ) }
				onBlur={ field.onBlur }
			/>
			<label className="immo-wizards-field__label" htmlFor={ inputId }>
				{ label }
				{ required && <RequiredMark /> }
			</label>
			<FieldError id={ errorId } message={ error } />
		</div>
	);
}

export default Checkbox;

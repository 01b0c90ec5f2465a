/**
 * External dependencies
 */
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

export interface RadioOption {
	value: string;
	label: string;
}

export interface RadioGroupProps<
	T extends FieldValues,
	TTransformed = T,
> extends FormFieldProps< T, TTransformed > {
	options: RadioOption[];
}

/**
 * Radio buttons in a fieldset whose legend is the label, bound to a string value.
 *
 * @param props The field props.
 */
export function RadioGroup< T extends FieldValues, TTransformed = T >(
	props: RadioGroupProps< T, TTransformed >
) {
	const { options } = props;
	const formField = useFormField( props );
	const { field, inputId, label, required } = formField;

	return (
		<fieldset
			className={ classNames(
				'immo-wizards-field',
				'immo-wizards-field--radio-group',
				formField.className
			) }
			// A radiogroup (still a fieldset) accepts aria-invalid and aria-required.
			role="radiogroup"
			{ ...formField.ariaProps() }
		>
			<legend className="immo-wizards-field__legend">
				{ label }
				{ required && <RequiredMark /> }
			</legend>
			<div className="immo-wizards-field__options">
				{ options.map( ( option, index ) => (
					<label
						key={ option.value }
						className="immo-wizards-field__option"
						htmlFor={ `${ inputId }-${ index }` }
					>
						<input
							ref={ index === 0 ? field.ref : undefined }
							id={ `${ inputId }-${ index }` }
							type="radio"
							// Unique per widget: several wizards on one page must not share a radio group.
							name={ inputId }
							value={ option.value }
							checked={ field.value === option.value }
							onChange={ () => field.onChange( option.value ) }
							onBlur={ field.onBlur }
						/>
						{ option.label }
					</label>
				) ) }
			</div>
			<FieldError id={ formField.errorId } message={ formField.error } />
		</fieldset>
	);
}

export default RadioGroup;

/**
 * External dependencies
 */
import type { FieldValues } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Field } from '../form/field-parts';
import { useFormField, type FormFieldProps } from '../form/use-form-field';

export interface SelectOption {
	value: string;
	label: string;
}

export interface SelectInputProps<
	T extends FieldValues,
	TTransformed = T,
> extends FormFieldProps< T, TTransformed > {
	options: SelectOption[];
	/** Keep the empty option selectable and show a clear button once a value is chosen. */
	clearable?: boolean;
	/** Text of the empty option; defaults to 'Please choose'. */
	placeholder?: string;
}

/**
 * A native select bound to a string value ('' = nothing chosen).
 *
 * @param props The field props.
 */
export function SelectInput< T extends FieldValues, TTransformed = T >(
	props: SelectInputProps< T, TTransformed >
) {
	const { label, options, clearable, placeholder } = props;
	const formField = useFormField( props );
	const { field } = formField;
	const value =
		typeof field.value === 'string' || typeof field.value === 'number'
			? String( field.value )
			: '';
	const emptyLabel = placeholder ?? __( 'Please choose', 'immo-wizards' );

	return (
		<Field field={ formField }>
			<div className="immo-wizards-field__control">
				<select
					{ ...formField.controlProps() }
					className="immo-wizards-field__input"
					value={ value }
					onChange={ ( event ) =>
						field.onChange( event.target.value )
					}
					onBlur={ field.onBlur }
				>
					{ ( clearable || value === '' ) && (
						<option value="">{ emptyLabel }</option>
					) }
					{ options.map( ( option ) => (
						<option key={ option.value } value={ option.value }>
							{ option.label }
						</option>
					) ) }
				</select>
				{ clearable && value !== '' && (
					<button
						type="button"
						className="immo-wizards-field__clear"
						onClick={ () => field.onChange( '' ) }
					>
						{ __( 'Clear', 'immo-wizards' ) }
						<span className="immo-wizards-visually-hidden">
							{ ': ' + label }
						</span>
					</button>
				) }
			</div>
		</Field>
	);
}

export default SelectInput;

/**
 * Radio buttons in a fieldset whose legend is the label, without a form library: the markup of
 * RadioGroup, for a value kept by its owner (the wizards' first step, whose code every visitor
 * loads, has no form).
 */
/**
 * External dependencies
 */
import type { ReactNode, Ref } from 'react';

/**
 * Internal dependencies
 */
import { classNames } from '../form/class-names';
import { FieldError, RequiredMark } from '../form/field-parts';

export interface RadioOption {
	value: string;
	label: string;
}

export interface RadioChoicesProps {
	/** Id of the group; the options' ids and the radio name derive from it. */
	id: string;
	label: ReactNode;
	options: RadioOption[];
	value: unknown;
	onChange: ( value: string ) => void;
	onBlur?: () => void;
	/** Given to the first option (focus on an error). */
	inputRef?: Ref< HTMLInputElement >;
	required?: boolean;
	className?: string;
	/** aria-required, aria-invalid and aria-describedby of the group. */
	aria?: Record< string, unknown >;
	errorId?: string;
	error?: string;
}

export function RadioChoices( props: RadioChoicesProps ) {
	const { id, label, options, value, onChange, onBlur, inputRef } = props;
	return (
		<fieldset
			className={ classNames(
				'immo-wizards-field',
				'immo-wizards-field--radio-group',
				props.className
			) }
			// A radiogroup (still a fieldset) accepts aria-invalid and aria-required.
			role="radiogroup"
			{ ...props.aria }
		>
			<legend className="immo-wizards-field__legend">
				{ label }
				{ props.required && <RequiredMark /> }
			</legend>
			<div className="immo-wizards-field__options">
				{ options.map( ( option, index ) => (
					<label
						key={ option.value }
						className="immo-wizards-field__option"
						htmlFor={ `${ id }-${ index }` }
					>
						<input
							ref={ index === 0 ? inputRef : undefined }
							id={ `${ id }-${ index }` }
							type="radio"
							// Unique per widget: several wizards on one page must not share a radio group.
							name={ id }
							value={ option.value }
							checked={ value === option.value }
							onChange={ () => onChange( option.value ) }
							onBlur={ onBlur }
						/>
						{ option.label }
					</label>
				) ) }
			</div>
			<FieldError
				id={ props.errorId ?? `${ id }-error` }
				message={ props.error }
			/>
		</fieldset>
	);
}

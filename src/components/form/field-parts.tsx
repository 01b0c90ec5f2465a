/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { classNames } from './class-names';
import type { FormField } from './use-form-field';
import './style.scss';

/** Visual marker only: inputs carry `aria-required` for assistive technology. */
export function RequiredMark() {
	return (
		<span className="immo-wizards-field__required" aria-hidden="true">
			{ ' *' }
		</span>
	);
}

interface FieldLabelProps {
	htmlFor: string;
	/** May contain a link (e.g. the checkbox's privacy policy). */
	label: ReactNode;
	required?: boolean;
}

export function FieldLabel( { htmlFor, label, required }: FieldLabelProps ) {
	return (
		<label className="immo-wizards-field__label" htmlFor={ htmlFor }>
			{ label }
			{ required && <RequiredMark /> }
		</label>
	);
}

interface FieldErrorProps {
	id: string;
	message?: string;
}

export function FieldError( { id, message }: FieldErrorProps ) {
	if ( ! message ) {
		return null;
	}
	return (
		<p className="immo-wizards-field__error" id={ id }>
			{ message }
		</p>
	);
}

interface FieldProps {
	/** The bound field (from useFormField): ids, error, label, required, className. */
	field: Pick<
		FormField,
		'inputId' | 'errorId' | 'error' | 'label' | 'required' | 'className'
	>;
	/** Modifier class of the wrapper, e.g. 'checkbox' for `immo-wizards-field--checkbox`. */
	modifier?: string;
	/** Render the label after the control (checkbox) instead of before it. */
	labelAfter?: boolean;
	/** The control. */
	children: ReactNode;
}

/**
 * The wrapper every single-control primitive shares: label, the control, then the error.
 *
 * @param props The wrapper props.
 */
export function Field( props: FieldProps ) {
	const { field, modifier, labelAfter, children } = props;
	const fieldLabel = (
		<FieldLabel
			htmlFor={ field.inputId }
			label={ field.label }
			required={ field.required }
		/>
	);
	return (
		<div
			className={ classNames(
				'immo-wizards-field',
				modifier && `immo-wizards-field--${ modifier }`,
				field.className
			) }
		>
			{ ! labelAfter && fieldLabel }
			{ children }
			{ labelAfter && fieldLabel }
			<FieldError id={ field.errorId } message={ field.error } />
		</div>
	);
}

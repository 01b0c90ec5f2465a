/**
 * Internal dependencies
 */
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
	label: string;
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

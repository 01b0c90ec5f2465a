/**
 * External dependencies
 */
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

/** Props every form primitive shares. */
export interface FormFieldProps< T extends FieldValues, TTransformed = T > {
	/** The react-hook-form control of the form. */
	control: Control< T, unknown, TTransformed >;
	name: FieldPath< T >;
	label: string;
	/** Marks the label with an asterisk; the rule itself lives in the form's schema. */
	required?: boolean;
	className?: string;
}

/**
 * Binds a primitive to react-hook-form and derives its ids and accessibility attributes.
 * Errors are shown only after a submit attempt.
 *
 * @param control The form control.
 * @param name    The field name.
 */
export function useFormField< T extends FieldValues, TTransformed = T >(
	control: Control< T, unknown, TTransformed >,
	name: FieldPath< T >
) {
	const { field, fieldState, formState } = useController( {
		control,
		name,
	} );
	const inputId = 'immo-wizards-' + useId().replace( /:/g, '' );
	const errorId = inputId + '-error';
	const error =
		formState.isSubmitted && fieldState.error
			? fieldState.error.message || ' '
			: undefined;
	return {
		field,
		inputId,
		errorId,
		error,
		/**
		 * aria-describedby: the given ids plus the error's.
		 *
		 * @param ids Ids of other describing elements.
		 */
		describedBy: ( ...ids: ( string | undefined | false )[] ) =>
			[ ...ids, error && errorId ].filter( Boolean ).join( ' ' ) ||
			undefined,
	};
}

/**
 * Joins class names, skipping empty ones.
 *
 * @param names Class names.
 */
export function classNames( ...names: ( string | false | undefined )[] ) {
	return names.filter( Boolean ).join( ' ' );
}

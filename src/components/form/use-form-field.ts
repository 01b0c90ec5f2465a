/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type {
	Control,
	ControllerRenderProps,
	FieldPath,
	FieldValues,
} from 'react-hook-form';

/**
 * Internal dependencies
 */
import { useDomId } from '../../host/dom-id';

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

type DescribedByIds = ( string | undefined | false )[];

/**
 * Binds a primitive to react-hook-form and derives its ids and accessibility attributes.
 * Errors are shown only after a submit attempt.
 *
 * @param props The primitive's props (control, name, label, required, className).
 */
export function useFormField< T extends FieldValues, TTransformed = T >(
	props: Omit< FormFieldProps< T, TTransformed >, 'label' > & {
		label: ReactNode;
	}
) {
	const { control, name, label, required, className } = props;
	const { field, fieldState, formState } = useController( {
		control,
		name,
	} );
	const inputId = useDomId( name );
	const errorId = inputId + '-error';
	const error =
		formState.isSubmitted && fieldState.error
			? fieldState.error.message || ' '
			: undefined;
	/**
	 * aria-describedby: the given ids plus the error's.
	 *
	 * @param ids Ids of other describing elements.
	 */
	const describedBy = ( ...ids: DescribedByIds ) =>
		[ ...ids, error && errorId ].filter( Boolean ).join( ' ' ) || undefined;
	/**
	 * aria-required, aria-invalid and aria-describedby of the control.
	 *
	 * @param ids Ids of other describing elements.
	 */
	const ariaProps = ( ...ids: DescribedByIds ) => ( {
		'aria-required': required || undefined,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': describedBy( ...ids ),
	} );
	return {
		field,
		inputId,
		errorId,
		error,
		label,
		required,
		className,
		describedBy,
		ariaProps,
		/**
		 * Binding and accessibility attributes of the single native control (ref, id, name, aria-*).
		 *
		 * @param ids Ids of other describing elements.
		 */
		controlProps: ( ...ids: DescribedByIds ) => ( {
			ref: field.ref,
			id: inputId,
			name: field.name,
			...ariaProps( ...ids ),
		} ),
	};
}

/** What useFormField returns. */
export type FormField = ReturnType< typeof useFormField >;

/**
 * The value of a text field: the form's string, else ''.
 *
 * @param value The form value.
 */
export function textValue( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * Blur handler part of the text fields: reports the trimmed text if it differs, then the blur.
 *
 * @param field The bound field.
 * @param value The current text.
 */
export function trimOnBlur(
	field: Pick< ControllerRenderProps, 'onChange' | 'onBlur' >,
	value: string
) {
	if ( value !== value.trim() ) {
		field.onChange( value.trim() );
	}
	field.onBlur();
}

// In a module of its own: the parts without react-hook-form (field-parts, RadioChoices) use it too.
export { classNames } from './class-names';

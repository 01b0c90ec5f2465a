/**
 * Test helper: renders fields inside a react-hook-form form validated by a zod schema.
 */
/**
 * External dependencies
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import { SnackbarProvider } from '../../../snackbar';
import { useWizardForm } from '../../use-wizard-form';

interface Options< T extends FieldValues > {
	schema: z.ZodMiniType< T, T >;
	defaultValues: T;
	fields: ( control: Control< T, unknown, T > ) => ReactNode;
	onValid?: ( values: T ) => void;
}

function Form< T extends FieldValues >( {
	schema,
	defaultValues,
	fields,
	onValid = () => {},
}: Options< T > ) {
	const form = useWizardForm< T, T >( {
		schema,
		defaultValues: defaultValues as never,
	} );
	return (
		<form noValidate onSubmit={ form.submit( onValid ) }>
			{ fields( form.control ) }
			<button type="submit">Submit</button>
		</form>
	);
}

export function renderForm< T extends FieldValues >( options: Options< T > ) {
	return render(
		<SnackbarProvider>
			<Form { ...options } />
		</SnackbarProvider>
	);
}

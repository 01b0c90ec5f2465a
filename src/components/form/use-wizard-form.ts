/**
 * External dependencies
 */
import { useForm } from 'react-hook-form';
import type { FieldValues, SubmitHandler, UseFormProps } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useSnackbar } from '../snackbar';
import { schemaResolver } from './schema-resolver';

export type WizardFormOptions< TValues extends FieldValues, TOutput > = Omit<
	UseFormProps< TValues, unknown, TOutput >,
	'resolver'
> & {
	schema: z.ZodMiniType< TOutput, TValues >;
};

/**
 * useForm with the zod schema as resolver and the spec's "userError": an invalid submit shows
 * 'Please check your input.' in the snackbar and sets `userError`.
 *
 * @param options Form options plus the schema.
 */
export function useWizardForm< TValues extends FieldValues, TOutput = TValues >(
	options: WizardFormOptions< TValues, TOutput >
) {
	const { schema, ...formOptions } = options;
	const form = useForm< TValues, unknown, TOutput >( {
		...formOptions,
		resolver: schemaResolver( schema ),
	} );
	const { show } = useSnackbar();
	const [ userError, setUserError ] = useState( false );
	const { handleSubmit } = form;

	const submit = useCallback(
		( onValid: SubmitHandler< TOutput > ) =>
			handleSubmit(
				( values, event ) => {
					setUserError( false );
					return onValid( values, event );
				},
				() => {
					setUserError( true );
					show(
						__( 'Please check your input.', 'immo-wizards' ),
						'error'
					);
				}
			),
		[ handleSubmit, show ]
	);

	return { ...form, userError, submit };
}

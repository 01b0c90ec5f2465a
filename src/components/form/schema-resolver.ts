/**
 * External dependencies
 */
import { toNestErrors } from '@hookform/resolvers';
import type {
	FieldError,
	FieldErrors,
	FieldValues,
	Resolver,
} from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * The forms' resolver: validates with the zod schema and gives each field its first issue (message,
 * and the issue's code as type), as `@hookform/resolvers/zod` does for these schemas, without its code
 * for unions, zod 3 and the browser's native validation, which no form here uses: the first screen
 * of every form carries less.
 *
 * @param schema The form's schema.
 */
export function schemaResolver< TValues extends FieldValues, TOutput >(
	schema: z.ZodMiniType< TOutput, TValues >
): Resolver< TValues, unknown, TOutput > {
	return async ( values, _context, options ) => {
		const result = await schema.safeParseAsync( values );
		if ( result.success ) {
			return { values: result.data, errors: {} };
		}
		const errors: Record< string, FieldError > = {};
		for ( const issue of result.error.issues ) {
			const path = issue.path.map( String ).join( '.' );
			errors[ path ] ??= { message: issue.message, type: issue.code };
		}
		return {
			values: {},
			errors: toNestErrors( errors, options ) as FieldErrors< TValues >,
		};
	};
}

/** Loads a form's schema (its own chunk: zod is not part of a form's first paint). */
export type SchemaLoader<
	TValues extends FieldValues,
	TOutput,
> = () => Promise< z.ZodMiniType< TOutput, TValues > >;

/**
 * The resolver of a form whose schema is loaded lazily: each validation awaits the schema, so a
 * submit before it arrived waits for it instead of failing.
 *
 * @param load Loads the schema (once; see loadOnce).
 */
export function lazySchemaResolver< TValues extends FieldValues, TOutput >(
	load: SchemaLoader< TValues, TOutput >
): Resolver< TValues, unknown, TOutput > {
	return async ( values, context, options ) =>
		schemaResolver( await load() )( values, context, options );
}

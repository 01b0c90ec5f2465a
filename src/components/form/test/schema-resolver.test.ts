/**
 * External dependencies
 */
import type { ResolverOptions } from 'react-hook-form';
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import { lazySchemaResolver } from '../schema-resolver';
import { loadOnce } from '../../../host/load-once';

type Values = { email: string };

const schema = z.object( {
	email: z.string().check( z.minLength( 1, 'Required.' ) ),
} );

const options = {
	fields: {},
	shouldUseNativeValidation: false,
} as ResolverOptions< Values >;

describe( 'lazySchemaResolver', () => {
	it( 'waits for the schema that has not arrived yet, then validates with it', async () => {
		let arrive: ( value: typeof schema ) => void = () => {};
		const load = jest.fn(
			() =>
				new Promise< typeof schema >( ( resolve ) => {
					arrive = resolve;
				} )
		);
		const resolver = lazySchemaResolver< Values, Values >(
			loadOnce( load )
		);
		const pending = resolver( { email: '' }, undefined, options );
		arrive( schema );
		const result = await pending;
		expect( result.errors.email?.message ).toBe( 'Required.' );
		expect(
			await resolver( { email: 'a@b.de' }, undefined, options )
		).toEqual( { values: { email: 'a@b.de' }, errors: {} } );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'loads the schema again after a failed load', async () => {
		const load = jest
			.fn()
			.mockRejectedValueOnce( new Error( 'chunk failed' ) )
			.mockResolvedValue( schema );
		const resolver = lazySchemaResolver< Values, Values >(
			loadOnce( load )
		);
		await expect(
			resolver( { email: '' }, undefined, options )
		).rejects.toThrow( 'chunk failed' );
		expect(
			( await resolver( { email: '' }, undefined, options ) ).errors.email
				?.message
		).toBe( 'Required.' );
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );
} );

/**
 * External dependencies
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Internal dependencies
 */
import schema from '../rest-schema.json';
import {
	CONTACT_MAX_LENGTH,
	CONTACT_METHODS,
	SALUTATIONS,
	WISHES,
	type FormType,
	type ObjectType,
} from '../rest-limits';

describe( 'REST schema dump', () => {
	it( 'the generated TypeScript holds the committed JSON (else run npm run schema)', () => {
		const dir = join( __dirname, '../rest-routes' );
		const modules = readdirSync( dir ).filter(
			( file ) => file !== 'shared.ts'
		);
		expect( modules ).not.toHaveLength( 0 );
		for ( const file of modules ) {
			// Each module names its route in the comment above its one export.
			const [ , path ] =
				/\/\*\* `([^`]+)` \*\//.exec(
					readFileSync( join( dir, file ), 'utf8' )
				) ?? [];
			const [ route ] = Object.values( require( join( dir, file ) ) );
			expect( { file, route } ).toEqual( {
				file,
				route: schema[ path as keyof typeof schema ],
			} );
		}
	} );

	it( 'gives the client literal unions and numeric limits', () => {
		const objectTypes: ObjectType[] = [ 'LIVING', 'COMMERCIAL' ];
		// @ts-expect-error: not a request type of the server.
		const unknownType: FormType = 'order';
		expect( [ objectTypes, unknownType ] ).toHaveLength( 2 );
		// The forms label each of these values: a new server value needs its label.
		expect( SALUTATIONS ).toEqual( [ 'Frau', 'Herr' ] );
		expect( WISHES ).toEqual( [ 'besichtigung', 'anruf', 'detail' ] );
		expect( CONTACT_METHODS ).toEqual( [ 'email', 'phone', 'letter' ] );
		for ( const max of Object.values( CONTACT_MAX_LENGTH ) ) {
			expect( max ).toBeGreaterThan( 0 );
		}
	} );
} );

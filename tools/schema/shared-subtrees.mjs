/**
 * Finds the arg schemas the REST routes repeat (the contact, the field values, the locations …) so
 * tools/schema-ts.mjs writes each once, in a shared module the route modules import.
 *
 * A subtree is shared when it is an arg schema (or a property of one) of some size and still appears
 * twice once every larger shared subtree is written once: a schema that only ever appears inside the
 * contact stays inside the contact.
 */

/** A schema of this many JSON lines is shared wherever it repeats. */
const MIN_LINES = 10;

/**
 * A smaller one only where it repeats under one name (`per_page`, `workflow`): one limit and a type
 * found under several names (`city`, `street`) is no thing of its own and reads better in place.
 */
const MIN_LINES_SAME_NAME = 6;

/** Keys that structure a schema and name nothing. */
const STRUCTURAL = new Set( [ 'args', 'properties', 'items', 'enum' ] );

const isObject = ( value ) =>
	value !== null && typeof value === 'object' && ! Array.isArray( value );

/**
 * Every object under `args` with where it was found: { json: { value, places: [{ key, owner }] } },
 * `owner` being the nearest key above it that names something (or the route's export name).
 *
 * @param {Object} schema Routes by path.
 * @param {Object} names  Export names by path.
 */
function occurrences( schema, names ) {
	const found = new Map();
	const visit = ( value, key, owner, inArgs ) => {
		if ( value === null || typeof value !== 'object' ) {
			return;
		}
		if ( inArgs && isObject( value ) && ! STRUCTURAL.has( key ) ) {
			const json = JSON.stringify( value );
			const entry = found.get( json ) ?? { value, places: [] };
			entry.places.push( { key, owner } );
			found.set( json, entry );
		}
		const named = inArgs && ! STRUCTURAL.has( key ) ? key : owner;
		for ( const [ childKey, child ] of Object.entries( value ) ) {
			visit( child, childKey, named, inArgs || childKey === 'args' );
		}
	};
	for ( const [ path, methods ] of Object.entries( schema ) ) {
		visit( methods, '', names[ path ], false );
	}
	return found;
}

/**
 * The shared subtrees: Map of JSON → { name, value, paths } in an order where a subtree comes after
 * the shared subtrees it contains.
 *
 * @param {Object} schema Routes by path.
 * @param {Object} names  Export names by path.
 */
export function sharedSubtrees( schema, names ) {
	const found = occurrences( schema, names );
	const lines = ( value ) =>
		JSON.stringify( value, null, '\t' ).split( '\n' ).length;
	const candidates = new Set(
		[ ...found ]
			.filter( ( [ , e ] ) => {
				const size = lines( e.value );
				const oneName =
					new Set( e.places.map( ( p ) => p.key ) ).size === 1;
				return (
					e.places.length > 1 &&
					( size >= MIN_LINES ||
						( oneName && size >= MIN_LINES_SAME_NAME ) )
				);
			} )
			.map( ( [ json ] ) => json )
	);
	// Uses once the larger subtrees are written once (top-down), and an order: contained ones first.
	const uses = new Map();
	const order = [];
	const visit = ( value, isRoot ) => {
		if ( value === null || typeof value !== 'object' ) {
			return;
		}
		const json = JSON.stringify( value );
		if ( ! isRoot && candidates.has( json ) ) {
			uses.set( json, ( uses.get( json ) ?? 0 ) + 1 );
			if ( uses.get( json ) === 1 ) {
				visit( value, true );
				order.push( json );
			}
			return;
		}
		Object.values( value ).forEach( ( child ) => visit( child, false ) );
	};
	Object.values( schema ).forEach( ( methods ) => visit( methods, false ) );
	const shared = order.filter( ( json ) => uses.get( json ) > 1 );
	return nameAll( shared, found, new Set( Object.values( names ) ) );
}

/**
 * Names each shared subtree after the longest key it is found under (`categoryId` over `id`); a key
 * that two subtrees share, or one too short to say anything (`id` of the fields), is prefixed with
 * its owner's name.
 *
 * @param {string[]} shared JSON of the shared subtrees, in order.
 * @param {Map}      found  Occurrences.
 * @param {Set}      routes Export names of the routes (an owner inside a route says more).
 */
function nameAll( shared, found, routes ) {
	const key = ( json ) =>
		found
			.get( json )
			.places.map( ( p ) => p.key )
			.reduce( ( a, b ) => ( b.length > a.length ? b : a ) );
	const taken = new Map();
	shared.forEach( ( json ) =>
		taken.set( key( json ), ( taken.get( key( json ) ) ?? 0 ) + 1 )
	);
	const camel = ( words ) =>
		words
			.join( '_' )
			.split( /[^A-Za-z0-9]+/ )
			.filter( Boolean )
			.map( ( w, i ) => ( i ? w[ 0 ].toUpperCase() + w.slice( 1 ) : w ) )
			.join( '' );
	const result = new Map();
	for ( const json of shared ) {
		const { value, places } = found.get( json );
		const base = key( json );
		const named = places.filter( ( p ) => p.key === base );
		const owner = (
			named.find( ( p ) => ! routes.has( p.owner ) ) ?? named[ 0 ]
		).owner;
		const qualify =
			taken.get( base ) > 1 ||
			( base.length < 3 && ! routes.has( owner ) );
		const name = camel(
			qualify ? [ owner, base, 'schema' ] : [ base, 'schema' ]
		);
		if ( [ ...result.values() ].some( ( s ) => s.name === name ) ) {
			throw new Error(
				`schema-ts: two shared schemas are named ${ name }`
			);
		}
		result.set( json, { name, value, places } );
	}
	return result;
}

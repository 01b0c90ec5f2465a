/**
 * Joins class names, skipping empty ones.
 *
 * @param names Class names.
 */
export function classNames( ...names: ( string | false | undefined )[] ) {
	return names.filter( Boolean ).join( ' ' );
}

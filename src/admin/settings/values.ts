/**
 * Reading, changing and comparing the screen's values by a field's key (`parent.child`).
 */
/**
 * Internal dependencies
 */
import type { AllSettings, SettingsChanges } from '../../api/settings';
import type { FieldSpec, OptionName } from './fields';

type Values = Record< string, unknown >;

export function readValue( all: AllSettings, spec: FieldSpec ): unknown {
	const [ key, child ] = spec.key.split( '.' );
	const value = ( all[ spec.option ] as unknown as Values )[ key ];
	return child ? ( value as Values | undefined )?.[ child ] : value;
}

export function withValue(
	all: AllSettings,
	spec: FieldSpec,
	value: unknown
): AllSettings {
	const [ key, child ] = spec.key.split( '.' );
	const option = all[ spec.option ] as unknown as Values;
	const next = child
		? { ...( option[ key ] as Values ), [ child ]: value }
		: value;
	return { ...all, [ spec.option ]: { ...option, [ key ]: next } };
}

/**
 * The top-level values that differ from the saved ones, per option (what a save sends).
 *
 * @param saved The values as stored.
 * @param draft The values on screen.
 */
export function changes(
	saved: AllSettings,
	draft: AllSettings
): SettingsChanges {
	const result: SettingsChanges = {};
	( Object.keys( draft ) as OptionName[] ).forEach( ( option ) => {
		const before = saved[ option ] as unknown as Values;
		const after = draft[ option ] as unknown as Values;
		const changed = Object.keys( after ).filter(
			( key ) =>
				JSON.stringify( after[ key ] ) !==
				JSON.stringify( before[ key ] )
		);
		if ( changed.length ) {
			( result as Record< string, Values > )[ option ] =
				Object.fromEntries(
					changed.map( ( key ) => [ key, after[ key ] ] )
				);
		}
	} );
	return result;
}

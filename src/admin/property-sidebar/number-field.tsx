/**
 * A number of the listing: typed as text (a decimal comma allowed), written only when valid.
 */
/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { parseNumber } from './fields';

interface Props {
	name: string;
	label: string;
	value: number | null;
	onChange: ( value: number | null ) => void;
	/** Called with false while the typed text is not a valid value. */
	onValidity: ( name: string, valid: boolean ) => void;
}

function shown( value: number | null ): string {
	return value === null ? '' : String( value ).replace( '.', ',' );
}

export function NumberField( {
	name,
	label,
	value,
	onChange,
	onValidity,
}: Props ) {
	// What the editor typed, kept while it is not (yet) a valid value.
	const [ text, setText ] = useState< string | null >( null );
	const parsed = text === null ? null : parseNumber( name, text );
	const error = parsed && 'error' in parsed ? parsed.error : undefined;
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			inputMode="decimal"
			value={ text ?? shown( value ) }
			help={ error }
			aria-invalid={ error ? true : undefined }
			onChange={ ( next: string ) => {
				setText( next );
				const result = parseNumber( name, next );
				onValidity( name, 'value' in result );
				if ( 'value' in result ) {
					onChange( result.value );
				}
			} }
		/>
	);
}

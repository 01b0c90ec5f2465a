/**
 * One field of the settings form, with the server's message for it.
 */
/**
 * WordPress dependencies
 */
import {
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { FieldSpec } from './fields';
import { ServiceTest } from './service-test';

interface Props {
	spec: FieldSpec;
	value: unknown;
	error?: string;
	onChange: ( value: unknown ) => void;
}

function Control( { spec, value, onChange, help }: Props & { help: string } ) {
	const common = {
		label: spec.label,
		help,
		__nextHasNoMarginBottom: true,
		__next40pxDefaultSize: true,
	};
	switch ( spec.kind ) {
		case 'toggle':
			return (
				<ToggleControl
					{ ...common }
					checked={ Boolean( value ) }
					onChange={ onChange }
				/>
			);
		case 'textarea':
			return (
				<TextareaControl
					{ ...common }
					value={ String( value ?? '' ) }
					onChange={ onChange }
				/>
			);
		case 'lines':
			return (
				<TextareaControl
					{ ...common }
					value={ ( Array.isArray( value ) ? value : [] ).join(
						'\n'
					) }
					// Lines as typed (the server drops empty ones), so a new line can be started.
					onChange={ ( next ) => onChange( next.split( '\n' ) ) }
				/>
			);
		case 'select':
			return (
				<SelectControl
					{ ...common }
					value={ String( value ?? '' ) }
					options={ spec.options ?? [] }
					onChange={ onChange }
				/>
			);
		default:
			return (
				<TextControl
					{ ...common }
					type={ spec.kind }
					value={ String( value ?? '' ) }
					onChange={ ( next ) =>
						onChange(
							spec.kind === 'number' && next !== ''
								? Number( next )
								: next
						)
					}
				/>
			);
	}
}

export function FieldControl( props: Props ) {
	const { spec, value, error } = props;
	const help = spec.help ?? '';
	return (
		<div
			className={ `immo-wizards-settings__field${ error ? ' is-invalid' : '' }` }
		>
			<Control { ...props } help={ help } />
			{ error && (
				<p className="immo-wizards-settings__error" role="alert">
					{ error }
				</p>
			) }
			{ spec.test && (
				<ServiceTest
					service={ spec.test }
					url={ String( value ?? '' ) }
				/>
			) }
		</div>
	);
}

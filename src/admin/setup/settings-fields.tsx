/**
 * Settings fields of a step and "Save and continue": the settings screen's fields, stored through
 * the same settings route and checks.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FieldControl } from '../settings/field-control';
import type { FieldSpec } from '../settings/fields';
import type { useSettings } from '../settings/use-settings';
import { readValue, withValue } from '../settings/values';

export type SettingsState = ReturnType< typeof useSettings >;

interface Props {
	settings: SettingsState;
	specs: FieldSpec[];
	/** After the server stored the values (or nothing changed). */
	onSaved: () => void;
	/** Shown before the fields (the address search). */
	before?: ReactNode;
	/** Shown after the fields (the map). */
	after?: ReactNode;
}

export function SettingsFields( {
	settings,
	specs,
	onSaved,
	before,
	after,
}: Props ) {
	const { draft, setDraft, errors, saving, dirty, save } = settings;
	if ( ! draft ) {
		return null;
	}
	return (
		<form
			onSubmit={ async ( event ) => {
				event.preventDefault();
				if ( ! dirty || ( await save() ) ) {
					onSaved();
				}
			} }
		>
			{ before }
			{ specs.map( ( spec ) => (
				<FieldControl
					key={ spec.key }
					spec={ spec }
					value={ readValue( draft, spec ) }
					error={ errors[ spec.key ] }
					onChange={ ( value ) =>
						setDraft( withValue( draft, spec, value ) )
					}
				/>
			) ) }
			{ after }
			<Button
				variant="primary"
				type="submit"
				isBusy={ saving }
				disabled={ saving }
				__next40pxDefaultSize
			>
				{ __( 'Save and continue', 'immo-wizards' ) }
			</Button>
		</form>
	);
}

/**
 * A one-field form for a region's name (rename inline, add a region); Escape cancels.
 */
/**
 * External dependencies
 */
import type { FormEvent, KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { REGION_NAME_MAX } from '../../api/regions';

interface Props {
	label: string;
	submitLabel: string;
	initial?: string;
	onSubmit: ( name: string ) => Promise< boolean >;
	onCancel?: () => void;
}

export function NameForm( {
	label,
	submitLabel,
	initial = '',
	onSubmit,
	onCancel,
}: Props ) {
	const [ name, setName ] = useState( initial );
	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( name.trim() && ( await onSubmit( name.trim() ) ) && ! onCancel ) {
			setName( '' );
		}
	};
	const escape = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && onCancel ) {
			event.stopPropagation();
			onCancel();
		}
	};
	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape inside the field.
		<form
			className="immo-wizards-regions__name-form"
			onSubmit={ submit }
			onKeyDown={ escape }
		>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ label }
				value={ name }
				maxLength={ REGION_NAME_MAX }
				onChange={ setName }
				// eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's click.
				autoFocus={ !! onCancel }
			/>
			<Button variant="primary" type="submit" __next40pxDefaultSize>
				{ submitLabel }
			</Button>
			{ onCancel && (
				<Button
					variant="tertiary"
					onClick={ onCancel }
					__next40pxDefaultSize
				>
					{ __( 'Cancel', 'immo-wizards' ) }
				</Button>
			) }
		</form>
	);
}

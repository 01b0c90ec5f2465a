/**
 * The screen's state: the stored values, the values on screen, saving and the server's messages.
 */
/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchSettings,
	fieldErrors,
	saveSettings,
	type AllSettings,
} from '../../api/settings';
import type { ApiError } from '../../api/errors';
import { changes } from './values';

export interface Notice {
	status: 'success' | 'error';
	text: string;
}

export function useSettings() {
	const [ saved, setSaved ] = useState< AllSettings | null >( null );
	const [ draft, setDraft ] = useState< AllSettings | null >( null );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const [ saving, setSaving ] = useState( false );

	// Also after the server changed a value itself (the setup assistant's new portal page).
	const reload = () =>
		fetchSettings().then(
			( values ) => {
				setSaved( values );
				setDraft( values );
			},
			( error: ApiError ) =>
				setNotice( { status: 'error', text: error.message } )
		);

	useEffect( () => {
		reload();
	}, [] );

	const pending = saved && draft ? changes( saved, draft ) : {};
	const dirty = Object.keys( pending ).length > 0;

	/** Stores the changes; true when the server took them. */
	const save = async (): Promise< boolean > => {
		setSaving( true );
		setNotice( null );
		try {
			const values = await saveSettings( pending );
			setSaved( values );
			setDraft( values );
			setErrors( {} );
			setNotice( {
				status: 'success',
				text: __( 'Settings saved.', 'immo-wizards' ),
			} );
			return true;
		} catch ( error ) {
			setErrors( fieldErrors( error as ApiError ) );
			setNotice( {
				status: 'error',
				text: ( error as ApiError ).message,
			} );
			return false;
		} finally {
			setSaving( false );
		}
	};

	return {
		draft,
		setDraft,
		errors,
		notice,
		setNotice,
		saving,
		dirty,
		save,
		reload,
	};
}

/**
 * Step "Customer portal": the settings' portal page, chosen among the published pages or created.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../api/errors';
import { createPage, type SetupState } from '../../api/setup';
import { PageSelect } from './page-select';
import type { SettingsState } from './settings-fields';

interface Props {
	state: SetupState;
	settings: SettingsState;
	/** The server changed something (a page was made): fetch again. */
	onChanged: () => void;
	onSaved: () => void;
}

export function PortalStep( { state, settings, onChanged, onSaved }: Props ) {
	const { draft, setDraft, errors, saving, dirty, save, reload } = settings;
	const [ creating, setCreating ] = useState( false );
	const [ error, setError ] = useState( '' );
	if ( ! draft ) {
		return null;
	}
	const values = draft.immo_wizards_settings;
	const create = async () => {
		setCreating( true );
		try {
			await createPage( 'portal' );
			setError( '' );
			await reload();
			onChanged();
		} catch ( failure ) {
			setError( ( failure as ApiError ).message );
		} finally {
			setCreating( false );
		}
	};
	return (
		<form
			onSubmit={ async ( event ) => {
				event.preventDefault();
				if ( ! dirty || ( await save() ) ) {
					onSaved();
				}
			} }
		>
			<PageSelect
				label={ __( 'Customer portal page', 'immo-wizards' ) }
				pages={ state.pages }
				value={ Number( values.portal_page_id ) }
				onChange={ ( id ) =>
					setDraft( {
						...draft,
						immo_wizards_settings: {
							...values,
							portal_page_id: id,
						},
					} )
				}
				error={ errors.portal_page_id || error }
			/>
			{ ! state.steps.portal && (
				<p>
					<Button
						variant="secondary"
						onClick={ create }
						isBusy={ creating }
						disabled={ creating }
					>
						{ __( 'Create a new portal page', 'immo-wizards' ) }
					</Button>
				</p>
			) }
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

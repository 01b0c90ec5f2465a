/**
 * Step "Privacy policy": WordPress's own privacy policy page, chosen among the published pages.
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
import { setPrivacyPage, type SetupState } from '../../api/setup';
import { PageSelect } from './page-select';

export function PrivacyStep( {
	state,
	onSaved,
}: {
	state: SetupState;
	onSaved: () => void;
} ) {
	const [ page, setPage ] = useState( state.privacyPageId );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const unchanged = page === state.privacyPageId;
	return (
		<form
			onSubmit={ async ( event ) => {
				event.preventDefault();
				if ( unchanged && page > 0 ) {
					onSaved();
					return;
				}
				setBusy( true );
				try {
					await setPrivacyPage( page );
					setError( '' );
					onSaved();
				} catch ( failure ) {
					setError( ( failure as ApiError ).message );
				} finally {
					setBusy( false );
				}
			} }
		>
			<PageSelect
				label={ __( 'Privacy policy page', 'immo-wizards' ) }
				pages={ state.pages }
				value={ page }
				onChange={ setPage }
				error={ error }
			/>
			<p>
				<a href="options-privacy.php">
					{ __(
						'Create or edit the privacy policy in WordPress',
						'immo-wizards'
					) }
				</a>
			</p>
			<Button
				variant="primary"
				type="submit"
				isBusy={ busy }
				disabled={ busy || page === 0 }
				__next40pxDefaultSize
			>
				{ __( 'Save and continue', 'immo-wizards' ) }
			</Button>
		</form>
	);
}

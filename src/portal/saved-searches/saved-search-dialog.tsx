/**
 * 'Suchprofil bearbeiten' / 'Neues Suchprofil erstellen': the saved-search wizard in its
 * embeddable mode inside a dialog. The wizard's code is loaded only when the dialog first opens,
 * so the portal's initial script stays small.
 */
/**
 * WordPress dependencies
 */
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SavedSearchItem } from '../../api/types';
import { Dialog } from '../../components/dialog';
import { LoadingBar } from '../../components/loading';
import { Alert } from '../alert';
import { BLOCK } from '../block';
import type { EmbeddedWizardProps } from './embedded-wizard';

function LoadFailed() {
	return (
		<Alert type="error">
			{ __( 'An error occurred.', 'immo-wizards' ) }
		</Alert>
	);
}

const EmbeddedWizard = lazy( () =>
	import(
		/* webpackChunkName: "portal-saved-search-wizard" */ './embedded-wizard'
	).catch( () => ( { default: LoadFailed } ) )
);

interface SavedSearchDialogProps extends Omit<
	EmbeddedWizardProps,
	'onCancel'
> {
	onClose: () => void;
}

/**
 * @param props        The props.
 * @param props.search The saved search to edit; none: a new one.
 */
export function SavedSearchDialog( props: SavedSearchDialogProps ) {
	const { search, onSaved, onClose } = props;
	return (
		<Dialog
			title={
				search
					? __( 'Edit search profile', 'immo-wizards' )
					: __( 'Create new search profile', 'immo-wizards' )
			}
			onClose={ onClose }
			className={ `${ BLOCK }__wizard-dialog` }
		>
			<Suspense
				fallback={
					<>
						<LoadingBar active />
						<p>{ __( 'Loading…', 'immo-wizards' ) }</p>
					</>
				}
			>
				<EmbeddedWizard
					search={ search }
					onSaved={ onSaved }
					onCancel={ onClose }
				/>
			</Suspense>
		</Dialog>
	);
}

export type { SavedSearchItem };

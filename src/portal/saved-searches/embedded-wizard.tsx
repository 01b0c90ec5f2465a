/**
 * The lazily loaded part of the saved-search dialogs: the wizard (no contact step, no step header)
 * and the dialog's buttons in its footer slot: Cancel, 'Suchprofil aktivieren' for an inactive
 * one, and Save, enabled once the wizard reports complete.
 */
/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createSavedSearch, updateSavedSearch } from '../../api/saved-searches';
import type { SavedSearchItem, SavedSearchUpdate } from '../../api/types';
import {
	SavedSearchWizard,
	type SavedSearchWizardFooter,
} from '../../wizards/saved-search-wizard/saved-search-wizard';
import type { SavedSearchValue } from '../../wizards/saved-search-wizard/types';
import { usePortal } from '../context';
import { usePortalCall } from '../use-remote';
import '../../wizards/saved-search-wizard/style.scss';

export interface EmbeddedWizardProps {
	/** The saved search to edit; none: a new one. */
	search?: SavedSearchItem;
	/** Saved: the message to show. */
	onSaved: ( message: string ) => void;
	onCancel: () => void;
}

function toWizardValue( search: SavedSearchItem ): SavedSearchValue {
	return {
		uuid: search.uuid,
		objectType: search.objectType,
		categoryId: search.categoryId,
		marketingType: search.marketingType,
		locations: ( search.locations ?? [] ).map( ( { locationId } ) => ( {
			locationId,
		} ) ),
		fields: search.fields ?? [],
	};
}

export function EmbeddedWizard( props: EmbeddedWizardProps ) {
	const { search, onSaved, onCancel } = props;
	const { config } = usePortal();
	const call = usePortalCall();
	const [ busy, setBusy ] = useState( false );
	const value = useMemo(
		() => ( search ? toWizardValue( search ) : undefined ),
		[ search ]
	);

	const save = async (
		footer: SavedSearchWizardFooter,
		activate = false
	) => {
		const draft = await footer.save();
		if ( ! draft ) {
			return;
		}
		// The uuid is the route's; the body is the wizard's saved search.
		const { uuid, ...body }: { uuid?: string } & SavedSearchUpdate = draft;
		setBusy( true );
		const answer = await call(
			search
				? updateSavedSearch(
						search.uuid,
						activate ? { ...body, active: true } : body
					)
				: createSavedSearch( body )
		);
		if ( ! answer ) {
			setBusy( false );
			return;
		}
		onSaved(
			uuid && activate
				? __(
						'Your search profile has been activated.',
						'immo-wizards'
					)
				: __( 'Your search profile has been saved.', 'immo-wizards' )
		);
	};

	const renderFooter = ( footer: SavedSearchWizardFooter ) => (
		<div className="immo-wizards-dialog__actions immo-wizards-dialog__actions--sticky">
			<button
				type="button"
				className="immo-wizards-dialog__button"
				onClick={ onCancel }
			>
				{ __( 'Cancel', 'immo-wizards' ) }
			</button>
			{ search && ! search.active && (
				<button
					type="button"
					className="immo-wizards-dialog__button"
					disabled={ ! footer.complete || busy }
					onClick={ () => save( footer, true ) }
				>
					{ __( 'Activate search profile', 'immo-wizards' ) }
				</button>
			) }
			<button
				type="button"
				className="immo-wizards-dialog__button is-primary"
				disabled={ ! footer.complete || busy }
				aria-busy={ busy }
				onClick={ () => save( footer ) }
			>
				{ __( 'Save', 'immo-wizards' ) }
			</button>
		</div>
	);

	return (
		<SavedSearchWizard
			config={ config.savedSearchWizard }
			embedded
			savedSearch={ value }
			renderFooter={ renderFooter }
		/>
	);
}

export default EmbeddedWizard;

/**
 * Suchprofile: the saved searches as cards with edit and delete, 'Neues Suchprofil erstellen'
 * below. After create, save or delete the list reloads (spec).
 */
/**
 * WordPress dependencies
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	deleteSavedSearch,
	fetchSavedSearches,
} from '../../api/saved-searches';
import type { SavedSearchItem } from '../../api/types';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useSnackbar } from '../../components/snackbar';
import { BLOCK } from '../block';
import { CardList } from '../card-list';
import { usePortal } from '../context';
import { usePortalCall, useRemote } from '../use-remote';
import { SavedSearchCard } from './saved-search-card';
import { SavedSearchDialog } from './saved-search-dialog';

type Open =
	| { kind: 'create' }
	| { kind: 'edit'; search: SavedSearchItem }
	| { kind: 'delete'; search: SavedSearchItem };

export function SavedSearchesTab() {
	const { config } = usePortal();
	const list = useRemote( fetchSavedSearches );
	const call = usePortalCall();
	const [ open, setOpen ] = useState< Open | null >( null );
	const { show } = useSnackbar();
	const close = () => setOpen( null );
	const createButton = useRef< HTMLButtonElement >( null );

	const remove = async ( search: SavedSearchItem ) => {
		if ( ! ( await call( deleteSavedSearch( search.uuid ) ) ) ) {
			return;
		}
		close();
		show(
			__( 'Your search profile has been deleted.', 'immo-wizards' ),
			'success'
		);
		await list.reload();
		// The delete button that opened the dialog goes with its card: the focus would fall to the
		// page's start, so it goes to the button below the list instead.
		createButton.current?.focus();
	};

	const saved = async ( message: string ) => {
		close();
		show( message, 'success' );
		await list.reload();
	};

	return (
		<>
			<CardList
				items={ list.data }
				empty={ __(
					'You have no search profiles yet.',
					'immo-wizards'
				) }
				label={ __( 'Search profiles', 'immo-wizards' ) }
				className={ `${ BLOCK }__saved-searches` }
				renderItem={ ( search ) => (
					<SavedSearchCard
						key={ search.uuid }
						search={ search }
						categories={ config.savedSearchWizard.categories }
						onEdit={ () => setOpen( { kind: 'edit', search } ) }
						onDelete={ () => setOpen( { kind: 'delete', search } ) }
					/>
				) }
			/>
			<div className={ `${ BLOCK }__actions ${ BLOCK }__actions--start` }>
				<button
					ref={ createButton }
					type="button"
					className={ `${ BLOCK }__button ${ BLOCK }__button--primary` }
					onClick={ () => setOpen( { kind: 'create' } ) }
				>
					{ __( 'Create new search profile', 'immo-wizards' ) }
				</button>
			</div>
			{ open?.kind === 'delete' && (
				<ConfirmDialog
					title={ __( 'Delete search profile', 'immo-wizards' ) }
					text={ __(
						'Do you really want to delete your search profile?',
						'immo-wizards'
					) }
					onConfirm={ () => remove( open.search ) }
					onCancel={ close }
				/>
			) }
			{ open && open.kind !== 'delete' && (
				<SavedSearchDialog
					search={ open.kind === 'edit' ? open.search : undefined }
					onSaved={ saved }
					onClose={ close }
				/>
			) }
		</>
	);
}

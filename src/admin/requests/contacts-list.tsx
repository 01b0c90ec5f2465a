/**
 * The agency's contacts in a DataViews table: search and paging on the server.
 */
/**
 * External dependencies
 */
import { DataViews, type Field, type View } from '@wordpress/dataviews/wp';

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AgencyContact } from '../../api/agency-contacts';
import { formatDateTime } from '../format';
import { contactName } from './labels';
import { PER_PAGE_SIZES, type InboxState } from './url-state';
import { useContactsQuery } from './use-contacts-query';
import { initialLayout, stateOfView } from './view-state';

// Search and paging only: the route sorts by date and filters by nothing but the search.
const FIELDS = (
	[
		{
			id: 'name',
			label: __( 'Name', 'immo-wizards' ),
			getValue: ( { item } ) => contactName( item ),
			enableHiding: false,
		},
		{
			id: 'email',
			label: __( 'E-mail', 'immo-wizards' ),
			type: 'email',
			getValue: ( { item } ) => item.email,
		},
		{
			id: 'phone',
			label: __( 'Phone', 'immo-wizards' ),
			getValue: ( { item } ) => item.phone,
		},
		{
			id: 'requests',
			label: __( 'Requests', 'immo-wizards' ),
			type: 'integer',
			getValue: ( { item } ) => item.requests,
		},
		{
			id: 'portal',
			label: __( 'Portal account', 'immo-wizards' ),
			getValue: ( { item } ) =>
				item.hasPortalAccount
					? __( 'Yes', 'immo-wizards' )
					: __( 'No', 'immo-wizards' ),
		},
		{
			id: 'created',
			label: __( 'Since', 'immo-wizards' ),
			getValue: ( { item } ) => formatDateTime( item.createdAt ),
		},
	] satisfies Field< AgencyContact >[]
 ).map( ( field ): Field< AgencyContact > => ( {
	...field,
	enableSorting: false,
	filterBy: false,
} ) );

export interface ContactsListProps {
	state: InboxState;
	onChange: ( state: InboxState ) => void;
}

export function ContactsList( { state, onChange }: ContactsListProps ) {
	const list = useContactsQuery( {
		search: state.search || undefined,
		page: state.paged,
		perPage: state.perPage,
	} );
	const [ layout, setLayout ] = useState( initialLayout );
	const view: View = {
		type: layout,
		search: state.search,
		page: state.paged,
		perPage: state.perPage,
		titleField: 'name',
		fields: [ 'email', 'phone', 'requests', 'portal', 'created' ],
		layout: { density: 'compact' },
	};
	return (
		<div className="immo-wizards-requests__list">
			{ list.error && (
				<Notice status="error" isDismissible={ false }>
					{ list.error }
				</Notice>
			) }
			<DataViews< AgencyContact >
				data={ list.items }
				fields={ FIELDS }
				view={ view }
				onChangeView={ ( next ) => {
					setLayout( next.type === 'list' ? 'list' : 'table' );
					onChange( stateOfView( next, state ) );
				} }
				isLoading={ list.isLoading }
				paginationInfo={ {
					totalItems: list.total,
					totalPages: list.totalPages,
				} }
				defaultLayouts={ { table: {}, list: {} } }
				config={ { perPageSizes: PER_PAGE_SIZES } }
				getItemId={ ( item ) => String( item.id ) }
				searchLabel={ __( 'Search by name or e-mail', 'immo-wizards' ) }
				empty={ <p>{ __( 'No contacts found', 'immo-wizards' ) }</p> }
			/>
		</div>
	);
}

/**
 * The agency's contacts in a DataViews table: search and paging on the server.
 */
/**
 * External dependencies
 */
import { DataViews, type Field, type View } from '@wordpress/dataviews';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchContacts, type AgencyContact } from '../../api/agency-contacts';
import { formatDateTime } from '../format';
import { usePageQuery } from '../use-page-query';
import { contactName } from './labels';
import { ListFrame } from '../list-frame';
import { pageProps } from './list-frame';
import type { InboxState } from './url-state';
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
	const list = usePageQuery( fetchContacts, {
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
		<ListFrame
			className="immo-wizards-requests__list"
			label={ __( 'Contacts', 'immo-wizards' ) }
			error={ list.error }
		>
			<DataViews< AgencyContact >
				{ ...pageProps( list ) }
				fields={ FIELDS }
				view={ view }
				onChangeView={ ( next ) => {
					setLayout( next.type === 'list' ? 'list' : 'table' );
					onChange( stateOfView( next, state ) );
				} }
				searchLabel={ __( 'Search by name or e-mail', 'immo-wizards' ) }
				empty={ <p>{ __( 'No contacts found', 'immo-wizards' ) }</p> }
			/>
		</ListFrame>
	);
}

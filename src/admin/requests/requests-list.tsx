/**
 * The requests of one type in a DataViews table: search, filters, order and paging go to the server
 * (through the inbox's state in the address); bulk actions; the CSV export of the current filter.
 */
/**
 * External dependencies
 */
import { DataViews, type View } from '@wordpress/dataviews';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchRequests,
	requestsExportUrl,
	type RequestItem,
	type RequestTypeInfo,
} from '../../api/requests';
import { OutcomeNotice, type Outcome } from '../outcome-notice';
import { usePageQuery } from '../use-page-query';
import { ListFrame } from '../list-frame';
import { pageProps } from './list-frame';
import { requestActions } from './request-actions';
import { LEADING_FIELDS, columnField, requestFields } from './request-fields';
import type { InboxState } from './url-state';
import {
	initialLayout,
	requestQuery,
	stateOfView,
	viewOfState,
} from './view-state';

export interface RequestsListProps {
	state: InboxState;
	onChange: ( state: InboxState ) => void;
	/** The type's columns, as the server describes them. */
	columns: RequestTypeInfo[ 'columns' ];
	/** The export route's URL with the REST nonce. */
	exportUrl: string;
}

export function RequestsList( {
	state,
	onChange,
	columns,
	exportUrl,
}: RequestsListProps ) {
	const query = requestQuery( state );
	const list = usePageQuery( fetchRequests, query );
	const [ notice, setNotice ] = useState< Outcome | null >( null );
	// Layout and visible fields are the viewer's choice (not part of the address); all fields first.
	const [ layout, setLayout ] = useState( initialLayout );
	const [ fields, setFields ] = useState< string[] | null >( null );
	const visible = fields ?? [
		...LEADING_FIELDS,
		...columns.map( ( column ) => columnField( column.id ) ),
	];
	const view = viewOfState( state, visible, layout );
	const { reload } = list;

	const actions = useMemo(
		() =>
			requestActions( {
				open: ( item ) => onChange( { ...state, request: item.id } ),
				done: ( next ) => {
					setNotice( next );
					reload();
				},
			} ),
		[ onChange, state, reload ]
	);

	const changeView = ( next: View ) => {
		setLayout( next.type === 'list' ? 'list' : 'table' );
		setFields( next.fields ?? null );
		onChange( stateOfView( next, state ) );
	};

	return (
		<ListFrame
			className="immo-wizards-requests__list"
			label={ __( 'Requests', 'immo-wizards' ) }
			error={ list.error }
		>
			<OutcomeNotice
				notice={ notice }
				onRemove={ () => setNotice( null ) }
			/>
			<DataViews< RequestItem >
				{ ...pageProps( list ) }
				fields={ requestFields( columns ) }
				view={ view }
				onChangeView={ changeView }
				actions={ actions }
				onClickItem={ ( item ) =>
					onChange( { ...state, request: item.id } )
				}
				isItemClickable={ () => true }
				// The list layout (phones) selects an item where the table opens it: open it too.
				onChangeSelection={ ( ids ) =>
					layout === 'list' &&
					ids.length === 1 &&
					onChange( { ...state, request: Number( ids[ 0 ] ) } )
				}
				searchLabel={ __( 'Search by name or e-mail', 'immo-wizards' ) }
				empty={ <p>{ __( 'No requests found', 'immo-wizards' ) }</p> }
				header={
					<Button
						variant="secondary"
						size="compact"
						href={ requestsExportUrl( query, exportUrl ) }
						download
					>
						{ __( 'Export (CSV)', 'immo-wizards' ) }
					</Button>
				}
			/>
		</ListFrame>
	);
}

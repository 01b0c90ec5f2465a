/**
 * Immo Wizards → Requests: one view per request type and the contacts; a request opens in the
 * detail view. Everything on screen follows the address (see url-state.ts).
 */
/**
 * WordPress dependencies
 */
import { TabPanel } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { REQUEST_TYPES } from '../../api/requests';
import { ContactsList } from './contacts-list';
import { tabLabel, type InboxTab } from './labels';
import { RequestDetail } from './request-detail';
import { RequestsList } from './requests-list';
import { initialState, useInboxState } from './url-state';
import { useRequestColumns } from './use-request-columns';

const TABS: InboxTab[] = [ ...REQUEST_TYPES, 'contacts' ];

export interface InboxScreenProps {
	/** The export route's URL with the REST nonce. */
	exportUrl: string;
}

export function InboxScreen( { exportUrl }: InboxScreenProps ) {
	const [ state, setState ] = useInboxState();
	const columns = useRequestColumns();

	if ( state.request ) {
		return (
			<RequestDetail
				id={ state.request }
				onBack={ () => setState( { ...state, request: undefined } ) }
			/>
		);
	}
	return (
		<TabPanel
			className="immo-wizards-requests__tabs"
			tabs={ TABS.map( ( tab ) => ( {
				name: tab,
				title: tabLabel( tab ),
			} ) ) }
			initialTabName={ state.tab }
			onSelect={ ( tab ) =>
				tab !== state.tab && setState( initialState( tab as InboxTab ) )
			}
		>
			{ () =>
				state.tab === 'contacts' ? (
					<ContactsList state={ state } onChange={ setState } />
				) : (
					<RequestsList
						key={ state.tab }
						state={ state }
						onChange={ setState }
						columns={
							columns.find( ( item ) => item.type === state.tab )
								?.columns ?? []
						}
						exportUrl={ exportUrl }
					/>
				)
			}
		</TabPanel>
	);
}

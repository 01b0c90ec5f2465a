/**
 * Immo Wizards → Requests: one view per request type and the contacts; a request opens in the
 * detail view. Everything on screen follows the address (see url-state.ts).
 */
/**
 * WordPress dependencies
 */
import { TabPanel } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MailKindInfo } from '../../api/mails';
import type { RequestTypeInfo } from '../../api/requests';
import { ContactsList } from './contacts-list';
import type { InboxTab } from './labels';
import { RequestDetail } from './request-detail';
import { RequestsList } from './requests-list';
import { initialState, useInboxState } from './url-state';
import '../dataviews-style.scss';

export interface InboxScreenProps {
	/** The export route's URL with the REST nonce. */
	exportUrl: string;
	/** The OpenImmo-Feedback route's URL with `%d` for the id and the REST nonce. */
	feedbackUrl?: string;
	/** The request types as the server names them: a tab each, with its columns. */
	types: RequestTypeInfo[];
	/** The mail kinds as the server names them (a request's mails). */
	mailKinds: MailKindInfo[];
}

export function InboxScreen( {
	exportUrl,
	feedbackUrl = '',
	types,
	mailKinds,
}: InboxScreenProps ) {
	const [ state, setState ] = useInboxState();

	if ( state.request ) {
		return (
			<RequestDetail
				id={ state.request }
				feedbackUrl={ feedbackUrl }
				mailKinds={ mailKinds }
				onBack={ () => setState( { ...state, request: undefined } ) }
			/>
		);
	}
	return (
		<TabPanel
			className="immo-wizards-requests__tabs"
			tabs={ [
				...types.map( ( type ) => ( {
					name: type.type,
					title: type.pluralLabel,
				} ) ),
				{ name: 'contacts', title: __( 'Contacts', 'immo-wizards' ) },
			] }
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
							types.find( ( type ) => type.type === state.tab )
								?.columns ?? []
						}
						exportUrl={ exportUrl }
					/>
				)
			}
		</TabPanel>
	);
}

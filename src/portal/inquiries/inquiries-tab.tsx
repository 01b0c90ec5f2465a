/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchPortalInquiries,
	type PortalInquiryItem,
} from '../../api/expose-inquiries';
import { BLOCK } from '../block';
import { CardList } from '../card-list';
import { useRemote } from '../use-remote';
import { InquiryCard } from './inquiry-card';
import { LeadCard } from './lead-card';
import { MessageCard } from './message-card';

function renderCard( item: PortalInquiryItem ) {
	switch ( item.type ) {
		case 'lead':
			return <LeadCard key={ item.uuid } lead={ item } />;
		case 'message':
			return <MessageCard key={ item.uuid } message={ item } />;
		default:
			return <InquiryCard key={ item.uuid } inquiry={ item } />;
	}
}

/** Anfragen: the visitor's confirmed exposé inquiries, owner leads and messages, newest first. */
export function InquiriesTab() {
	const { data } = useRemote( fetchPortalInquiries );
	return (
		<CardList
			items={ data }
			empty={ __(
				'You have not sent any inquiries yet.',
				'immo-wizards'
			) }
			label={ __( 'Inquiries', 'immo-wizards' ) }
			renderItem={ renderCard }
			className={ `${ BLOCK }__inquiries` }
		/>
	);
}

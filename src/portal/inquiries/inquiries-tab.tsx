/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchExposeInquiries } from '../../api/expose-inquiries';
import { BLOCK } from '../block';
import { CardList } from '../card-list';
import { useRemote } from '../use-remote';
import { InquiryCard } from './inquiry-card';

/** Anfragen: the visitor's confirmed exposé inquiries. */
export function InquiriesTab() {
	const { data } = useRemote( fetchExposeInquiries );
	return (
		<CardList
			items={ data }
			empty={ __(
				'You have not sent any inquiries yet.',
				'immo-wizards'
			) }
			label={ __( 'Inquiries', 'immo-wizards' ) }
			renderItem={ ( inquiry ) => (
				<InquiryCard key={ inquiry.uuid } inquiry={ inquiry } />
			) }
			className={ `${ BLOCK }__inquiries` }
		/>
	);
}

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ContactMessageItem } from '../../api/expose-inquiries';
import { BLOCK } from '../block';
import { RequestCard } from './request-card';

/**
 * A message sent with the contact form: its start and the date.
 *
 * @param props         The props.
 * @param props.message The message.
 */
export function MessageCard( { message }: { message: ContactMessageItem } ) {
	return (
		<RequestCard
			overline={ __( 'Contact request', 'immo-wizards' ) }
			title={ __( 'Your message', 'immo-wizards' ) }
			createdAt={ message.createdAt }
			className={ `${ BLOCK }__request--message` }
		>
			{ message.message && (
				<blockquote className={ `${ BLOCK }__quote` }>
					<p>{ message.message }</p>
				</blockquote>
			) }
		</RequestCard>
	);
}

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OwnerLeadItem } from '../../api/expose-inquiries';
import { BLOCK } from '../block';
import { PriceIndicationNotice } from '../price-indication';
import { RequestCard } from './request-card';

/**
 * An owner lead: the property's address, its category and whether to sell or let, the date.
 *
 * @param props      The props.
 * @param props.lead The lead.
 */
export function LeadCard( { lead }: { lead: OwnerLeadItem } ) {
	const about = [ lead.category, lead.marketing ]
		.filter( ( part ) => typeof part === 'string' && part.trim() )
		.join( ' · ' );
	return (
		<RequestCard
			overline={ __( 'Your property', 'immo-wizards' ) }
			title={ lead.address || __( 'Your property', 'immo-wizards' ) }
			createdAt={ lead.createdAt }
			className={ `${ BLOCK }__request--lead` }
		>
			{ about && <p className={ `${ BLOCK }__card-line` }>{ about }</p> }
			{ lead.priceIndication && (
				<PriceIndicationNotice indication={ lead.priceIndication } />
			) }
		</RequestCard>
	);
}

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchWaitingBuyers, type BuyerFacts } from '../../api/market';
import type { LeadDraft } from './types';

const BLOCK = 'wp-block-immo-wizards-lead-wizard';

/** Lead field → the count route's argument. */
const VALUES: Record< string, 'price' | 'livingSpace' | 'rooms' > = {
	'price.price': 'price',
	'area.livingSpace': 'livingSpace',
	'area.numberRooms': 'rooms',
};

/**
 * The facts of the owner's property the count takes, or null while there is no point or category.
 *
 * @param lead The lead.
 */
export function buyerFacts( lead: LeadDraft ): BuyerFacts | null {
	const { lat, lng } = lead.location;
	if (
		! lead.objectType ||
		! lead.categoryId ||
		! Number.isFinite( lat ) ||
		! Number.isFinite( lng )
	) {
		return null;
	}
	const facts: BuyerFacts = {
		objectType: lead.objectType,
		categoryId: lead.categoryId,
		marketingType: lead.marketingType === 'rent' ? 'rent' : 'buy',
		lat: lat as number,
		lng: lng as number,
	};
	for ( const field of lead.fields ) {
		const key = VALUES[ field.name ];
		const value = Number( field.value );
		if (
			key &&
			field.value !== null &&
			Number.isFinite( value ) &&
			value > 0
		) {
			facts[ key ] = value;
		}
	}
	return facts;
}

/**
 * "For homes like yours, 7 prospective buyers already have a search profile with us." – only when
 * the agency's threshold is reached (the server answers nothing below it); nothing while loading
 * or after a failure.
 *
 * @param props      The props.
 * @param props.lead The owner's lead.
 */
export function WaitingBuyersNotice( { lead }: { lead: LeadDraft } ) {
	const [ text, setText ] = useState< string | null >( null );
	const facts = buyerFacts( lead );
	const key = facts ? JSON.stringify( facts ) : '';
	useEffect( () => {
		if ( ! key ) {
			setText( null );
			return;
		}
		const controller = new AbortController();
		fetchWaitingBuyers( JSON.parse( key ), controller.signal )
			.then( ( answer ) =>
				setText(
					typeof answer?.text === 'string' && answer.text
						? answer.text
						: null
				)
			)
			.catch( () => setText( null ) );
		return () => controller.abort();
	}, [ key ] );
	return text ? <p className={ `${ BLOCK }__buyers` }>{ text }</p> : null;
}

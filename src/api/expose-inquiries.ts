/**
 * The portal user's confirmed requests under Anfragen (`/v1/expose-inquiry`): exposé inquiries,
 * owner leads and contact messages; the public submit is in inquiries.ts.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { PriceIndication } from './types';

/** What every request in the portal's Anfragen list (`GET /v1/expose-inquiry`) has. */
interface PortalInquiryBase {
	uuid: string;
	/** When it was sent (ISO 8601). */
	createdAt: string;
}

/** A confirmed exposé inquiry in the portal's list. */
export interface ExposeInquiryItem extends PortalInquiryBase {
	type: 'expose_inquiry';
	title: string;
	zip: string;
	city: string;
	/** Image URL; empty when the property has none. */
	image: string;
	category: string;
	price: { title: string; text: string };
	/** The exposé page (or the page the inquiry was sent from). */
	link: string;
	objectId: number;
	customObjectId: string;
}

/** A confirmed owner lead in the portal's list (texts in the site's language). */
export interface OwnerLeadItem extends PortalInquiryBase {
	type: 'lead';
	/** The property's address as one line. */
	address: string;
	category: string;
	/** Sell or let. */
	marketing: string;
	/** With the price indication on and enough comparables. */
	priceIndication?: PriceIndication;
}

/** A confirmed contact message in the portal's list. */
export interface ContactMessageItem extends PortalInquiryBase {
	type: 'message';
	/** The start of the message. */
	message: string;
}

/** An entry of the portal's Anfragen list. */
export type PortalInquiryItem =
	ExposeInquiryItem | OwnerLeadItem | ContactMessageItem;

const TYPES: ReadonlyArray< PortalInquiryItem[ 'type' ] > = [
	'expose_inquiry',
	'lead',
	'message',
];

/** An odd answer counts as none, an entry of a type this client does not know is left out. */
export async function fetchPortalInquiries(): Promise< PortalInquiryItem[] > {
	const list = await apiRequest< PortalInquiryItem[] >( {
		path: 'immo-wizards/v1/expose-inquiry',
	} );
	return Array.isArray( list )
		? list.filter( ( item ) => TYPES.includes( item?.type ) )
		: [];
}

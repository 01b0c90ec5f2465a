/**
 * The portal user's confirmed requests under Anfragen (`/v1/expose-inquiry`): exposé inquiries,
 * owner leads and contact messages; the public submit is in inquiries.ts.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { PortalInquiryItem } from './types';

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

/**
 * The portal user's confirmed exposé inquiries (`/v1/expose-inquiry`); the public submit is in
 * inquiries.ts.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { ExposeInquiryItem } from './types';

/** An odd answer counts as none. */
export async function fetchExposeInquiries(): Promise< ExposeInquiryItem[] > {
	const list = await apiRequest< ExposeInquiryItem[] >( {
		path: 'immo-wizards/v1/expose-inquiry',
	} );
	return Array.isArray( list ) ? list : [];
}

/**
 * Internal dependencies
 */
import {
	MAX_CUSTOM_OBJECT_ID_LENGTH,
	MAX_OBJECT_ID,
} from '../../api/rest-limits';
import type { ExposeInquiryConfig, InquiryTarget } from './types';

/**
 * A valid object id (an integer from 1 to 2^31 − 1), from a number or a decimal string.
 *
 * @param value Attribute or query string value.
 * @return The id, or null when the value is not one.
 */
export function parseObjectId( value: unknown ): number | null {
	let id: number;
	if ( typeof value === 'number' ) {
		id = value;
	} else if ( typeof value === 'string' && /^\s*\d+\s*$/.test( value ) ) {
		id = Number( value.trim() );
	} else {
		return null;
	}
	return Number.isInteger( id ) && id >= 1 && id <= MAX_OBJECT_ID ? id : null;
}

/**
 * A usable custom object id: trimmed, not empty, within the server's length limit.
 *
 * @param value Attribute or query string value.
 */
export function parseCustomObjectId( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const id = value.trim();
	return id && id.length <= MAX_CUSTOM_OBJECT_ID_LENGTH ? id : undefined;
}

/**
 * The property of the inquiry: each id from the block attribute, or from the page's query string
 * (`objectId`, `customObjectId`) when the attribute is empty.
 *
 * @param config Screen config.
 * @param search The page's query string (`window.location.search`).
 * @return The target, or null when no valid object id is known.
 */
export function resolveInquiryTarget(
	config: Partial<
		Pick< ExposeInquiryConfig, 'objectId' | 'customObjectId' >
	>,
	search: string
): InquiryTarget | null {
	const query = new URLSearchParams( search );
	const fromAttribute = ( value: unknown ) =>
		value !== null && value !== undefined && value !== 0 && value !== '';
	const objectId = parseObjectId(
		fromAttribute( config.objectId )
			? config.objectId
			: query.get( 'objectId' )
	);
	if ( objectId === null ) {
		return null;
	}
	const customObjectId = parseCustomObjectId(
		fromAttribute( config.customObjectId )
			? config.customObjectId
			: query.get( 'customObjectId' )
	);
	return customObjectId ? { objectId, customObjectId } : { objectId };
}

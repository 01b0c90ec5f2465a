/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isAbortError } from '../../api/errors';
import { searchAddress } from '../../api/geocoder';
import type { PhotonFeature } from '../../api/types';

/** Spec §9: the autocomplete waits 150 ms and shows 10 results. */
const SEARCH_DEBOUNCE_MS = 150;
const SEARCH_LIMIT = 10;

export type AddressSearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface AddressSearchResult {
	status: AddressSearchStatus;
	results: PhotonFeature[];
	/** The error message when the search failed. */
	error: string;
}

const IDLE: AddressSearchResult = { status: 'idle', results: [], error: '' };

/**
 * Searches addresses for `text` after a short pause in typing. Nothing is
 * searched for empty text or for the text of the current selection; a new
 * text aborts the pending request.
 *
 * @param text      The text typed.
 * @param selection The text of the current selection.
 */
export function useAddressSearch(
	text: string,
	selection: string
): AddressSearchResult {
	const [ result, setResult ] = useState< AddressSearchResult >( IDLE );
	const query = text.trim();
	const skip = ! query || query === selection.trim();

	useEffect( () => {
		if ( skip ) {
			setResult( IDLE );
			return;
		}
		const controller = new AbortController();
		// Suggestions for the previous text must not stay pickable while the new text waits.
		setResult( IDLE );
		const timer = setTimeout( () => {
			setResult( ( previous ) => ( { ...previous, status: 'loading' } ) );
			searchAddress( query, controller.signal ).then(
				( features ) => {
					if ( ! controller.signal.aborted ) {
						setResult( {
							status: 'done',
							results: features.slice( 0, SEARCH_LIMIT ),
							error: '',
						} );
					}
				},
				( error: unknown ) => {
					if ( controller.signal.aborted || isAbortError( error ) ) {
						return;
					}
					setResult( {
						status: 'error',
						results: [],
						error: error instanceof Error ? error.message : '',
					} );
				}
			);
		}, SEARCH_DEBOUNCE_MS );
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ query, skip ] );

	return skip ? IDLE : result;
}

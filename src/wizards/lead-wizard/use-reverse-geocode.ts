/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { reverseGeocode } from '../../api/geocoder';
import { addressFromFeature } from './address-text';
import type { Address } from './types';

/**
 * Looks up the address of a point; a newer point aborts the pending lookup.
 * Resolves to null when nothing was found, the lookup failed or was replaced.
 */
export function useReverseGeocode() {
	const controllerRef = useRef< AbortController | null >( null );

	useEffect( () => () => controllerRef.current?.abort(), [] );

	return useCallback(
		async ( lat: number, lng: number ): Promise< Address | null > => {
			controllerRef.current?.abort();
			const controller = new AbortController();
			controllerRef.current = controller;
			try {
				const feature = await reverseGeocode(
					lat,
					lng,
					controller.signal
				);
				return controller.signal.aborted
					? null
					: addressFromFeature( feature );
			} catch {
				return null;
			}
		},
		[]
	);
}

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useMemo, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { searchAddress, reverseGeocode } from '../../api/geocoder';
import { ApiError } from '../../api/errors';
import type { LatLng } from '../../components/map';
import {
	addressFromFeature,
	composeAddressText,
	findTypedAddress,
} from './address-text';
import type { Address } from './types';

export interface Lookup< T > {
	/** What was found; null when nothing was, or the lookup failed. */
	found: T | null;
	/** The service's message when the lookup failed, '' otherwise. */
	error: string;
	/** A newer lookup (or leaving the step) cancelled this one: its outcome is void. */
	replaced: boolean;
}

/**
 * The geocoder as the address step uses it: the address of a point on the map, and the point of
 * an address typed by hand. One lookup at a time: a newer one (of either kind) aborts the pending
 * one, and so does leaving the step. Failures are the step's to show (never the page's snackbar).
 */
export function useGeocoder() {
	const controllerRef = useRef< AbortController | null >( null );

	useEffect( () => () => controllerRef.current?.abort(), [] );

	const lookUp = useCallback(
		async < T >(
			ask: ( signal: AbortSignal ) => Promise< T | null >
		): Promise< Lookup< T > > => {
			controllerRef.current?.abort();
			const controller = new AbortController();
			controllerRef.current = controller;
			const outcome = ( found: T | null, error = '' ): Lookup< T > => ( {
				found: controller.signal.aborted ? null : found,
				error,
				replaced: controller.signal.aborted,
			} );
			try {
				return outcome( await ask( controller.signal ) );
			} catch ( error ) {
				// Only the service's failure is one (not an abort, nor reverseGeocode's "invalid data":
				// an answer without an address).
				return outcome(
					null,
					error instanceof ApiError ? error.message : ''
				);
			}
		},
		[]
	);

	return useMemo(
		() => ( {
			/**
			 * The address at a point.
			 *
			 * @param point     The point.
			 * @param point.lat
			 * @param point.lng
			 */
			addressAt: ( { lat, lng }: LatLng ) =>
				lookUp( async ( signal ) =>
					addressFromFeature(
						await reverseGeocode( lat, lng, signal )
					)
				),
			/**
			 * The point of a typed address: the composed address searched, the typed street's
			 * feature in the typed postcode taken.
			 *
			 * @param address The typed address.
			 */
			pointOf: ( address: Address ) =>
				lookUp< LatLng >( async ( signal ) => {
					const feature = findTypedAddress(
						await searchAddress(
							composeAddressText( address ),
							signal
						),
						address
					);
					if ( ! feature ) {
						return null;
					}
					const [ lng, lat ] = feature.geometry.coordinates;
					return { lat, lng };
				} ),
		} ),
		[ lookUp ]
	);
}

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchLocationShapes, fetchLocations } from '../../api/locations';
import type { SearchLocationFeature } from '../../api/types';
import { useLoading } from '../../components/loading';
import { buildRegionTree, type RegionTree } from './regions';

/**
 * The region tree (null until loaded) and, when the map may be shown, the
 * region outlines. A failed load is reported by the API client; the tree is
 * then empty.
 *
 * @param withShapes Whether the map is shown (third-party consent).
 */
export function useRegions( withShapes: boolean ) {
	const [ tree, setTree ] = useState< RegionTree | null >( null );
	const [ shapes, setShapes ] = useState< SearchLocationFeature[] >( [] );
	const { track } = useLoading();

	useEffect( () => {
		let active = true;
		track( fetchLocations() )
			.catch( () => [] )
			.then( ( locations ) => {
				if ( active ) {
					setTree( buildRegionTree( locations ) );
				}
			} );
		return () => {
			active = false;
		};
	}, [ track ] );

	useEffect( () => {
		if ( ! withShapes ) {
			return;
		}
		let active = true;
		track( fetchLocationShapes() ).then(
			( features ) => {
				if ( active ) {
					setShapes( features );
				}
			},
			() => {
				// Reported by the API client; the dropdown still works.
			}
		);
		return () => {
			active = false;
		};
	}, [ withShapes, track ] );

	return { tree, shapes };
}

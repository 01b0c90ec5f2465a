/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchLocationShapes, fetchLocations } from '../../api/locations';
import type { SearchLocation, SearchLocationFeature } from '../../api/types';
import { useLoading } from '../../components/loading';
import { buildRegionTree, type RegionTree } from './regions';

/**
 * The region tree (null until loaded) and, when the map may be shown, the
 * region outlines. A failed load is reported by the API client; the tree is
 * then empty. Regions the page brought (the config's) are there from the first render, so a
 * server-rendered first step shows the same selection.
 *
 * @param withShapes Whether the map is shown (third-party consent).
 * @param known      The regions the page knows already, if any.
 */
export function useRegions( withShapes: boolean, known?: SearchLocation[] ) {
	const [ tree, setTree ] = useState< RegionTree | null >( () =>
		known ? buildRegionTree( known ) : null
	);
	const [ shapes, setShapes ] = useState< SearchLocationFeature[] >( [] );
	const { track } = useLoading();
	const loaded = !! known;

	useEffect( () => {
		if ( loaded ) {
			return;
		}
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
	}, [ track, loaded ] );

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

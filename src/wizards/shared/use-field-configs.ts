/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { FieldConfig } from '../../api/types';
import { useLoading } from '../../components/loading';

/**
 * The configs of the given fields; configs loaded for an earlier category
 * are kept, so switching back shows them at once. The loader (cache, request) is a chunk of its
 * own: no category is chosen at first paint.
 *
 * @param ids      Field ids of the chosen category.
 * @param revision The catalogue's revision (from the page config).
 */
export function useFieldConfigs( ids: string[] | undefined, revision = '' ) {
	const [ configs, setConfigs ] = useState< Record< string, FieldConfig > >(
		{}
	);
	const { track } = useLoading();
	const key = ids?.join( '\n' ) ?? '';

	useEffect( () => {
		if ( ! key ) {
			return;
		}
		let active = true;
		track(
			import(
				/* webpackChunkName: "field-configs" */ '../../api/fields'
			).then( ( module ) =>
				module.fetchFieldConfigs( key.split( '\n' ), revision )
			)
		).then(
			( loaded ) => {
				if ( active ) {
					setConfigs( ( previous ) => ( {
						...previous,
						...loaded,
					} ) );
				}
			},
			() => {
				// Reported by the API client; the details stay empty.
			}
		);
		return () => {
			active = false;
		};
	}, [ key, revision, track ] );

	return configs;
}

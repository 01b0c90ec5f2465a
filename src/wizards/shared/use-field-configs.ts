/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchFieldConfigs } from '../../api/fields';
import type { FieldConfig } from '../../api/types';
import { useLoading } from '../../components/loading';

/**
 * The configs of the given fields; configs loaded for an earlier category
 * are kept, so switching back shows them at once.
 *
 * @param ids Field ids of the chosen category.
 */
export function useFieldConfigs( ids: string[] | undefined ) {
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
		track( fetchFieldConfigs( key.split( '\n' ) ) ).then(
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
	}, [ key, track ] );

	return configs;
}

/**
 * Every request type's list columns (`GET /requests/columns`), loaded once per screen.
 */
/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	fetchRequestColumns,
	type RequestTypeColumns,
} from '../../api/requests';

export function useRequestColumns(): RequestTypeColumns[] {
	const [ columns, setColumns ] = useState< RequestTypeColumns[] >( [] );
	useEffect( () => {
		let current = true;
		// Without them the list still shows status, date, name and e-mail; the list's own notice
		// reports a server that does not answer.
		fetchRequestColumns()
			.then( ( next ) => current && setColumns( next ) )
			.catch( () => undefined );
		return () => {
			current = false;
		};
	}, [] );
	return columns;
}
